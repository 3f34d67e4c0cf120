ALTER TABLE "user_bank_details" ALTER COLUMN "acc_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bank_details" ALTER COLUMN "ifsc_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bank_details" ALTER COLUMN "bank_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bank_details" ALTER COLUMN "branch_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "acc_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "ifsc_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "bank_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "branch_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bank_details" ADD COLUMN "payout_method" varchar(4) DEFAULT 'bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bank_details" ADD COLUMN "upi_id" varchar(100);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_method" varchar(4) DEFAULT 'bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "upi_id" varchar(100);--> statement-breakpoint
CREATE INDEX "user_bank_details_upi_id_idx" ON "user_bank_details" USING btree ("upi_id");--> statement-breakpoint
ALTER TABLE "user_bank_details" ADD CONSTRAINT "user_bank_details_payout_method_check" CHECK (("user_bank_details"."payout_method" = 'bank' and "user_bank_details"."acc_no" is not null and "user_bank_details"."ifsc_code" is not null and "user_bank_details"."bank_name" is not null and "user_bank_details"."branch_name" is not null and "user_bank_details"."upi_id" is null) or ("user_bank_details"."payout_method" = 'upi' and "user_bank_details"."upi_id" is not null and "user_bank_details"."acc_no" is null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_method_check" CHECK (("withdrawals"."payout_method" = 'bank' and "withdrawals"."acc_no" is not null and "withdrawals"."ifsc_code" is not null and "withdrawals"."bank_name" is not null and "withdrawals"."branch_name" is not null and "withdrawals"."upi_id" is null) or ("withdrawals"."payout_method" = 'upi' and "withdrawals"."upi_id" is not null and "withdrawals"."acc_no" is null));