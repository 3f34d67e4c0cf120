-- A user's wallet statement over years of lines (docs/decisions/170-a-wallet-statement-over-years.md):
-- the account index also carries each line's amount and entry, so a statement's page and its
-- totals are read from the index alone, without a visit to each of the user's lines.
DROP INDEX "journal_lines_account_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_created_at_id_idx" ON "journal_lines" USING btree ("account_id","created_at","id") INCLUDE ("amount","entry_id");
