CREATE TYPE "public"."current_role" AS ENUM('student', 'trainer');--> statement-breakpoint
CREATE TYPE "public"."granted_role" AS ENUM('trainer', 'moderator', 'admin');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('en', 'ru');--> statement-breakpoint
CREATE TYPE "public"."session_end_reason" AS ENUM('logout', 'terminated', 'token_reuse', 'password_reset', 'password_change', 'blocked', 'admin');--> statement-breakpoint
CREATE TYPE "public"."trainer_format" AS ENUM('online', 'gym', 'client_place');--> statement-breakpoint
CREATE TABLE "rotated_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"device_label" text DEFAULT '' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" "session_end_reason"
);
--> statement-breakpoint
CREATE TABLE "trainer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"formats" "trainer_format"[] DEFAULT '{}'::trainer_format[] NOT NULL,
	"gym_address" text,
	"price_from" integer,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"manual_approval" boolean DEFAULT false NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"free_cancel_minutes" integer DEFAULT 720 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_profiles_experience_nonnegative" CHECK ("trainer_profiles"."experience_years" >= 0),
	CONSTRAINT "trainer_profiles_price_nonnegative" CHECK ("trainer_profiles"."price_from" is null or "trainer_profiles"."price_from" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" "granted_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" uuid,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"username" text,
	"phone" text,
	"avatar_url" text,
	"avatar_updated_at" timestamp with time zone,
	"vk_link" text,
	"telegram_id" bigint,
	"language" "locale",
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"current_role" "current_role" DEFAULT 'student' NOT NULL,
	"blocked_at" timestamp with time zone,
	"blocked_reason" text,
	"trainer_blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_has_login" CHECK ("users"."email" is not null or "users"."telegram_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "rotated_refresh_tokens" ADD CONSTRAINT "rotated_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotated_refresh_tokens_session_id_idx" ON "rotated_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_token_hash_key" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainer_profiles_city_idx" ON "trainer_profiles" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_telegram_id_key" ON "users" USING btree ("telegram_id");