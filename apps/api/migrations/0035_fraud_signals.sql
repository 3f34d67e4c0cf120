CREATE TABLE "fraud_signals" (
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_user_ids" integer[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_signals_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "fraud_signals_kind_check" CHECK ("fraud_signals"."kind" in ('shared_mobile', 'shared_pan', 'shared_bank_account', 'shared_upi', 'ip_burst', 'sponsor_burst', 'sponsor_ring', 'fast_quiz'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_requests_whatsapp_idx" ON "pin_requests" USING btree ("whatsapp") WHERE "pin_requests"."whatsapp" is not null;--> statement-breakpoint
CREATE INDEX "user_bank_details_upi_name_idx" ON "user_bank_details" USING btree (split_part("upi_id", '@', 1)) WHERE "user_bank_details"."upi_id" is not null;--> statement-breakpoint
CREATE INDEX "users_registration_ip_created_at_idx" ON "users" USING btree ("registration_ip","created_at") WHERE "users"."registration_ip" is not null;--> statement-breakpoint
-- Backfill (docs/decisions/186-fraud-signals.md): the signals of identifiers already shared, which
-- Withdraw Request showed as badges before, so none disappears until the account's next
-- computation. Registration bursts, sponsor rings and quiz speed come with the next computation.
INSERT INTO "fraud_signals" ("user_id", "kind", "params", "related_user_ids")
SELECT b."user_id", 'shared_bank_account', jsonb_build_object('count', count(DISTINCT o."user_id")), array_agg(DISTINCT o."user_id")
FROM "user_bank_details" b JOIN "user_bank_details" o ON o."acc_no" = b."acc_no" AND o."user_id" <> b."user_id"
GROUP BY b."user_id";--> statement-breakpoint
INSERT INTO "fraud_signals" ("user_id", "kind", "params", "related_user_ids")
SELECT b."user_id", 'shared_upi', jsonb_build_object('count', count(DISTINCT o."user_id")), array_agg(DISTINCT o."user_id")
FROM "user_bank_details" b JOIN "user_bank_details" o ON o."upi_id" = b."upi_id" AND o."user_id" <> b."user_id"
GROUP BY b."user_id";--> statement-breakpoint
INSERT INTO "fraud_signals" ("user_id", "kind", "params", "related_user_ids")
SELECT b."user_id", 'shared_pan', jsonb_build_object('count', count(DISTINCT o."user_id")), array_agg(DISTINCT o."user_id")
FROM "user_bank_details" b JOIN "user_bank_details" o ON o."pan" = b."pan" AND o."user_id" <> b."user_id"
GROUP BY b."user_id";--> statement-breakpoint
INSERT INTO "fraud_signals" ("user_id", "kind", "params", "related_user_ids")
WITH "numbers" AS (
	SELECT "id" AS "user_id", "mobile" AS "number" FROM "users" WHERE "mobile" IS NOT NULL
	UNION SELECT "user_id", "whatsapp" FROM "pin_requests" WHERE "whatsapp" IS NOT NULL
	UNION SELECT "user_id", split_part("upi_id", '@', 1) FROM "user_bank_details" WHERE split_part("upi_id", '@', 1) ~ '^[0-9]{10}$'
)
SELECT n."user_id", 'shared_mobile', jsonb_build_object('count', count(DISTINCT o."user_id")), array_agg(DISTINCT o."user_id")
FROM "numbers" n JOIN "numbers" o ON o."number" = n."number" AND o."user_id" <> n."user_id"
GROUP BY n."user_id";
