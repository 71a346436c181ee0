-- The servers keep signed-in tokens and each viewer's sync scope and head in memory (docs/decisions/0008). They
-- LISTEN on `kita_cache` and forget what a committed write may have changed. NOTIFY is delivered only on commit and
-- in commit order; identical payloads of one transaction arrive once. Triggers, not application code, so no write
-- path (a route, a background job, the ops CLI, a hand-written UPDATE) can forget to tell them.
-- Payload 'write': something took a sync version, so the head moved (and perhaps a viewer's scope).
CREATE OR REPLACE FUNCTION bump_sync_version() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7104101);
  NEW.version := nextval('sync_version');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  PERFORM pg_notify('kita_cache', 'write');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION version_recorded_answer() RETURNS trigger AS $$
BEGIN
  IF NEW.state = 'done' AND NEW.version IS NULL THEN
    PERFORM pg_advisory_xact_lock_shared(7104101);
    NEW.version := nextval('sync_version');
    PERFORM pg_notify('kita_cache', 'write');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A hard delete takes no version but can still narrow a viewer's scope (it is a max over their rows).
CREATE OR REPLACE FUNCTION notify_versioned_delete() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('kita_cache', 'write');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'version'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_versioned_delete()',
      t || '_cache_delete', t
    );
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Payload 'user:<id>': a user row or one of their tokens changed (sign-out, password reset, account deletion, a new
-- language or role): every server drops that user's signed-in tokens.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'tokens' THEN
    PERFORM pg_notify('kita_cache', 'user:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('kita_cache', 'user:' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_cache_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER tokens_cache_changed AFTER UPDATE OR DELETE ON tokens FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
