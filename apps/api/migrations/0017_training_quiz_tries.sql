ALTER TABLE "training_quiz_results" ADD COLUMN "tries" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_quiz_results" ADD COLUMN "last_tried_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A result saved before this migration: its last try is when it was last saved.
UPDATE "training_quiz_results" SET "last_tried_at" = "updated_at";
