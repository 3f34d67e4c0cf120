ALTER TABLE "withdrawals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_deducted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_section" varchar(20);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_base" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "net_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_pan" varchar(10);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tds_settings_version" integer;--> statement-breakpoint
CREATE INDEX "withdrawals_user_section_deducted_at_idx" ON "withdrawals" USING btree ("user_id","tds_section","tds_deducted_at") WHERE "withdrawals"."status" in (1, 2) and "withdrawals"."tds_deducted_at" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_deducted_at_id_idx" ON "withdrawals" USING btree ("tds_deducted_at","id") WHERE "withdrawals"."status" = 2;--> statement-breakpoint
-- Requests completed before tax at source: paid in full, nothing deducted, under the default section (docs/decisions/178-tax-at-source.md).
UPDATE "withdrawals" SET "paid_at" = "updated_at", "tds_deducted_at" = "updated_at", "tds_section" = '194H', "tds_rate_bp" = 0, "tds_base" = 0, "tds_amount" = 0, "net_amount" = "amount" WHERE "status" = 2;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("system_code") VALUES ('tds_payable'), ('tds_deposited');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_paid_split_check" CHECK ("withdrawals"."status" <> 2 or ("withdrawals"."paid_at" is not null and "withdrawals"."tds_deducted_at" is not null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_deduction_check" CHECK ("withdrawals"."tds_deducted_at" is null or ("withdrawals"."tds_section" is not null and "withdrawals"."tds_rate_bp" >= 0 and "withdrawals"."tds_base" >= 0 and "withdrawals"."tds_amount" >= 0 and "withdrawals"."net_amount" >= 0 and "withdrawals"."amount" = "withdrawals"."net_amount" + "withdrawals"."tds_amount"));