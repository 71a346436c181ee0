-- Child records (allergies, diet, medical notes, pickup persons, emergency contacts), one per child and keyed by it,
-- and the append-only history of their changes.
CREATE TABLE "child_records" (
  "id" uuid PRIMARY KEY NOT NULL REFERENCES "children"("id"),
  "kindergarten_id" uuid NOT NULL REFERENCES "kindergartens"("id"),
  "allergens" text[] DEFAULT '{}' NOT NULL,
  "dietary_needs" text DEFAULT '' NOT NULL,
  "medical_notes" text DEFAULT '' NOT NULL,
  "pickup_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "updated_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL,
  "deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "child_records_kindergarten_version_idx" ON "child_records" ("kindergarten_id", "version");
--> statement-breakpoint
CREATE TABLE "child_record_changes" (
  "id" uuid PRIMARY KEY NOT NULL,
  "child_id" uuid NOT NULL REFERENCES "children"("id"),
  "changed_by" uuid REFERENCES "users"("id"),
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "fields" text[] NOT NULL,
  "record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "child_record_changes_child_idx" ON "child_record_changes" ("child_id", "changed_at");
--> statement-breakpoint
SELECT kita_make_synced('child_records');
