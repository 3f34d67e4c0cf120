CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subject" varchar(150) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_video_views" (
	"user_id" integer NOT NULL,
	"view_date" date NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"choice_value" varchar(200) NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"lang_type" smallint NOT NULL,
	"question" varchar(500) NOT NULL,
	"time_limit" smallint DEFAULT 30 NOT NULL,
	"promotor" smallint DEFAULT 10 NOT NULL,
	"promotor1" smallint DEFAULT 15 NOT NULL,
	"promotor2" smallint DEFAULT 20 NOT NULL,
	"promotor3" smallint DEFAULT 25 NOT NULL,
	"promotor4" smallint DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_lang_check" CHECK ("quiz_questions"."lang_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"user_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"completed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_quiz_results" (
	"user_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"score" smallint NOT NULL,
	"total" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"youtube_url" varchar(300),
	"file" varchar(60),
	"duration_seconds" integer NOT NULL,
	"showing_date" date,
	"is_active" boolean,
	"in_rotation" boolean,
	"day" smallint,
	"quiz_enabled" boolean,
	"session" smallint,
	"video_order" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_kind_check" CHECK ("videos"."kind" in ('daily', 'training', 'promotion')),
	CONSTRAINT "videos_source_check" CHECK (("videos"."youtube_url" is null) <> ("videos"."file" is null)),
	CONSTRAINT "videos_duration_check" CHECK ("videos"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "watch_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"watched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "youtube_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "youtube_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"url" varchar(300) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"is_running" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_video_views" ADD CONSTRAINT "daily_video_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_video_views" ADD CONSTRAINT "daily_video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_choices" ADD CONSTRAINT "quiz_choices_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_quiz_results" ADD CONSTRAINT "training_quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_video_views_user_date_key" ON "daily_video_views" USING btree ("user_id","view_date");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_choices_question_position_key" ON "quiz_choices" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_group_lang_key" ON "quiz_questions" USING btree ("group_id","lang_type");--> statement-breakpoint
CREATE INDEX "quiz_questions_video_lang_idx" ON "quiz_questions" USING btree ("video_id","lang_type");--> statement-breakpoint
CREATE UNIQUE INDEX "training_progress_user_day_key" ON "training_progress" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "training_quiz_results_user_day_key" ON "training_quiz_results" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_daily_date_key" ON "videos" USING btree ("showing_date") WHERE "videos"."kind" = 'daily';--> statement-breakpoint
CREATE UNIQUE INDEX "videos_training_day_key" ON "videos" USING btree ("day") WHERE "videos"."kind" = 'training';--> statement-breakpoint
CREATE UNIQUE INDEX "videos_promotion_slot_key" ON "videos" USING btree ("showing_date","session","video_order") WHERE "videos"."kind" = 'promotion';--> statement-breakpoint
CREATE INDEX "videos_kind_created_at_id_idx" ON "videos" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_file_idx" ON "videos" USING btree ("file");--> statement-breakpoint
CREATE INDEX "watch_sessions_user_video_idx" ON "watch_sessions" USING btree ("user_id","video_id","watched_at");--> statement-breakpoint
CREATE INDEX "youtube_channels_created_at_idx" ON "youtube_channels" USING btree ("created_at");