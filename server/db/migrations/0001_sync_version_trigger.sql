-- Every insert, update and soft delete of a synced row takes a fresh version from the one sequence,
-- so GET /api/sync?cursor= sees it. A trigger, not application code, so no write path can forget it.
CREATE OR REPLACE FUNCTION bump_sync_version() RETURNS trigger AS $$
BEGIN
  NEW.version := nextval('sync_version');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.column_name = 'version'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION bump_sync_version()',
      t || '_sync_version', t
    );
  END LOOP;
END;
$$;
