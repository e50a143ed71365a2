CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"photo_key" text,
	"photo_width" integer,
	"photo_height" integer,
	"photo_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_photo_whole" CHECK (("chat_messages"."photo_key" is null) = ("chat_messages"."photo_width" is null)
        and ("chat_messages"."photo_key" is null) = ("chat_messages"."photo_height" is null)),
	CONSTRAINT "chat_messages_not_empty" CHECK (length("chat_messages"."text") > 0 or "chat_messages"."photo_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"subject_type" text,
	"subject_id" integer,
	"user_delivered_up_to" bigint DEFAULT 0 NOT NULL,
	"user_read_up_to" bigint DEFAULT 0 NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"other_delivered_up_to" bigint DEFAULT 0 NOT NULL,
	"other_read_up_to" bigint DEFAULT 0 NOT NULL,
	"other_unread" integer DEFAULT 0 NOT NULL,
	"blocked_by" integer,
	"assigned_to" integer,
	"closed_at" timestamp with time zone,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_kind_valid" CHECK ("chats"."kind" in ('direct', 'support')),
	CONSTRAINT "chats_kind_shape" CHECK (("chats"."kind" = 'direct') = ("chats"."account_id" is not null)
        and ("chats"."kind" = 'direct' or ("chats"."subject_type" is null and "chats"."blocked_by" is null))
        and ("chats"."kind" = 'support' or ("chats"."assigned_to" is null and "chats"."closed_at" is null))),
	CONSTRAINT "chats_subject_whole" CHECK (("chats"."subject_type" is null) = ("chats"."subject_id" is null)
        and ("chats"."subject_type" is null or "chats"."subject_type" in ('card', 'event'))),
	CONSTRAINT "chats_unread_not_negative" CHECK ("chats"."user_unread" >= 0 and "chats"."other_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_one_per_party_unique" ON "chats" USING btree ("kind","user_id",coalesce("account_id", 0),coalesce("subject_type", ''),coalesce("subject_id", 0));--> statement-breakpoint
CREATE INDEX "chats_user_recent_idx" ON "chats" USING btree ("user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_account_recent_idx" ON "chats" USING btree ("account_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "chats_support_queue_idx" ON "chats" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."kind" = 'support';