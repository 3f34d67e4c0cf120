-- UNLOGGED by hand (drizzle cannot say it): a counter lost in a crash only gives a caller a fresh
-- window, and the table is written on every limited request (docs/decisions/097-per-user-request-limits.md).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");
