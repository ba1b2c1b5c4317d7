ALTER TYPE "public"."audit_action" ADD VALUE 'platform_settings_updated';--> statement-breakpoint
ALTER TABLE "trainer_plans" ADD COLUMN "telegram_subscription_charge_id" text;--> statement-breakpoint
ALTER TABLE "trainer_plans" ADD COLUMN "expiry_notified_at" timestamp with time zone;