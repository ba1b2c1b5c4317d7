CREATE TYPE "public"."legal_status" AS ENUM('self_employed', 'individual_entrepreneur', 'company', 'individual');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('telegram', 'direct');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('subscription', 'single_training', 'trainer_plan');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."plan_coverage" AS ENUM('all', 'specializations', 'services');--> statement-breakpoint
CREATE TYPE "public"."student_subscription_status" AS ENUM('pending_payment', 'active', 'expired', 'used_up', 'cancelled');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"recipient_id" uuid,
	"purpose" "payment_purpose" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subscription_id" uuid,
	"booking_id" uuid,
	"plan_days" integer,
	"invoice_payload" text,
	"invoice_link" text,
	"telegram_payment_charge_id" text,
	"provider_payment_charge_id" text,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_paid_has_time" CHECK ("payments"."status" not in ('paid', 'refunded') or "payments"."paid_at" is not null),
	CONSTRAINT "payments_purpose_link" CHECK ("payments"."purpose" <> 'subscription' or "payments"."subscription_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"pro_price" integer DEFAULT 99000 NOT NULL,
	"pro_currency" text DEFAULT 'RUB' NOT NULL,
	"pro_price_stars" integer DEFAULT 500 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_prices_nonnegative" CHECK ("platform_settings"."pro_price" >= 0 and "platform_settings"."pro_price_stars" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"seller_key" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_seller_key_year_pk" PRIMARY KEY("seller_key","year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"seller_key" text NOT NULL,
	"seller_id" uuid,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_name" text NOT NULL,
	"seller_legal_status" "legal_status",
	"seller_tax_id" text,
	"seller_legal_name" text,
	"buyer_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "receipts_number_positive" CHECK ("receipts"."number" >= 1),
	CONSTRAINT "receipts_total_nonnegative" CHECK ("receipts"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid,
	"student_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"status" "student_subscription_status" DEFAULT 'pending_payment' NOT NULL,
	"title" text NOT NULL,
	"sessions_total" integer,
	"sessions_used" integer DEFAULT 0 NOT NULL,
	"validity_days" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"coverage" "plan_coverage" DEFAULT 'all' NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expiry_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_subscriptions_sessions_within_total" CHECK ("student_subscriptions"."sessions_used" >= 0 and ("student_subscriptions"."sessions_total" is null or "student_subscriptions"."sessions_used" <= "student_subscriptions"."sessions_total")),
	CONSTRAINT "student_subscriptions_total_positive" CHECK ("student_subscriptions"."sessions_total" is null or "student_subscriptions"."sessions_total" >= 1),
	CONSTRAINT "student_subscriptions_price_nonnegative" CHECK ("student_subscriptions"."price" >= 0),
	CONSTRAINT "student_subscriptions_validity_set" CHECK ("student_subscriptions"."status" in ('pending_payment', 'cancelled') or ("student_subscriptions"."valid_from" is not null and "student_subscriptions"."valid_until" is not null)),
	CONSTRAINT "student_subscriptions_valid_range" CHECK ("student_subscriptions"."valid_until" is null or "student_subscriptions"."valid_from" is null or "student_subscriptions"."valid_until" > "student_subscriptions"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sessions_count" integer,
	"validity_days" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"coverage" "plan_coverage" DEFAULT 'all' NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_sessions_positive" CHECK ("subscription_plans"."sessions_count" is null or "subscription_plans"."sessions_count" between 1 and 1000),
	CONSTRAINT "subscription_plans_validity_range" CHECK ("subscription_plans"."validity_days" between 1 and 3660),
	CONSTRAINT "subscription_plans_price_nonnegative" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_specializations_known" CHECK ("subscription_plans"."specializations" <@ array['strength', 'functional', 'yoga', 'pilates', 'stretching', 'boxing', 'martial_arts', 'running', 'swimming', 'cycling', 'crossfit', 'rehabilitation', 'nutrition', 'dance']::text[]),
	CONSTRAINT "subscription_plans_coverage_filled" CHECK (("subscription_plans"."coverage" <> 'specializations' or cardinality("subscription_plans"."specializations") > 0) and ("subscription_plans"."coverage" <> 'services' or cardinality("subscription_plans"."service_ids") > 0))
);
--> statement-breakpoint
CREATE TABLE "subscription_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "legal_status" "legal_status";--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_student_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."student_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subscriptions" ADD CONSTRAINT "student_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subscriptions" ADD CONSTRAINT "student_subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subscriptions" ADD CONSTRAINT "student_subscriptions_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_usages" ADD CONSTRAINT "subscription_usages_subscription_id_student_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."student_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_usages" ADD CONSTRAINT "subscription_usages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_telegram_charge_key" ON "payments" USING btree ("telegram_payment_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_payload_key" ON "payments" USING btree ("invoice_payload");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "payments_recipient_idx" ON "payments" USING btree ("recipient_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("seller_key","year","number");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "receipts_seller_idx" ON "receipts" USING btree ("seller_id","issued_at" desc);--> statement-breakpoint
CREATE INDEX "student_subscriptions_student_idx" ON "student_subscriptions" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "student_subscriptions_trainer_idx" ON "student_subscriptions" USING btree ("trainer_id","created_at");--> statement-breakpoint
CREATE INDEX "student_subscriptions_plan_idx" ON "student_subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "student_subscriptions_active_until_idx" ON "student_subscriptions" USING btree ("valid_until") WHERE "student_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscription_plans_trainer_idx" ON "subscription_plans" USING btree ("trainer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_usages_booking_key" ON "subscription_usages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "subscription_usages_subscription_idx" ON "subscription_usages" USING btree ("subscription_id","spent_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_subscription_id_student_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."student_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_subscription_id_student_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."student_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Hand-written (decision 0028): a subscription's sessions_used is kept by the ledger, like a
-- training's booked_count by its bookings. Spending inserts a usage row, returning stamps
-- returned_at; the check student_subscriptions_sessions_within_total refuses a session too
-- many under any concurrency (the UPDATE takes the subscription's row lock), and a session is
-- spent only from an active subscription.
CREATE FUNCTION subscription_usages_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.returned_at IS NULL THEN
    UPDATE student_subscriptions
       SET sessions_used = sessions_used - 1,
           status = CASE WHEN status = 'used_up' THEN 'active'::student_subscription_status ELSE status END
     WHERE id = OLD.subscription_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.returned_at IS NULL THEN
    UPDATE student_subscriptions
       SET sessions_used = sessions_used + 1,
           status = CASE WHEN sessions_total IS NOT NULL AND sessions_used + 1 >= sessions_total
                         THEN 'used_up'::student_subscription_status ELSE status END
     WHERE id = NEW.subscription_id AND status = 'active';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'subscription % is not active', NEW.subscription_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'subscription_usages_active_subscription';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER subscription_usages_count
AFTER INSERT OR DELETE OR UPDATE OF returned_at, subscription_id ON subscription_usages
FOR EACH ROW EXECUTE FUNCTION subscription_usages_count();
--> statement-breakpoint

INSERT INTO platform_settings (id) VALUES (1) ON CONFLICT DO NOTHING;
