ALTER TABLE "users" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_closes_at_idx" ON "users" USING btree ("closes_at") WHERE "users"."closes_at" is not null and "users"."closed_at" is null;