-- A guardian's say over the family's letters: whether they receive them and whether they may answer them.
ALTER TABLE "guardians" ADD COLUMN "receives_letters" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "may_answer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Invites a guardian gives a second guardian of their own children. Only the SHA-256 of the code is stored.
CREATE TABLE "family_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kindergarten_id" uuid NOT NULL REFERENCES "kindergartens"("id"),
	"code_hash" text NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	"relation" text NOT NULL,
	"receives_letters" boolean NOT NULL,
	"may_answer" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid REFERENCES "users"("id"),
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "family_invites_code_hash_idx" ON "family_invites" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "family_invites_created_by_idx" ON "family_invites" USING btree ("created_by");--> statement-breakpoint
CREATE TABLE "family_invite_children" (
	"invite_id" uuid NOT NULL REFERENCES "family_invites"("id"),
	"child_id" uuid NOT NULL REFERENCES "children"("id"),
	CONSTRAINT "family_invite_children_invite_id_child_id_pk" PRIMARY KEY("invite_id","child_id")
);--> statement-breakpoint
-- One answer per item and child, whichever guardian gave it: of earlier duplicates the newest change stays and the
-- others become tombstones, so devices holding them drop them on their next pull.
UPDATE "confirmations" AS "older" SET "deleted_at" = now()
WHERE "older"."deleted_at" IS NULL AND "older"."child_id" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "confirmations" AS "newer"
	WHERE "newer"."deleted_at" IS NULL AND "newer"."child_id" = "older"."child_id"
		AND "newer"."news_id" IS NOT DISTINCT FROM "older"."news_id"
		AND "newer"."event_id" IS NOT DISTINCT FROM "older"."event_id"
		AND ("newer"."updated_at", "newer"."id") > ("older"."updated_at", "older"."id")
);--> statement-breakpoint
DROP INDEX "confirmations_news_idx";--> statement-breakpoint
DROP INDEX "confirmations_event_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "confirmations_news_idx" ON "confirmations" USING btree ("news_id","child_id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "confirmations_event_idx" ON "confirmations" USING btree ("event_id","child_id") WHERE "deleted_at" IS NULL;
