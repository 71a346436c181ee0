-- A key replays its first answer only to the same request: the hash of method, path and canonical body tells a
-- retry from a different write that reuses the key. Null for keys recorded before (they compare method and path).
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;
--> statement-breakpoint
-- A running request renews its claim every few seconds; a claim not renewed for half a minute belongs to a process
-- that died, and a retry may take it over.
ALTER TABLE "idempotency_keys" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;
