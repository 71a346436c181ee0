-- A synced table needs two triggers, or its rows never reach a client and no test notices: one that gives every
-- insert and update a version under the sync watermark's lock (bump_sync_version, docs/decisions/0003) and one that
-- tells the servers' caches about a hard delete or truncate (notify_versioned_delete, docs/decisions/0008). A migration
-- that adds a synced table (`version` and `updated_at` columns) ends with one line:
--   SELECT kita_make_synced('new_table');
-- Calling it again for the same table changes nothing.
CREATE OR REPLACE FUNCTION kita_make_synced(synced regclass) RETURNS void AS $$
DECLARE
  relation text := (SELECT relname FROM pg_class WHERE oid = synced);
  needed text;
BEGIN
  -- bump_sync_version writes both; without either, every write to the table would fail.
  FOREACH needed IN ARRAY ARRAY['version', 'updated_at'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = synced AND attname = needed AND attnum > 0 AND NOT attisdropped) THEN
      RAISE EXCEPTION 'kita_make_synced: table % has no % column', synced, needed;
    END IF;
  END LOOP;
  EXECUTE format(
    'CREATE OR REPLACE TRIGGER %I BEFORE INSERT OR UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION bump_sync_version()',
    relation || '_sync_version', synced
  );
  EXECUTE format(
    'CREATE OR REPLACE TRIGGER %I AFTER DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION notify_versioned_delete()',
    relation || '_cache_delete', synced
  );
END;
$$ LANGUAGE plpgsql;
