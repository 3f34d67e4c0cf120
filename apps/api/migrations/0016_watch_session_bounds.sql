-- A watch session ends at a bound from its video's length and may be tied to the promotion
-- attempt it was opened for (docs/product/content-and-earning.md, Watching). Sessions opened
-- before this migration get the same bound from their start; none of them is tied to an attempt,
-- so a promotion video being watched at the moment of the upgrade is watched again.
ALTER TABLE "watch_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "watch_sessions" SET "expires_at" = "started_at" + make_interval(secs => "duration_seconds" * 3 + 600);--> statement-breakpoint
ALTER TABLE "watch_sessions" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_sessions_attempt_idx" ON "watch_sessions" USING btree ("attempt_id");
