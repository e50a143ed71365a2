CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"push" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"handled" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "outbox_state_valid" CHECK (state in ('pending', 'done', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_dedupe_key_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "channels" text[] DEFAULT '{in_app}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("available_at","id") WHERE "outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_state_processed_idx" ON "outbox" USING btree ("state","processed_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."check_dt" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_kind_unique" ON "notifications" USING btree ("event_id","user_id","kind");--> statement-breakpoint
-- Tariff changes kept their Idempotency-Key in the notice they wrote (`<key>:changed`, and
-- `<key>:downgraded` with the records it unpublished); the keys move to a table of their own.
INSERT INTO "idempotency_keys" ("key", "request", "result", "created_at")
SELECT left("changed"."dedupe_key", -8),
  jsonb_build_object(
    'tariff_id', "changed"."params"->'tariff_id',
    'flexible', coalesce("changed"."params"->'flexible', 'null'::jsonb)),
  jsonb_build_object(
    'charge', "changed"."params"->'charge',
    'unpublished', jsonb_build_object(
      'cards', coalesce("downgraded"."params"->'cards', '[]'::jsonb),
      'events', coalesce("downgraded"."params"->'events', '[]'::jsonb))),
  "changed"."created_at"
FROM "notifications" AS "changed"
LEFT JOIN "notifications" AS "downgraded"
  ON "downgraded"."dedupe_key" = left("changed"."dedupe_key", -8) || ':downgraded'
WHERE "changed"."dedupe_key" LIKE 'tariff:%:changed'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A renewal reminder sent before stays sent.
INSERT INTO "idempotency_keys" ("key", "request", "created_at")
SELECT 'renewal-' || "dedupe_key", '{}'::jsonb, "created_at"
FROM "notifications" WHERE "dedupe_key" LIKE 'reminder:%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "dedupe_key";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" in ('en', 'ru', 'kz'));--> statement-breakpoint
-- Every statement that adds events wakes the processors listening on this channel; PostgreSQL
-- delivers the notice at commit, and never for a transaction rolled back.
CREATE FUNCTION "outbox_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bilim_outbox', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "outbox_wake" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_wake"();--> statement-breakpoint
-- The realtime gateway's PostgreSQL adapter (@socket.io/postgres-adapter) passes pushes too large
-- for a NOTIFY (8,000 bytes) between instances through this table; it deletes them itself.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" bytea
);
