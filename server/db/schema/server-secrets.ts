import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Random secrets the servers make once and share through the database (docs/decisions/0010). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
