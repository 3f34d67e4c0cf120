-- The portal's language per account (docs/product/languages.md): one of the six the registration
-- form offers as a mother tongue, English by default. An existing account starts in its mother
-- tongue, as a new one does.
ALTER TABLE "users" ADD COLUMN "ui_language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ui_language_check" CHECK ("users"."ui_language" in ('en', 'ta', 'hi', 'te', 'kn', 'ml'));--> statement-breakpoint
UPDATE "users" SET "ui_language" = CASE "language"
  WHEN 'Tamil' THEN 'ta' WHEN 'Hindi' THEN 'hi' WHEN 'Telugu' THEN 'te'
  WHEN 'Kannada' THEN 'kn' WHEN 'Malayalam' THEN 'ml' ELSE 'en' END
WHERE "language" IN ('Tamil', 'Hindi', 'Telugu', 'Kannada', 'Malayalam');
