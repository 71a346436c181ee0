import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { files } from './files.ts';
import { kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

export const blackboardPosts = pgTable(
  'blackboard_posts',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...syncColumns(),
  },
  (t) => [
    index('blackboard_posts_kindergarten_idx').on(t.kindergartenId, t.createdAt),
    index('blackboard_posts_kindergarten_version_idx').on(t.kindergartenId, t.version),
  ],
);

export const blackboardImages = pgTable(
  'blackboard_images',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blackboardPosts.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
    alt: text('alt'),
    ...syncColumns(),
  },
  (t) => [index('blackboard_images_post_idx').on(t.postId), index('blackboard_images_version_idx').on(t.version)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blackboardPosts.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment').notNull(),
    ...syncColumns(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt), index('comments_version_idx').on(t.version)],
);
