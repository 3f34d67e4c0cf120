CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"fingerprint" varchar(200) NOT NULL,
	"description" varchar(500) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_lines_amount_check" CHECK ("journal_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"wallet_type" smallint,
	"system_code" varchar(40),
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."wallet_type" in (1, 2, 3) and "ledger_accounts"."system_code" is null) or ("ledger_accounts"."user_id" is null and "ledger_accounts"."wallet_type" is null and "ledger_accounts"."system_code" is not null)),
	CONSTRAINT "ledger_accounts_available_check" CHECK ("ledger_accounts"."balance" >= "ledger_accounts"."held" and "ledger_accounts"."held" >= 0),
	CONSTRAINT "ledger_accounts_system_total_check" CHECK ("ledger_accounts"."user_id" is not null or ("ledger_accounts"."balance" = 0 and "ledger_accounts"."held" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status_check" CHECK ("ledger_holds"."status" in (0, 1, 2)),
	CONSTRAINT "ledger_holds_posted_entry_check" CHECK (("ledger_holds"."status" = 1) = ("ledger_holds"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"account_holder" varchar(100) NOT NULL,
	"acc_no" varchar(18) NOT NULL,
	"ifsc_code" varchar(11) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"branch_name" varchar(100) NOT NULL,
	"whatsapp_number" varchar(10) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_details_single_row_check" CHECK ("payment_details"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "programme_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programme_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"values" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bank_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_bank_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_holder" varchar(100) NOT NULL,
	"acc_no" varchar(18) NOT NULL,
	"ifsc_code" varchar(11) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"branch_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"wallet_type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(300),
	"hold_id" bigint NOT NULL,
	"bank_detail_id" integer,
	"account_holder" varchar(100) NOT NULL,
	"acc_no" varchar(18) NOT NULL,
	"ifsc_code" varchar(11) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"branch_name" varchar(100) NOT NULL,
	"acted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in (0, 1, 2, 3)),
	CONSTRAINT "withdrawals_wallet_type_check" CHECK ("withdrawals"."wallet_type" in (1, 2, 3)),
	CONSTRAINT "withdrawals_rejected_reason_check" CHECK ("withdrawals"."status" <> 3 or "withdrawals"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bank_details" ADD CONSTRAINT "user_bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_detail_id_user_bank_details_id_fk" FOREIGN KEY ("bank_detail_id") REFERENCES "public"."user_bank_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_idempotency_key_key" ON "journal_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_id_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_created_at_id_idx" ON "journal_lines" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_wallet_key" ON "ledger_accounts" USING btree ("user_id","wallet_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_code_key" ON "ledger_accounts" USING btree ("system_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_idempotency_key_key" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_holds_account_open_idx" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "user_bank_details_user_id_key" ON "user_bank_details" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_bank_details_acc_no_idx" ON "user_bank_details" USING btree ("acc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_hold_id_key" ON "withdrawals" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_at_id_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_at_id_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_wallet_created_at_id_idx" ON "withdrawals" USING btree ("wallet_type","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_amount_id_idx" ON "withdrawals" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_amount_id_idx" ON "withdrawals" USING btree ("status","amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_at_id_idx" ON "withdrawals" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- The programme's system accounts (docs/product/money.md, Ledger).
INSERT INTO "ledger_accounts" ("system_code") VALUES ('programme_expense'), ('scratch_rewards'), ('adjustments'), ('bank_payouts');--> statement-breakpoint
-- Every account that exists already gets its three wallets, as new ones do at creation.
INSERT INTO "ledger_accounts" ("user_id", "wallet_type") SELECT "users"."id", "w"."wallet_type" FROM "users" CROSS JOIN (VALUES (1), (2), (3)) AS "w"("wallet_type") ORDER BY "users"."id", "w"."wallet_type";
