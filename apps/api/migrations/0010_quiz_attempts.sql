CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"attempt_date" date NOT NULL,
	"session" smallint NOT NULL,
	"set_no" smallint NOT NULL,
	"is_retry" boolean DEFAULT false NOT NULL,
	"level" smallint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"amount_parts" jsonb NOT NULL,
	"settings_version" integer NOT NULL,
	"language" varchar(2),
	"served" jsonb,
	"quiz_started_at" timestamp with time zone,
	"answers" jsonb,
	"graded_at" timestamp with time zone,
	"score" smallint,
	"total" smallint,
	"earned_paise" bigint,
	"confirmed_at" timestamp with time zone,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_session_check" CHECK ("quiz_attempts"."session" in (1, 2)),
	CONSTRAINT "quiz_attempts_set_check" CHECK ("quiz_attempts"."set_no" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_slot_key" ON "quiz_attempts" USING btree ("user_id","attempt_date","session","set_no","is_retry");--> statement-breakpoint
CREATE INDEX "quiz_attempts_date_id_idx" ON "quiz_attempts" USING btree ("attempt_date","id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_created_at_id_idx" ON "quiz_attempts" USING btree ("created_at","id");