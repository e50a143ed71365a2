CREATE TABLE "tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_kz" text NOT NULL,
	"kind" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'KZT' NOT NULL,
	"cards_limit" integer NOT NULL,
	"events_limit" integer NOT NULL,
	"card_photos_limit" integer NOT NULL,
	"event_photos_limit" integer NOT NULL,
	"statistics" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_kind_valid" CHECK ("tariffs"."kind" in ('free', 'fixed', 'flexible')),
	CONSTRAINT "tariffs_price_not_negative" CHECK ("tariffs"."price" >= 0),
	CONSTRAINT "tariffs_limits_not_negative" CHECK ("tariffs"."cards_limit" >= 0 and "tariffs"."events_limit" >= 0 and "tariffs"."card_photos_limit" >= 0 and "tariffs"."event_photos_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_daily_stats" (
	"card_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"contact_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_daily_stats_card_id_day_pk" PRIMARY KEY("card_id","day")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"link" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attribute_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_from" integer,
	"age_to" integer,
	"price_from" bigint,
	"vip" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("short_description", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("short_description", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("short_description", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("long_description", '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("long_description", '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce("long_description", '')), 'C')) STORED,
	CONSTRAINT "cards_state_valid" CHECK ("state" in ('new', 'published', 'unpublished', 'archived')),
	CONSTRAINT "cards_latitude_range" CHECK ("cards"."latitude" between -90 and 90),
	CONSTRAINT "cards_longitude_range" CHECK ("cards"."longitude" between -180 and 180),
	CONSTRAINT "cards_age_range" CHECK ("cards"."age_from" is null or "cards"."age_to" is null or "cards"."age_from" <= "cards"."age_to"),
	CONSTRAINT "cards_price_not_negative" CHECK ("cards"."price_from" is null or "cards"."price_from" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_daily_stats" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"contact_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_stats_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"link" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_name" text NOT NULL,
	"start_date" date NOT NULL,
	"finish_date" date NOT NULL,
	"start_time" time NOT NULL,
	"finish_time" time NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price" bigint,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("short_description", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("short_description", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("short_description", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("long_description", '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("long_description", '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce("long_description", '')), 'C')) STORED,
	CONSTRAINT "events_state_valid" CHECK ("state" in ('new', 'published', 'unpublished', 'archived')),
	CONSTRAINT "events_latitude_range" CHECK ("events"."latitude" between -90 and 90),
	CONSTRAINT "events_longitude_range" CHECK ("events"."longitude" between -180 and 180),
	CONSTRAINT "events_start_not_after_finish" CHECK (("events"."start_date" + "events"."start_time") <= ("events"."finish_date" + "events"."finish_time")),
	CONSTRAINT "events_price_not_negative" CHECK ("events"."price" is null or "events"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer,
	"event_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_one_owner" CHECK (("photos"."card_id" is null) <> ("photos"."event_id" is null))
);
--> statement-breakpoint
CREATE TABLE "favorite_cards" (
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_cards_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_events" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_events_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_kz" text NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_ru" text DEFAULT '' NOT NULL,
	"subtitle_kz" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every account is on a tariff from its first moment: the free tariff exists from here on,
-- and accounts created before it move onto it.
INSERT INTO "tariffs" ("slug", "title_en", "title_ru", "title_kz", "kind", "price", "cards_limit", "events_limit", "card_photos_limit", "event_photos_limit", "is_default")
VALUES ('free', 'Free', 'Бесплатный', 'Тегін', 'free', 0, 3, 3, 5, 5, true);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tariff_id" integer;--> statement-breakpoint
UPDATE "accounts" SET "tariff_id" = (SELECT "id" FROM "tariffs" WHERE "slug" = 'free');--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "tariff_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "card_daily_stats" ADD CONSTRAINT "card_daily_stats_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_daily_stats" ADD CONSTRAINT "event_daily_stats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_cards" ADD CONSTRAINT "favorite_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_cards" ADD CONSTRAINT "favorite_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_events" ADD CONSTRAINT "favorite_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_events" ADD CONSTRAINT "favorite_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_slug_unique" ON "tariffs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_one_default" ON "tariffs" USING btree ("is_default") WHERE "tariffs"."is_default";--> statement-breakpoint
CREATE INDEX "cards_account_state_idx" ON "cards" USING btree ("account_id","state");--> statement-breakpoint
CREATE INDEX "cards_public_idx" ON "cards" USING btree ("state","city_id","published_at");--> statement-breakpoint
CREATE INDEX "cards_category_ids_idx" ON "cards" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "cards_attribute_values_idx" ON "cards" USING gin ("attribute_values");--> statement-breakpoint
CREATE INDEX "cards_search_idx" ON "cards" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "cards_title_trgm_idx" ON "cards" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_account_state_idx" ON "events" USING btree ("account_id","state");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("state","city_id","start_date");--> statement-breakpoint
CREATE INDEX "events_category_ids_idx" ON "events" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_card_idx" ON "photos" USING btree ("card_id","position");--> statement-breakpoint
CREATE INDEX "photos_event_idx" ON "photos" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "favorite_cards_card_idx" ON "favorite_cards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "favorite_events_event_idx" ON "favorite_events" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_tariff_id_idx" ON "accounts" USING btree ("tariff_id");