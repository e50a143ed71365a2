ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Users from before confirmation existed keep publishing and paying: their e-mail counts as proven.
UPDATE "users" SET "email_confirmed_at" = "created_at";
