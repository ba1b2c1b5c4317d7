ALTER TABLE "trainings" ADD COLUMN "attended_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "no_show_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_marked_within_booked" CHECK ("trainings"."attended_count" >= 0 and "trainings"."no_show_count" >= 0 and "trainings"."attended_count" + "trainings"."no_show_count" <= "trainings"."booked_count");--> statement-breakpoint
-- Hand-written (decision 0042): the trigger that counts a training's places (migration 0007) also
-- counts its bookings marked attended and no-show, in the same row update, in the same
-- transaction as the booking's write; every write path (booking, cancelling, marking attendance,
-- moving a booking, deleting) goes through it. The trainer's statistics sum these per training
-- instead of reading every booking of the period.
CREATE OR REPLACE FUNCTION bookings_count_places() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND booking_holds_place(OLD.status) THEN
    UPDATE trainings
       SET booked_count = booked_count - 1,
           attended_count = attended_count - (OLD.status = 'attended')::int,
           no_show_count = no_show_count - (OLD.status = 'no_show')::int
     WHERE id = OLD.training_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND booking_holds_place(NEW.status) THEN
    UPDATE trainings
       SET booked_count = booked_count + 1,
           attended_count = attended_count + (NEW.status = 'attended')::int,
           no_show_count = no_show_count + (NEW.status = 'no_show')::int
     WHERE id = NEW.training_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

UPDATE trainings t
   SET attended_count = c.attended, no_show_count = c.no_show
  FROM (SELECT training_id, count(*) FILTER (WHERE status = 'attended')::int AS attended,
               count(*) FILTER (WHERE status = 'no_show')::int AS no_show
          FROM bookings GROUP BY training_id) c
 WHERE c.training_id = t.id AND (c.attended > 0 OR c.no_show > 0);
