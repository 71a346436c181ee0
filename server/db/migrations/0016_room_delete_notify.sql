-- The room-access notification read OLD.room_id inside a CASE on every DELETE; PL/pgSQL resolves both branches, so a
-- hard delete of a rooms row (removing a kindergarten) failed with "record old has no field room_id". Each table's
-- field is read in its own branch now.
CREATE OR REPLACE FUNCTION notify_room_access_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'rooms' THEN
    IF TG_OP = 'DELETE' OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.kindergarten_id <> NEW.kindergarten_id THEN
      PERFORM pg_notify('kita_cache', 'room:' || OLD.id::text);
    END IF;
  ELSIF TG_OP = 'DELETE' OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.user_id <> NEW.user_id OR OLD.room_id <> NEW.room_id THEN
    PERFORM pg_notify('kita_cache', 'room:' || OLD.room_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
