ALTER TYPE "public"."session_end_reason" ADD VALUE 'account_deleted';--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_has_login";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_has_login" CHECK ("users"."email" is not null or "users"."telegram_id" is not null or "users"."deleted_at" is not null);