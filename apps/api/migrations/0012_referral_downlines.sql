CREATE TABLE "referral_downlines" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_downlines" ADD CONSTRAINT "referral_downlines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (docs/decisions/081-referral-downline-counts.md): every account's downline as
-- it stands, then triggers that keep it. A registration adds one member to each ancestor (up to
-- 64 levels, the tree's depth limit), locking their rows lowest id first so two registrations
-- never wait on each other in a circle. A sponsor never changes once set; a trigger refuses it.
INSERT INTO "referral_downlines" ("user_id", "members")
  SELECT u."id", coalesce(c."members", 0)
  FROM "users" u
  LEFT JOIN (
    WITH RECURSIVE up("member", "ancestor", "depth") AS (
      SELECT "id", "sponsor_id", 1 FROM "users" WHERE "sponsor_id" IS NOT NULL
      UNION ALL
      SELECT up."member", s."sponsor_id", up."depth" + 1
      FROM up JOIN "users" s ON s."id" = up."ancestor"
      WHERE s."sponsor_id" IS NOT NULL AND up."depth" < 64
    )
    SELECT "ancestor", count(*)::int AS "members" FROM up GROUP BY "ancestor"
  ) c ON c."ancestor" = u."id";
--> statement-breakpoint
CREATE FUNCTION "referral_downlines_on_join"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ancestors integer[];
BEGIN
  INSERT INTO "referral_downlines" ("user_id") VALUES (NEW."id");
  IF NEW."sponsor_id" IS NULL THEN
    RETURN NULL;
  END IF;
  WITH RECURSIVE up("id", "depth") AS (
    SELECT NEW."sponsor_id", 1
    UNION ALL
    SELECT s."sponsor_id", up."depth" + 1
    FROM up JOIN "users" s ON s."id" = up."id"
    WHERE s."sponsor_id" IS NOT NULL AND up."depth" < 64
  )
  SELECT array_agg("id") INTO ancestors FROM up;
  PERFORM 1 FROM "referral_downlines" WHERE "user_id" = ANY (ancestors) ORDER BY "user_id" FOR UPDATE;
  UPDATE "referral_downlines" SET "members" = "members" + 1 WHERE "user_id" = ANY (ancestors);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "referral_downlines_on_join" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "referral_downlines_on_join"();
--> statement-breakpoint
CREATE FUNCTION "users_sponsor_never_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an account''s sponsor never changes (referral_downlines counts depend on it)';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sponsor_never_changes" BEFORE UPDATE OF "sponsor_id" ON "users"
  FOR EACH ROW WHEN (OLD."sponsor_id" IS DISTINCT FROM NEW."sponsor_id")
  EXECUTE FUNCTION "users_sponsor_never_changes"();
