import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createPost, png } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('GET /api/files/{id} (%s)', (target) => {
  const t = useTestApp(target);
  const bytes = png(5, 4);
  let parentToken: string;
  let fileId: string;
  let elsewhere: Fixture;
  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const created = await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [{ name: 'Sommerfest ü (1).png', data: bytes }]);
    fileId = created.json().files[0].id;
    elsewhere = await createFixture(t.database.db);
  });
  const fetchFile = async (token: string, id = fileId, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { ...bearer(token), ...headers } });

  it('serves the bytes with a strong ETag, immutable private caching and safe headers', async () => {
    const response = await fetchFile(await signInAs(t.app, t.fixture.staff.username, knownPassword));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      etag: `"${createHash('sha256').update(bytes).digest('hex')}"`,
      'cache-control': 'private, max-age=31536000, immutable',
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': "inline; filename*=UTF-8''Sommerfest%20%C3%BC%20%281%29.png",
    });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 304 without a body when the client holds the same version', async () => {
    const etag = (await fetchFile(parentToken)).headers.etag as string;
    const again = await fetchFile(parentToken, fileId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect((await fetchFile(parentToken, fileId, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 to other kindergartens and unknown ids, 401 without a token', async () => {
    for (const user of [elsewhere.parent, elsewhere.staff]) {
      expect((await fetchFile(await signInAs(t.app, user.username, knownPassword))).statusCode).toBe(404);
    }
    expect((await fetchFile(parentToken, uuidv7())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(401);
  });

  it("follows the sync rule: a parent never gets another family's own file, staff do", async () => {
    const other = await addSecondFamily(t.database.db, t.fixture);
    const signature = await createRepositories(t.database.db).files.insert({
      id: uuidv7(), kindergartenId: t.fixture.kindergarten.id, ownerId: other.id, mime: 'image/png', name: 'signature.png',
      sha256: createHash('sha256').update(bytes).digest('hex'), width: 5, height: 4, data: bytes,
    });
    expect((await fetchFile(parentToken, signature.id)).statusCode).toBe(404);
    expect((await fetchFile(await signInAs(t.app, other.username, knownPassword), signature.id)).statusCode).toBe(200);
    expect((await fetchFile(await signInAs(t.app, t.fixture.staff.username, knownPassword), signature.id)).statusCode).toBe(200);
  });
});
