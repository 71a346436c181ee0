import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffLimits } from '#contract/staff-rules';
import { fileChunks, files } from '../../server/db/schema/index.ts';
import { fileChunkBytes, FileTooLargeError } from '../../server/files/file-store.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { multipart } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { storedBytes, storedChunkCount } from './support/stored-bytes.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** A PDF by its first bytes, `size` bytes long, the rest random so no page of it compresses. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

describe.each(databaseTargets())('files stored in pieces and streamed both ways (%s)', (target) => {
  const t = useTestApp(target);
  let staffToken: string;
  beforeAll(async () => {
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });
  const repositories = () => createRepositories(t.database.db);
  const upload = async (name: string, data: Buffer) => {
    const form = await multipart({}, [{ field: 'file', name, data, type: 'application/pdf' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(staffToken), ...form.headers },
      payload: form.payload,
    });
  };
  const download = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { ...bearer(staffToken), ...headers } });
  /** Every row and piece the store holds: what a refused upload must leave as it was. */
  const everything = async () => ({
    rows: (await t.database.db.select({ n: count() }).from(files))[0]!.n,
    chunks: (await t.database.db.select({ n: count() }).from(fileChunks))[0]!.n,
  });
  const insertBytes = (data: Buffer) =>
    repositories().files.insert({
      id: uuidv7(),
      kindergartenId: t.fixture.kindergarten.id,
      ownerId: t.fixture.staff.id,
      mime: 'application/pdf',
      name: 'Plan.pdf',
      data,
    });

  it('serves a file of several pieces streamed, byte for byte as stored', async () => {
    const data = pdfOf(3 * fileChunkBytes + 12345);
    const file = await insertBytes(data);
    expect(await storedChunkCount(t.database.db, [file.id])).toBe(4);
    const response = await download(file.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(data.length));
    expect(response.rawPayload.equals(data)).toBe(true);
    expect((await storedBytes(t.database.db, file.id)).equals(data)).toBe(true);
  });

  it('answers a Range across piece boundaries with exactly its bytes', async () => {
    const data = pdfOf(2 * fileChunkBytes + 100);
    const file = await insertBytes(data);
    const cases: [number, number][] = [
      [fileChunkBytes - 10, fileChunkBytes + 9],
      [fileChunkBytes, fileChunkBytes],
      [5, 2 * fileChunkBytes + 50],
      [2 * fileChunkBytes - 1, data.length - 1],
    ];
    for (const [start, end] of cases) {
      const response = await download(file.id, { range: `bytes=${start}-${end}` });
      expect({ start, status: response.statusCode, range: response.headers['content-range'] }).toEqual({
        start,
        status: 206,
        range: `bytes ${start}-${end}/${data.length}`,
      });
      expect(response.rawPayload.equals(data.subarray(start, end + 1))).toBe(true);
    }
  });

  it('takes a PDF just under the cap, streamed into pieces, and serves it back whole', async () => {
    const data = pdfOf(staffLimits.attachmentMaxBytes);
    const response = await upload('Jahresplan.pdf', data);
    expect(response.statusCode).toBe(200);
    const row = response.json().file as { id: string; size: number; sha256: string };
    expect(row).toMatchObject({ size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    expect(await storedChunkCount(t.database.db, [row.id])).toBe(Math.ceil(data.length / fileChunkBytes));
    expect((await download(row.id)).rawPayload.equals(data)).toBe(true);
  });

  it('refuses a PDF one byte over the cap and keeps no row and no byte of it', async () => {
    const before = await everything();
    const response = await upload('Zu-gross.pdf', pdfOf(staffLimits.attachmentMaxBytes + 1));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'attachment_too_large',
      errors: { file: [expect.stringContaining('10 MB')] },
    });
    expect(await everything()).toEqual(before);
  });

  it('refuses an oversized file that is no PDF either as too large, and a second file, keeping nothing', async () => {
    const before = await everything();
    const notPdf = Buffer.concat([Buffer.from('GIF89a'), randomBytes(staffLimits.attachmentMaxBytes)]);
    expect((await upload('Bild.pdf', notPdf)).json()).toMatchObject({ code: 'attachment_too_large' });
    const two = await multipart({}, [
      { field: 'file', name: 'a.pdf', data: pdfOf(600_000), type: 'application/pdf' },
      { field: 'file', name: 'b.pdf', data: pdfOf(1000), type: 'application/pdf' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(staffToken), ...two.headers },
      payload: two.payload,
    });
    expect(refused.json()).toMatchObject({ code: 'attachment_missing' });
    expect(await everything()).toEqual(before);
  });

  it('refuses a PDF whose form breaks off inside the file, keeping nothing', async () => {
    const before = await everything();
    const form = await multipart({}, [
      { field: 'file', name: 'Abgebrochen.pdf', data: pdfOf(3 * fileChunkBytes), type: 'application/pdf' },
    ]);
    const cut = form.payload.subarray(0, 2 * fileChunkBytes + 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(staffToken), ...form.headers },
      payload: cut,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'attachment_missing' });
    expect(await everything()).toEqual(before);
  });

  describe('over a real socket, where the PDF arrives while earlier pieces are already stored', () => {
    let origin: string;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    /** Until `done` holds, checking every 50 ms for at most 20 s. */
    const eventually = async (done: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 400 && !(await done()); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return done();
    };
    /** Starts a form with one PDF of `size` bytes, sent in pieces with backpressure; `stopAfter` cuts the connection there. */
    const send = (size: number, stopAfter?: number) => {
      const boundary = '----kitaStream';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const pdf = pdfOf(size);
      let answered: (value: { status: number; body: string }) => void;
      const answer = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve));
      const request = http.request(
        `${origin}/api/staff/attachments`,
        {
          method: 'POST',
          headers: {
            ...bearer(staffToken),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + pdf.length + tail.length,
          },
        },
        (response) => {
          const pieces: Buffer[] = [];
          response.on('data', (piece: Buffer) => pieces.push(piece));
          response.on('end', () => answered({ status: response.statusCode!, body: Buffer.concat(pieces).toString() }));
        },
      );
      request.on('error', () => answered({ status: 0, body: '' }));
      const written = (async () => {
        request.write(head);
        for (let offset = 0; offset < pdf.length; offset += 64 * 1024) {
          if (stopAfter !== undefined && offset >= stopAfter) return;
          if (!request.write(pdf.subarray(offset, offset + 64 * 1024)))
            await new Promise((drained) => request.once('drain', drained));
        }
        request.end(tail);
      })();
      return { request, answer, written };
    };
    const chunkRows = async () => (await t.database.db.select({ n: count() }).from(fileChunks))[0]!.n;

    it('refuses a PDF that passes the cap after pieces were stored, and removes them', async () => {
      const before = await everything();
      const { answer } = send(staffLimits.attachmentMaxBytes + 32 * 1024);
      expect(await eventually(async () => (await chunkRows()) > before.chunks)).toBe(true);
      const refused = await answer;
      expect({ status: refused.status, code: (JSON.parse(refused.body) as { code: string }).code }).toEqual({
        status: 422,
        code: 'attachment_too_large',
      });
      expect(await everything()).toEqual(before);
    });

    it('removes the pieces of a PDF whose connection drops half-way', async () => {
      const before = await everything();
      const { request, written } = send(4 * fileChunkBytes, 2 * fileChunkBytes);
      expect(await eventually(async () => (await chunkRows()) > before.chunks)).toBe(true);
      await written;
      request.destroy();
      expect(await eventually(async () => JSON.stringify(await everything()) === JSON.stringify(before))).toBe(true);
    });
  });

  it('enforces the cap while writing, whatever sizes the pieces arrive in, and counts what it holds', async () => {
    const { store } = repositories().files;
    const id = uuidv7();
    await repositories().files.beginUpload({
      id,
      kindergartenId: t.fixture.kindergarten.id,
      ownerId: t.fixture.staff.id,
      mime: 'application/pdf',
      name: 'x.pdf',
    });
    const usedBefore = await store.usedBytes();
    let offered = 0;
    async function* pieces() {
      for (;;) {
        offered += 100_000;
        yield randomBytes(100_000);
      }
    }
    await expect(store.write(id, pieces(), 1_000_000)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(offered).toBe(1_100_000);
    expect(await store.usedBytes()).toBe(usedBefore + 3 * fileChunkBytes);
    await repositories().files.discardUpload(id);
    expect(await store.usedBytes()).toBe(usedBefore);
    expect(await t.database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
  });

  it('reads a range of a file in the store itself, and nothing for an empty file', async () => {
    const data = pdfOf(fileChunkBytes + 1);
    const file = await insertBytes(data);
    const { store } = repositories().files;
    expect(
      (await buffer(store.read(file.id, { start: fileChunkBytes - 1, end: fileChunkBytes }))).equals(
        data.subarray(fileChunkBytes - 1),
      ),
    ).toBe(true);
    const empty = await insertBytes(Buffer.alloc(0));
    expect(await buffer(store.read(empty.id))).toHaveLength(0);
    expect((await download(empty.id)).rawPayload).toHaveLength(0);
  });
});
