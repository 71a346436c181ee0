-- A chat notification is one row per user and conversation, updated in place by each new message (its `url` names
-- the conversation as the user opens it). Older duplicates are soft-deleted, newest kept, so devices drop them on
-- their next pull; the trigger gives each a fresh version.
UPDATE "notifications" AS n SET "deleted_at" = now()
WHERE n."kind" = 'message' AND n."deleted_at" IS NULL AND n."data" ? 'url'
  AND EXISTS (
    SELECT 1 FROM "notifications" AS newer
    WHERE newer."user_id" = n."user_id" AND newer."kind" = 'message' AND newer."deleted_at" IS NULL
      AND newer."data"->>'url' = n."data"->>'url'
      AND (newer."created_at", newer."id") > (n."created_at", n."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_message_conversation_idx" ON "notifications" ("user_id", ("data"->>'url'))
  WHERE "kind" = 'message' AND "deleted_at" IS NULL;
