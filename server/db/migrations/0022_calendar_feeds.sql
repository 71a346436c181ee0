-- A user's private calendar subscription: only the secret's SHA-256 is stored (server/db/schema/calendar-feeds.ts).
CREATE TABLE "calendar_feeds" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "secret_hash" text NOT NULL UNIQUE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
