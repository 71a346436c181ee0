// The schema object Drizzle and drizzle-kit read: every table and enum of the data model.
export * from './columns.ts';
export * from './kindergartens.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './blackboard.ts';
export * from './publications.ts';
export * from './menus.ts';
export * from './absences.ts';
export * from './chat.ts';
export * from './notifications.ts';
export * from './idempotency.ts';
export * from './translations.ts';
export * from './server-secrets.ts';
export * from './auth-failures.ts';
export * from './calendar-feeds.ts';
