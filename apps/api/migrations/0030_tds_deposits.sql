CREATE TABLE "tds_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tds_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"financial_year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"section" varchar(20) NOT NULL,
	"challan_no" varchar(5) NOT NULL,
	"bsr_code" varchar(7) NOT NULL,
	"deposited_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tds_deposits_amount_check" CHECK ("tds_deposits"."amount" > 0),
	CONSTRAINT "tds_deposits_quarter_check" CHECK ("tds_deposits"."quarter" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "tds_deposits" ADD CONSTRAINT "tds_deposits_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deposits" ADD CONSTRAINT "tds_deposits_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tds_deposits_challan_key" ON "tds_deposits" USING btree ("bsr_code","deposited_on","challan_no");--> statement-breakpoint
CREATE INDEX "tds_deposits_year_quarter_idx" ON "tds_deposits" USING btree ("financial_year","quarter");