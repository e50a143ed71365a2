DROP INDEX "events_public_idx";--> statement-breakpoint
CREATE INDEX "cards_public_facets_idx" ON "cards" USING btree ("city_id","price_from","account_id","id","category_ids","attribute_values") WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "cards_public_position_idx" ON "cards" USING btree ("latitude","longitude") WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "events_public_order_idx" ON "events" USING btree ("state","pinned" DESC NULLS FIRST,"start_date","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_public_city_order_idx" ON "events" USING btree ("state","city_id","pinned" DESC NULLS FIRST,"start_date","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_public_position_idx" ON "events" USING btree ("latitude","longitude") WHERE state = 'published';