-- Roll calls of a group or an outing, one row per child so that ticks from two staff devices merge.
CREATE TABLE "roll_calls" (
  "id" uuid PRIMARY KEY NOT NULL,
  "kindergarten_id" uuid NOT NULL REFERENCES "kindergartens"("id"),
  "group_id" uuid REFERENCES "groups"("id"),
  "label" text DEFAULT '' NOT NULL,
  "day" date NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "started_by" uuid NOT NULL REFERENCES "users"("id"),
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL,
  "deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "roll_calls_kindergarten_day_idx" ON "roll_calls" ("kindergarten_id", "day");
--> statement-breakpoint
CREATE INDEX "roll_calls_kindergarten_version_idx" ON "roll_calls" ("kindergarten_id", "version");
--> statement-breakpoint
CREATE TABLE "roll_call_entries" (
  "id" uuid PRIMARY KEY NOT NULL,
  "kindergarten_id" uuid NOT NULL REFERENCES "kindergartens"("id"),
  "roll_call_id" uuid NOT NULL REFERENCES "roll_calls"("id"),
  "child_id" uuid NOT NULL REFERENCES "children"("id"),
  "present" boolean DEFAULT false NOT NULL,
  "reported_absent" boolean DEFAULT false NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "marked_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL,
  "deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "roll_call_entries_child_idx" ON "roll_call_entries" ("roll_call_id", "child_id");
--> statement-breakpoint
CREATE INDEX "roll_call_entries_kindergarten_version_idx" ON "roll_call_entries" ("kindergarten_id", "version");
--> statement-breakpoint
SELECT kita_make_synced('roll_calls');
--> statement-breakpoint
SELECT kita_make_synced('roll_call_entries');
