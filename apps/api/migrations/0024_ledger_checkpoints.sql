-- The ledger check's clean checkpoints (docs/decisions/168-incremental-ledger-check.md): up to which
-- entry and line a full or incremental check found everything right, and every account's sum of
-- lines up to there, so the next check reads only what came after.
CREATE TABLE "ledger_checkpoints" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "last_entry_id" bigint NOT NULL,
  "last_line_id" bigint NOT NULL,
  "full_check" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_checkpoint_totals" (
  "checkpoint_id" bigint NOT NULL REFERENCES "ledger_checkpoints" ("id") ON DELETE CASCADE,
  "account_id" integer NOT NULL,
  "lines_total" bigint NOT NULL,
  PRIMARY KEY ("checkpoint_id", "account_id")
);
