CREATE TABLE "pin_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pin_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"terms_raised_at" timestamp with time zone,
	"terms_raised_by" integer,
	"terms_accepted_at" timestamp with time zone,
	"pin" varchar(8),
	"pin_generated_at" timestamp with time zone,
	"pin_generated_by" integer,
	"wrong_pins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"gift_delivery" smallint,
	"pickup_date" date,
	"address" varchar(500),
	"whatsapp" varchar(10),
	"reason" varchar(300),
	"rejected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_requests_level_check" CHECK ("pin_requests"."level" between 0 and 4),
	CONSTRAINT "pin_requests_status_check" CHECK ("pin_requests"."status" in (0, 1, 2, 3)),
	CONSTRAINT "pin_requests_pin_check" CHECK ("pin_requests"."status" not in (1, 2) or "pin_requests"."pin" is not null),
	CONSTRAINT "pin_requests_gift_check" CHECK ("pin_requests"."gift_delivery" is null or "pin_requests"."gift_delivery" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "scratch_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scratch_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pin_request_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"message" varchar(200) DEFAULT '' NOT NULL,
	"is_copy" boolean DEFAULT false NOT NULL,
	"scratched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scratch_cards_amount_check" CHECK ("scratch_cards"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pin_requests" ADD CONSTRAINT "pin_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_requests" ADD CONSTRAINT "pin_requests_terms_raised_by_users_id_fk" FOREIGN KEY ("terms_raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_requests" ADD CONSTRAINT "pin_requests_pin_generated_by_users_id_fk" FOREIGN KEY ("pin_generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_requests" ADD CONSTRAINT "pin_requests_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_pin_request_id_pin_requests_id_fk" FOREIGN KEY ("pin_request_id") REFERENCES "public"."pin_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pin_requests_one_open_per_user_key" ON "pin_requests" USING btree ("user_id") WHERE "pin_requests"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "pin_requests_user_created_at_idx" ON "pin_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pin_requests_created_at_id_idx" ON "pin_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pin_requests_status_created_at_id_idx" ON "pin_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "pin_requests_level_created_at_id_idx" ON "pin_requests" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE INDEX "pin_requests_pending_created_at_idx" ON "pin_requests" USING btree ("created_at") WHERE "pin_requests"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_cards_request_owner_key" ON "scratch_cards" USING btree ("pin_request_id","user_id");--> statement-breakpoint
CREATE INDEX "scratch_cards_user_created_at_idx" ON "scratch_cards" USING btree ("user_id","created_at");