-- Search in User Management matches username, names and mobile anywhere in the text
-- (ILIKE '%term%'); a trigram index keeps that fast at a million rows (docs/product/lists.md, Answer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
  (username || ' ' || first_name || ' ' || last_name || ' ' || coalesce(mobile, '')) gin_trgm_ops
);
