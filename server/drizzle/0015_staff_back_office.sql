CREATE TABLE "home_promotions" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_role" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_session_id" integer;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "home_promotions" ADD CONSTRAINT "home_promotions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_promotions" ADD CONSTRAINT "home_promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_session_id_sessions_id_fk" FOREIGN KEY ("impersonator_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_role_valid" CHECK (acting_role in ('admin', 'support', 'advertisement'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonation_whole" CHECK (("sessions"."impersonator_id" is null) = ("sessions"."impersonator_session_id" is null));--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_dates_ordered" CHECK ("slides"."starts_on" is null or "slides"."ends_on" is null or "slides"."starts_on" <= "slides"."ends_on");