-- Keyset pages (docs/decisions/020-capped-totals-and-keyset-pages.md): every User Management
-- sort and filter index ends with the id, so a page can start right after any row.
DROP INDEX "users_role_level_created_at_idx";--> statement-breakpoint
DROP INDEX "users_role_active_created_at_idx";--> statement-breakpoint
DROP INDEX "users_role_username_idx";--> statement-breakpoint
CREATE INDEX "users_role_level_rank_created_at_id_idx" ON "users" USING btree ("role",coalesce("current_promoter_level", -1),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_active_created_at_id_idx" ON "users" USING btree ("role","is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_username_id_idx" ON "users" USING btree ("role","username","id");