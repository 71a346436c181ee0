-- A chat message may carry one photo or PDF; its text is then a caption and may be empty. A file is carried by at most
-- one message, so the room that message is in alone decides who may read it.
ALTER TABLE "messages" ADD COLUMN "attachment_file_id" uuid REFERENCES "files"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_attachment_idx" ON "messages" ("attachment_file_id") WHERE "attachment_file_id" IS NOT NULL;
