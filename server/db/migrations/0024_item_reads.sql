-- That a user opened a news item, event or notice-board post: one row per user and item, the first read kept.
CREATE TABLE "item_reads" (
  "id" uuid PRIMARY KEY NOT NULL,
  "kindergarten_id" uuid NOT NULL REFERENCES "kindergartens"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "item_kind" text NOT NULL,
  "item_id" uuid NOT NULL,
  "read_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL,
  "deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "item_reads_user_item_idx" ON "item_reads" ("user_id", "item_kind", "item_id");
--> statement-breakpoint
CREATE INDEX "item_reads_item_idx" ON "item_reads" ("item_kind", "item_id");
--> statement-breakpoint
CREATE INDEX "item_reads_user_version_idx" ON "item_reads" ("user_id", "version");
--> statement-breakpoint
CREATE INDEX "item_reads_kindergarten_version_idx" ON "item_reads" ("kindergarten_id", "version");
--> statement-breakpoint
SELECT kita_make_synced('item_reads');
