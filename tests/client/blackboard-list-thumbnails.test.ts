import type { BlackboardPostWriteResponse } from '#contract/blackboard';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { fetchFile } from '../../src/api/fetch-file.ts';
import { postDetail, postSummary } from '../../src/features/blackboard/blackboard-queries.ts';
import { pullChanges } from '../../src/sync/pull-changes.ts';
import { createPost } from '../server/support/blackboard-helpers.ts';
import { knownPassword } from '../server/support/fixture.ts';
import { taggedPhoto } from '../server/support/tagged-photo.ts';
import { signInAs } from '../server/support/test-app.ts';
import { pointClientAt, realServerPerFile, signInOnDevice } from './support/engine-server.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';

freshDatabasePerTest();
const server = realServerPerFile();
beforeEach(() => pointClientAt(server.url));

const dimensionsOf = async (blob: Blob) => {
  const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
  return { width, height };
};

/** The parent's device after a pull, with the post the staff made through the real API. */
async function pulledOnTheParentsDevice(postId: string) {
  const { token, user } = await signInOnDevice(server.app, server.fixture.parent.username);
  expect(await pullChanges(user.id, token)).toBe('done');
  return { summary: (await postSummary(postId))!, detail: (await postDetail(postId))! };
}

describe('the board list shows thumbnails, the opened post the pictures', () => {
  it('has the list ask for the thumbnail and the opened post for the picture', async () => {
    const staffToken = await signInAs(server.app, server.fixture.staff.username, knownPassword);
    const photo = { name: 'Sommerfest.jpg', data: await taggedPhoto(2000, 1500), type: 'image/jpeg' };
    const created = (
      await createPost(server.app, staffToken, server.fixture.kindergarten.id, { title: 'Sommerfest' }, [photo])
    ).json<BlackboardPostWriteResponse>();
    const [picture] = created.files;

    const { summary, detail } = await pulledOnTheParentsDevice(created.post.id);
    expect(picture!.thumbnail_id).toEqual(expect.any(String));
    expect(summary.firstImageFileId).toBe(picture!.thumbnail_id);
    expect(detail.listFileIds.get(picture!.id)).toBe(picture!.thumbnail_id);
    expect(detail.images.map((image) => image.file_id)).toEqual([picture!.id]);

    expect(await dimensionsOf(await fetchFile(summary.firstImageFileId!))).toEqual({ width: 360, height: 480 });
    expect(await dimensionsOf(await fetchFile(detail.images[0]!.file_id))).toEqual({ width: 1500, height: 2000 });
  });

  it('shows the picture itself in the list while it has no thumbnail yet', async () => {
    const { files, blackboard } = createRepositories(server.database.database.db);
    const { kindergarten, staff } = server.fixture;
    const old = await files.insert({
      id: uuidv7(),
      kindergartenId: kindergarten.id,
      ownerId: staff.id,
      mime: 'image/jpeg',
      name: 'alt.jpg',
      data: await taggedPhoto(800, 600),
      width: 800,
      height: 600,
    });
    const postId = uuidv7();
    await blackboard.insertPost({
      id: postId,
      kindergartenId: kindergarten.id,
      authorId: staff.id,
      title: 'Von früher',
      description: '',
    });
    await blackboard.insertImage({ id: uuidv7(), postId, fileId: old.id, position: 0, alt: null });

    const { summary } = await pulledOnTheParentsDevice(postId);
    expect(summary.firstImageFileId).toBe(old.id);
  });
});
