DROP INDEX "cards_public_facets_idx";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "hidden_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cards_public_facets_idx" ON "cards" USING btree ("city_id","price_from","account_id","hidden_until","id","category_ids","attribute_values") WHERE state = 'published';--> statement-breakpoint
-- Records of owners already restricted (publish or login, not removed) carry their end.
UPDATE "cards" SET "hidden_until" = (
  SELECT max(coalesce(r."ends_at", 'infinity'::timestamptz)) FROM "user_restrictions" r
  INNER JOIN "accounts" a ON a."user_id" = r."user_id"
  WHERE a."id" = "cards"."account_id" AND r."type" IN ('publish', 'login') AND r."removed_at" IS NULL
) WHERE "account_id" IN (
  SELECT a."id" FROM "accounts" a INNER JOIN "user_restrictions" r ON r."user_id" = a."user_id"
  WHERE r."type" IN ('publish', 'login') AND r."removed_at" IS NULL
);--> statement-breakpoint
UPDATE "events" SET "hidden_until" = (
  SELECT max(coalesce(r."ends_at", 'infinity'::timestamptz)) FROM "user_restrictions" r
  INNER JOIN "accounts" a ON a."user_id" = r."user_id"
  WHERE a."id" = "events"."account_id" AND r."type" IN ('publish', 'login') AND r."removed_at" IS NULL
) WHERE "account_id" IN (
  SELECT a."id" FROM "accounts" a INNER JOIN "user_restrictions" r ON r."user_id" = a."user_id"
  WHERE r."type" IN ('publish', 'login') AND r."removed_at" IS NULL
);
