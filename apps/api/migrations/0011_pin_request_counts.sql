CREATE TABLE "pin_request_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand: the current counts, then triggers that keep them exact in the transaction of
-- every insert, status change and delete (docs/decisions/080-pin-request-counts.md). Statuses
-- only rise (0 → 1 → 2, 0/1 → 3), so a change locks its two count rows in ascending order and two
-- changes cannot deadlock on them.
INSERT INTO "pin_request_counts" ("status", "count")
  SELECT s, (SELECT count(*) FROM "pin_requests" WHERE "status" = s) FROM generate_series(0, 3) AS s;
--> statement-breakpoint
CREATE FUNCTION "pin_request_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "pin_request_counts" SET "count" = "count" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "pin_request_counts" SET "count" = "count" + 1 WHERE "status" = NEW."status";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pin_request_counts_on_insert_or_delete" AFTER INSERT OR DELETE ON "pin_requests"
  FOR EACH ROW EXECUTE FUNCTION "pin_request_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "pin_request_counts_on_status" AFTER UPDATE OF "status" ON "pin_requests"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "pin_request_counts_follow"();
