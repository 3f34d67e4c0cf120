-- Every money movement writes its audit row from now on, and the money health check asks for one
-- per entry and per hold (two for a released hold) (docs/decisions/095-every-movement-audited-by-the-ledger.md).
-- Entries and holds made before that get the missing rows now, as 'ledger.backfill': written
-- today, with the entry's actor where it had one.
INSERT INTO "audit_logs" ("actor_id", "action", "entity", "entity_id", "after")
SELECT e."actor_id", 'ledger.backfill', 'journal_entries', e."id"::text,
       jsonb_build_object('kind', e."kind", 'description', e."description", 'at', e."created_at")
FROM "journal_entries" e
WHERE NOT EXISTS (
  SELECT 1 FROM "audit_logs" a WHERE a."entity" = 'journal_entries' AND a."entity_id" = e."id"::text
);
--> statement-breakpoint
INSERT INTO "audit_logs" ("action", "entity", "entity_id", "after")
SELECT 'ledger.backfill', 'ledger_holds', h."id"::text,
       jsonb_build_object('reference', h."reference", 'status', h."status", 'at', h."created_at")
FROM "ledger_holds" h
CROSS JOIN LATERAL generate_series(1, CASE WHEN h."status" = 2 THEN 2 ELSE 1 END) AS needed(n)
WHERE needed.n > (
  SELECT count(*) FROM "audit_logs" a WHERE a."entity" = 'ledger_holds' AND a."entity_id" = h."id"::text
);
