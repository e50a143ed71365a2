CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A title's words (sorted, so concurrent writers take the key locks in one order).
CREATE FUNCTION "remember_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT "word" FROM unnest(tsvector_to_array(to_tsvector('simple', NEW."title"))) AS "word"
  WHERE char_length("word") >= 3
  ORDER BY "word"
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cards_title_words" AFTER INSERT OR UPDATE OF "title" ON "cards"
  FOR EACH ROW EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
CREATE TRIGGER "events_title_words" AFTER INSERT OR UPDATE OF "title" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "word" FROM (
  SELECT unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS "word" FROM "cards"
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS "word" FROM "events"
) AS "title_words"
WHERE char_length("word") >= 3
ON CONFLICT DO NOTHING;
