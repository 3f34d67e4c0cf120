CREATE TABLE "video_media" (
	"file" varchar(60) PRIMARY KEY NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"error" varchar(500),
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "video_media_status_check" CHECK ("video_media"."status" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "video_media_percent_check" CHECK ("video_media"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX "video_media_status_queued_at_idx" ON "video_media" USING btree ("status","queued_at");