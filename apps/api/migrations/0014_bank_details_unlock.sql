-- An admin's unlock of a user's saved bank details: the next save needs no password and clears it
-- (docs/product/money.md, Bank details).
ALTER TABLE "user_bank_details" ADD COLUMN "unlocked_at" timestamp with time zone;
