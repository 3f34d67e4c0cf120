DROP INDEX "users_role_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_role_created_at_id_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_active_created_at_idx" ON "users" USING btree ("role","is_active","created_at");