CREATE TYPE "public"."booking_status" AS ENUM('requested', 'confirmed', 'attended', 'no_show', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."cancelled_by" AS ENUM('student', 'trainer', 'system');--> statement-breakpoint
CREATE TYPE "public"."booking_payment_method" AS ENUM('subscription', 'direct', 'telegram', 'free');--> statement-breakpoint
CREATE TYPE "public"."trainer_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."training_status" AS ENUM('scheduled', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."training_visibility" AS ENUM('public', 'students');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'requested' NOT NULL,
	"cancelled_by" "cancelled_by",
	"cancelled_at" timestamp with time zone,
	"payment_method" "booking_payment_method" DEFAULT 'free' NOT NULL,
	"subscription_id" uuid,
	"payment_id" uuid,
	"amount_due" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_amount_nonnegative" CHECK ("bookings"."amount_due" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_trainer_id_pk" PRIMARY KEY("user_id","trainer_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"specialization" text NOT NULL,
	"format" "trainer_format" NOT NULL,
	"duration_min" integer NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_specialization_known" CHECK ("services"."specialization" = any(array['strength', 'functional', 'yoga', 'pilates', 'stretching', 'boxing', 'martial_arts', 'running', 'swimming', 'cycling', 'crossfit', 'rehabilitation', 'nutrition', 'dance']::text[])),
	CONSTRAINT "services_duration_positive" CHECK ("services"."duration_min" > 0),
	CONSTRAINT "services_capacity_positive" CHECK ("services"."capacity" >= 1),
	CONSTRAINT "services_price_nonnegative" CHECK ("services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trainer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"preferred_times" text DEFAULT '' NOT NULL,
	"status" "trainer_request_status" DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trainer_students" (
	"trainer_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "trainer_students_trainer_id_student_id_pk" PRIMARY KEY("trainer_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"specialization" text NOT NULL,
	"format" "trainer_format" NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"online_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_min" integer NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"visibility" "training_visibility" DEFAULT 'public' NOT NULL,
	"status" "training_status" DEFAULT 'scheduled' NOT NULL,
	"template_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_duration_positive" CHECK ("trainings"."duration_min" > 0),
	CONSTRAINT "trainings_capacity_positive" CHECK ("trainings"."capacity" >= 1),
	CONSTRAINT "trainings_price_nonnegative" CHECK ("trainings"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trainer_profiles" RENAME COLUMN "bio" TO "bio_en";--> statement-breakpoint
DROP INDEX "trainer_profiles_city_idx";--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "bio_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "rating_avg" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "reviews_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD COLUMN "search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_requests" ADD CONSTRAINT "trainer_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_requests" ADD CONSTRAINT "trainer_requests_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_students" ADD CONSTRAINT "trainer_students_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_students" ADD CONSTRAINT "trainer_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_training_id_idx" ON "bookings" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "bookings_student_id_idx" ON "bookings" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_trainer_id_idx" ON "favorites" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_trainer_newest_idx" ON "reviews" USING btree ("trainer_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "reviews_student_id_idx" ON "reviews" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "services_trainer_id_idx" ON "services" USING btree ("trainer_id","created_at");--> statement-breakpoint
CREATE INDEX "services_active_specialization_idx" ON "services" USING btree ("specialization","price") WHERE "services"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_requests_one_pending_key" ON "trainer_requests" USING btree ("student_id","trainer_id") WHERE "trainer_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trainer_requests_trainer_pending_idx" ON "trainer_requests" USING btree ("trainer_id","created_at") WHERE "trainer_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trainer_students_student_id_idx" ON "trainer_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "trainings_trainer_starts_idx" ON "trainings" USING btree ("trainer_id","starts_at");--> statement-breakpoint
CREATE INDEX "trainer_profiles_specializations_idx" ON "trainer_profiles" USING gin ("specializations");--> statement-breakpoint
CREATE INDEX "trainer_profiles_formats_idx" ON "trainer_profiles" USING gin ("formats");--> statement-breakpoint
CREATE INDEX "trainer_profiles_search_idx" ON "trainer_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "trainer_profiles_city_trgm_idx" ON "trainer_profiles" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainer_profiles_price_from_idx" ON "trainer_profiles" USING btree ("price_from");--> statement-breakpoint
CREATE INDEX "trainer_profiles_rating_sort_idx" ON "trainer_profiles" USING btree (coalesce(rating_avg, 0) desc,"reviews_count" desc,"user_id" desc);--> statement-breakpoint
CREATE INDEX "trainer_profiles_price_asc_sort_idx" ON "trainer_profiles" USING btree (coalesce(price_from, 2147483647),"user_id");--> statement-breakpoint
CREATE INDEX "trainer_profiles_price_desc_sort_idx" ON "trainer_profiles" USING btree (coalesce(price_from, -1) desc,"user_id" desc);--> statement-breakpoint
CREATE INDEX "trainer_profiles_experience_sort_idx" ON "trainer_profiles" USING btree ("experience_years" desc,"user_id" desc);--> statement-breakpoint
CREATE INDEX "trainer_profiles_newest_sort_idx" ON "trainer_profiles" USING btree ("created_at" desc,"user_id" desc);--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_specializations_known" CHECK ("trainer_profiles"."specializations" <@ array['strength', 'functional', 'yoga', 'pilates', 'stretching', 'boxing', 'martial_arts', 'running', 'swimming', 'cycling', 'crossfit', 'rehabilitation', 'nutrition', 'dance']::text[]);--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_rating_range" CHECK ("trainer_profiles"."rating_avg" is null or "trainer_profiles"."rating_avg" between 1 and 5);