CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The titles' words of an INSERT or UPDATE statement, all at once and sorted, so concurrent
-- writers take the word keys in one order (one row at a time, two multi-row inserts deadlock).
CREATE FUNCTION "remember_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "word"
  FROM "written", unnest(tsvector_to_array(to_tsvector('simple', "written"."title"))) AS "word"
  WHERE char_length("word") >= 3
  ORDER BY "word"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cards_title_words_insert" AFTER INSERT ON "cards"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
CREATE TRIGGER "cards_title_words_update" AFTER UPDATE ON "cards"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
CREATE TRIGGER "events_title_words_insert" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
CREATE TRIGGER "events_title_words_update" AFTER UPDATE ON "events"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "word" FROM (
  SELECT unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS "word" FROM "cards"
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS "word" FROM "events"
) AS "title_words"
WHERE char_length("word") >= 3
ON CONFLICT DO NOTHING;
