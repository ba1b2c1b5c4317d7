CREATE TABLE "training_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"service_id" uuid,
	"title" text NOT NULL,
	"specialization" text NOT NULL,
	"format" "trainer_format" NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"online_url" text DEFAULT '' NOT NULL,
	"duration_min" integer NOT NULL,
	"capacity" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"visibility" "training_visibility" DEFAULT 'public' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"allow_parallel" boolean DEFAULT false NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"generated_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_templates_duration_positive" CHECK ("training_templates"."duration_min" > 0),
	CONSTRAINT "training_templates_capacity_positive" CHECK ("training_templates"."capacity" >= 1),
	CONSTRAINT "training_templates_price_nonnegative" CHECK ("training_templates"."price" >= 0),
	CONSTRAINT "training_templates_weekdays_valid" CHECK ("training_templates"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[] and cardinality("training_templates"."weekdays") > 0),
	CONSTRAINT "training_templates_start_time_valid" CHECK ("training_templates"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "training_templates_valid_range" CHECK ("training_templates"."valid_until" is null or "training_templates"."valid_until" >= "training_templates"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"pay_with" "booking_payment_method" NOT NULL,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_cancel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "ends_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "booked_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "allow_parallel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "training_templates" ADD CONSTRAINT "training_templates_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_templates" ADD CONSTRAINT "training_templates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_templates_trainer_idx" ON "training_templates" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "training_templates_active_idx" ON "training_templates" USING btree ("generated_until") WHERE "training_templates"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_training_student_key" ON "waitlist_entries" USING btree ("training_id","student_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_order_idx" ON "waitlist_entries" USING btree ("training_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_student_idx" ON "waitlist_entries" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_template_id_training_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."training_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_key" ON "bookings" USING btree ("training_id","student_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "trainings_starts_idx" ON "trainings" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_template_occurrence_key" ON "trainings" USING btree ("template_id","occurrence_date") WHERE "trainings"."template_id" is not null;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_booked_within_capacity" CHECK ("trainings"."booked_count" between 0 and "trainings"."capacity");--> statement-breakpoint

-- What Drizzle cannot declare (decision 0009): ends_at follows starts_at and the duration; the
-- places a training holds are counted by a trigger on bookings, and the check above holds them
-- within the capacity whatever the concurrency (the count update takes the training's row lock);
-- overlapping trainings of one trainer are refused by an exclusion constraint.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint

CREATE FUNCTION trainings_set_ends_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.ends_at := NEW.starts_at + make_interval(mins => NEW.duration_min);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER trainings_set_ends_at
BEFORE INSERT OR UPDATE OF starts_at, duration_min, ends_at ON trainings
FOR EACH ROW EXECUTE FUNCTION trainings_set_ends_at();
--> statement-breakpoint

UPDATE trainings SET ends_at = starts_at + make_interval(mins => duration_min);
--> statement-breakpoint

ALTER TABLE trainings ALTER COLUMN ends_at DROP DEFAULT;
--> statement-breakpoint

-- Whether a booking in this status holds a place on its training.
CREATE FUNCTION booking_holds_place(status booking_status) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status IN ('requested', 'confirmed', 'attended', 'no_show')
$$;
--> statement-breakpoint

CREATE FUNCTION bookings_count_places() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND booking_holds_place(OLD.status) THEN
    UPDATE trainings SET booked_count = booked_count - 1 WHERE id = OLD.training_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND booking_holds_place(NEW.status) THEN
    UPDATE trainings SET booked_count = booked_count + 1 WHERE id = NEW.training_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER bookings_count_places
AFTER INSERT OR DELETE OR UPDATE OF status, training_id ON bookings
FOR EACH ROW EXECUTE FUNCTION bookings_count_places();
--> statement-breakpoint

UPDATE trainings t
   SET booked_count = (SELECT count(*) FROM bookings b WHERE b.training_id = t.id AND booking_holds_place(b.status));
--> statement-breakpoint

ALTER TABLE trainings ADD CONSTRAINT trainings_no_overlap
  EXCLUDE USING gist (trainer_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
  WHERE (status <> 'cancelled' AND NOT allow_parallel);
--> statement-breakpoint

CREATE INDEX bookings_student_training_idx ON bookings (student_id, training_id);
