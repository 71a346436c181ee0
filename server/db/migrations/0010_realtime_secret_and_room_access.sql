-- Secrets the servers make for themselves and share through the database (docs/decisions/0010): the first server
-- that starts inserts a random value, every other one reads it.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Payload 'room:<id>' on `kita_cache`: who may be in a room changed (a member left or was removed, the room was
-- deleted), so every server checks its open sockets on that room's channels again. Read states also update
-- membership rows; they change no right and stay silent.
CREATE OR REPLACE FUNCTION notify_room_access_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kita_cache', 'room:' || (CASE WHEN TG_TABLE_NAME = 'rooms' THEN OLD.id ELSE OLD.room_id END)::text);
  ELSIF TG_TABLE_NAME = 'rooms' THEN
    IF OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.kindergarten_id <> NEW.kindergarten_id THEN
      PERFORM pg_notify('kita_cache', 'room:' || OLD.id::text);
    END IF;
  ELSIF OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.user_id <> NEW.user_id OR OLD.room_id <> NEW.room_id THEN
    PERFORM pg_notify('kita_cache', 'room:' || OLD.room_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rooms_access_changed AFTER UPDATE OR DELETE ON rooms FOR EACH ROW EXECUTE FUNCTION notify_room_access_changed();
--> statement-breakpoint
CREATE TRIGGER room_members_access_changed AFTER UPDATE OR DELETE ON room_members FOR EACH ROW EXECUTE FUNCTION notify_room_access_changed();
