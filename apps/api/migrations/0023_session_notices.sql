-- Every instance keeps a short-lived copy of the sessions it checked; the database says when one
-- stops being true, on commit, to every instance listening on 'portal_notices'
-- (docs/decisions/165-instances-share-through-postgresql.md). A trigger, so no path that ends a
-- session or changes what the session check reads (a script included) can forget to say it.
CREATE FUNCTION "portal_session_ended_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_notices', json_build_object('kind', 'session', 'id', NEW."id")::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notice" AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
  EXECUTE FUNCTION "portal_session_ended_notice"();
--> statement-breakpoint
CREATE FUNCTION "portal_account_changed_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_notices', json_build_object('kind', 'user', 'id', OLD."id")::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_account_changed_notice" AFTER UPDATE OF "username", "role", "is_active", "ui_language" ON "users"
  FOR EACH ROW WHEN (
    OLD."username" IS DISTINCT FROM NEW."username" OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."ui_language" IS DISTINCT FROM NEW."ui_language"
  )
  EXECUTE FUNCTION "portal_account_changed_notice"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notice" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_account_changed_notice"();
