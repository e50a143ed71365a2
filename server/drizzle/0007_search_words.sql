CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of the titles a statement wrote that the list does not hold yet. Nothing here waits
-- for another writer (no unique key to check), so writers of many titles in long transactions
-- cannot deadlock on new words; two adding the same new word at once may both keep it.
CREATE FUNCTION "remember_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "title_word"."word"
  FROM "written", unnest(tsvector_to_array(to_tsvector('simple', "written"."title"))) AS "title_word"("word")
  WHERE char_length("title_word"."word") >= 3
    AND NOT EXISTS (SELECT 1 FROM "search_words" AS "known" WHERE "known"."word" = "title_word"."word");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same for updates, only where the title changed (most updates are of state, pins, counters).
CREATE FUNCTION "remember_changed_title_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "title_word"."word"
  FROM "written"
  JOIN "previous" ON "previous"."id" = "written"."id" AND "previous"."title" IS DISTINCT FROM "written"."title",
  unnest(tsvector_to_array(to_tsvector('simple', "written"."title"))) AS "title_word"("word")
  WHERE char_length("title_word"."word") >= 3
    AND NOT EXISTS (SELECT 1 FROM "search_words" AS "known" WHERE "known"."word" = "title_word"."word");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cards_title_words_insert" AFTER INSERT ON "cards"
  REFERENCING NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
CREATE TRIGGER "cards_title_words_update" AFTER UPDATE ON "cards"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "remember_changed_title_words"();
--> statement-breakpoint
CREATE TRIGGER "events_title_words_insert" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "remember_title_words"();
--> statement-breakpoint
CREATE TRIGGER "events_title_words_update" AFTER UPDATE ON "events"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "remember_changed_title_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "word" FROM (
  SELECT unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS "word" FROM "cards"
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('simple', "title"))) AS "word" FROM "events"
) AS "title_words"
WHERE char_length("word") >= 3;
