-- A sequence hands out versions when a row is written, but transactions commit in any order: a pull that saw
-- version 105 may not yet see 100, and a cursor of 105 would skip 100 for ever. So every writer takes a shared
-- advisory lock (key 7_104_101, "kit") for the rest of its transaction before taking a version, and GET /api/sync
-- briefly takes the same lock exclusively, reads the sequence, and serves only versions up to that watermark:
-- once it holds the lock, every version at or below the sequence's value is committed or rolled back.
CREATE OR REPLACE FUNCTION bump_sync_version() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7104101);
  NEW.version := nextval('sync_version');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An idempotency key gets its version when its answer is recorded, so GET /api/sync lists it as acknowledged.
CREATE OR REPLACE FUNCTION version_recorded_answer() RETURNS trigger AS $$
BEGIN
  IF NEW.state = 'done' AND NEW.version IS NULL THEN
    PERFORM pg_advisory_xact_lock_shared(7104101);
    NEW.version := nextval('sync_version');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER idempotency_keys_sync_version BEFORE INSERT OR UPDATE ON idempotency_keys
  FOR EACH ROW EXECUTE FUNCTION version_recorded_answer();
