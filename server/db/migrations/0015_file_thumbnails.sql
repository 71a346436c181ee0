-- A picture's list-sized copy is a file row of its own in the same kindergarten; null = none (any other file, or a
-- picture stored before thumbnails existed, which the background re-encode gives one).
ALTER TABLE "files" ADD COLUMN "thumbnail_id" uuid REFERENCES "files"("id");
--> statement-breakpoint
CREATE INDEX "files_thumbnail_idx" ON "files" ("thumbnail_id") WHERE "thumbnail_id" IS NOT NULL;
