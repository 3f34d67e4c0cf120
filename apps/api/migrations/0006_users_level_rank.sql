-- The level rank (a Trainee -1 below level 0) becomes a stored column, so the index on it can
-- answer User Management's capped counts by level without reading the table: an index-only scan
-- cannot evaluate the coalesce() expression the index of 0003 held
-- (docs/decisions/020-capped-totals-and-keyset-pages.md).
DROP INDEX "users_role_level_rank_created_at_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level_rank" smallint GENERATED ALWAYS AS (coalesce(current_promoter_level, -1)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_role_level_rank_created_at_id_idx" ON "users" USING btree ("role","level_rank","created_at","id");