-- Look-alike usernames (docs/decisions/093-look-alike-usernames.md): username_skeleton is the
-- username with case, dots and underscores dropped and I/l/1, O/0 folded, and it is unique.
-- Accounts that already share a skeleton keep their names (people sign in with them): the oldest
-- of each group stays in the unique index, every later one is marked lookalike_before_rule and
-- left out of it, so no new look-alike of any of them can be created.
-- throttle_hits.subject: whom an IP's sign-in failure named, so that person's success from the
-- same address forgives it (docs/decisions/092-lockout-without-weaponisation.md).
ALTER TABLE "throttle_hits" ADD COLUMN "subject" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_skeleton" varchar(30) GENERATED ALWAYS AS (translate(lower(username), 'i10._', 'llo')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lookalike_before_rule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" AS "later" SET "lookalike_before_rule" = true
WHERE EXISTS (
  SELECT 1 FROM "users" AS "older"
  WHERE "older"."username_skeleton" = "later"."username_skeleton" AND "older"."id" < "later"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_key" ON "users" USING btree ("username_skeleton") WHERE not "users"."lookalike_before_rule";