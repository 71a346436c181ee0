import type {
  BlackboardPageResponse,
  BlackboardPostResponse,
  BlackboardPostView,
  CommentsResponse,
} from '#contract/blackboard';
import type { BoardAuthor, BoardFilter, PostRow } from '../repositories/blackboard-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import type { Repositories } from '../repositories/repositories.ts';

/** A user deleted meanwhile still shows as an author: named by nobody rather than failing the board. */
const unknownAuthor = (id: string): BoardAuthor => ({ id, name: '', role: 'parent' });

/** Posts as the board shows them: with their images, the images' file rows, the author and the comment count. */
export async function postViews({ blackboard, files }: Repositories, posts: PostRow[]): Promise<BlackboardPostView[]> {
  const postIds = posts.map((post) => post.id);
  const [images, authors, counts] = await Promise.all([
    blackboard.liveImages(postIds),
    blackboard.authors(posts.map((post) => post.author_id)),
    blackboard.commentCounts(postIds),
  ]);
  const fileRows = await files.rowsByIds(images.map((image) => image.file_id));
  const authorById = new Map(authors.map((author) => [author.id, author]));
  return posts.map((post) => {
    const own = images.filter((image) => image.post_id === post.id);
    const fileIds = new Set(own.map((image) => image.file_id));
    return {
      post,
      images: own,
      files: fileRows.filter((file) => fileIds.has(file.id)),
      author: authorById.get(post.author_id) ?? unknownAuthor(post.author_id),
      comments_count: counts.get(post.id) ?? 0,
    };
  });
}

/** GET /api/blackboards/{kindergartenId} and the user's own posts: one page, newest first, Laravel's page fields. */
export async function postPage(
  repositories: Repositories,
  viewer: Viewer,
  filter: BoardFilter,
  page: number,
  perPage: number,
): Promise<BlackboardPageResponse> {
  const { posts, total } = await repositories.blackboard.page(viewer, filter, page, perPage);
  return {
    data: await postViews(repositories, posts),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** The live comments of a post, oldest first, with their authors. */
export async function commentsOf({ blackboard }: Repositories, postId: string): Promise<CommentsResponse> {
  const comments = await blackboard.liveComments(postId);
  return { comments, authors: await blackboard.authors(comments.map((comment) => comment.author_id)) };
}

/** GET /api/blackboard/{id}: the post with everything its screen shows. */
export async function postDetail(repositories: Repositories, post: PostRow): Promise<BlackboardPostResponse> {
  const [[view], { comments, authors }] = await Promise.all([
    postViews(repositories, [post]),
    commentsOf(repositories, post.id),
  ]);
  return { ...view!, comments, comment_authors: authors };
}
