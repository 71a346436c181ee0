CREATE TABLE "content_translations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kindergarten_id" uuid NOT NULL,
	"source_table" text NOT NULL,
	"source_id" uuid NOT NULL,
	"target_lang" text NOT NULL,
	"source_lang" text DEFAULT 'und' NOT NULL,
	"status" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "translation_cache" (
	"text_hash" text NOT NULL,
	"target_lang" text NOT NULL,
	"source_lang" text NOT NULL,
	"translation" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_cache_text_hash_target_lang_pk" PRIMARY KEY("text_hash","target_lang")
);
--> statement-breakpoint
CREATE TABLE "translation_usage" (
	"kindergarten_id" uuid NOT NULL,
	"day" text NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translation_usage_kindergarten_id_day_pk" PRIMARY KEY("kindergarten_id","day")
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kindergarten_id_kindergartens_id_fk" FOREIGN KEY ("kindergarten_id") REFERENCES "public"."kindergartens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_usage" ADD CONSTRAINT "translation_usage_kindergarten_id_kindergartens_id_fk" FOREIGN KEY ("kindergarten_id") REFERENCES "public"."kindergartens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_item_lang_idx" ON "content_translations" USING btree ("source_table","source_id","target_lang");--> statement-breakpoint
CREATE INDEX "content_translations_kindergarten_version_idx" ON "content_translations" USING btree ("kindergarten_id","version");--> statement-breakpoint
CREATE INDEX "content_translations_retry_idx" ON "content_translations" USING btree ("status","retry_at");--> statement-breakpoint
-- A synced table: every write takes a fresh version under the sync watermark's lock (migrations 0001, 0003).
CREATE TRIGGER content_translations_sync_version BEFORE INSERT OR UPDATE ON content_translations
  FOR EACH ROW EXECUTE FUNCTION bump_sync_version();
