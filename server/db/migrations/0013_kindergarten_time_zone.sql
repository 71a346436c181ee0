-- A kindergarten's own calendar zone (IANA name); null means the server's TIME_ZONE.
ALTER TABLE "kindergartens" ADD COLUMN "time_zone" text;
--> statement-breakpoint
-- Signed-in tokens are kept in memory with their kindergarten's zone (docs/decisions/0008): a new zone makes every
-- server forget the tokens of that kindergarten's people, as a changed user row does.
CREATE OR REPLACE FUNCTION notify_kindergarten_zone_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.time_zone IS DISTINCT FROM OLD.time_zone THEN
    PERFORM pg_notify('kita_cache', 'kindergarten:' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kindergartens_zone_cache_changed AFTER UPDATE ON kindergartens FOR EACH ROW EXECUTE FUNCTION notify_kindergarten_zone_changed();
