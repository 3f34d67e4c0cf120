ALTER TABLE "user_bank_details" ADD COLUMN "pan" varchar(10);--> statement-breakpoint
ALTER TABLE "user_bank_details" ADD COLUMN "pan_name" varchar(100);--> statement-breakpoint
CREATE INDEX "user_bank_details_pan_idx" ON "user_bank_details" USING btree ("pan");