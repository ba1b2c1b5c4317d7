CREATE TABLE "schedule_change_totals" (
	"trainer_id" uuid PRIMARY KEY NOT NULL,
	"pruned" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trainer_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "schedule_changes_trainer_idx" ON "schedule_changes" USING btree ("trainer_id");--> statement-breakpoint
-- Hand-written (decision 0033, fourth addendum): every write to what a schedule shows of a
-- trainer's trainings adds a row for that trainer in the same transaction. The trainer's schedule
-- shows their trainings, the bookings on them, and the names and avatars of the trainer and of the
-- people booked; a student's shows the trainings they booked or wait for, with the trainer's name,
-- avatar and free-cancellation term, the queue, and whether they reviewed. So trainings, bookings,
-- waitlist entries and reviews write a row per statement for each trainer they touched, a change
-- to a person's name or avatar writes one for them (as a trainer) and for each trainer they
-- booked, and a change to a trainer's free-cancellation term writes one for that trainer.
CREATE FUNCTION schedule_changed_by_trainings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO schedule_changes (trainer_id) SELECT DISTINCT trainer_id FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO schedule_changes (trainer_id)
      SELECT trainer_id FROM new_rows UNION SELECT trainer_id FROM old_rows;
  ELSE
    INSERT INTO schedule_changes (trainer_id) SELECT DISTINCT trainer_id FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trainings_schedule_changed_insert AFTER INSERT ON trainings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_trainings();
--> statement-breakpoint
CREATE TRIGGER trainings_schedule_changed_update AFTER UPDATE ON trainings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_trainings();
--> statement-breakpoint
CREATE TRIGGER trainings_schedule_changed_delete AFTER DELETE ON trainings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_trainings();
--> statement-breakpoint
-- A booking's trainer is its training's (and a waitlist entry's, below). When a training and its bookings go together (a cascade),
-- the training is gone by the time this runs, and the trainings trigger has written the row.
CREATE FUNCTION schedule_changed_by_training_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO schedule_changes (trainer_id)
      SELECT DISTINCT t.trainer_id FROM trainings t WHERE t.id IN (SELECT training_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO schedule_changes (trainer_id)
      SELECT DISTINCT t.trainer_id FROM trainings t
       WHERE t.id IN (SELECT training_id FROM new_rows UNION SELECT training_id FROM old_rows);
  ELSE
    INSERT INTO schedule_changes (trainer_id)
      SELECT DISTINCT t.trainer_id FROM trainings t WHERE t.id IN (SELECT training_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_schedule_changed_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_training_rows();
--> statement-breakpoint
CREATE TRIGGER bookings_schedule_changed_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_training_rows();
--> statement-breakpoint
CREATE TRIGGER bookings_schedule_changed_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_training_rows();
--> statement-breakpoint
CREATE FUNCTION schedule_changed_by_person() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO schedule_changes (trainer_id)
    SELECT NEW.id
    UNION
    SELECT t.trainer_id FROM bookings b JOIN trainings t ON t.id = b.training_id WHERE b.student_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_schedule_changed AFTER UPDATE OF first_name, last_name, avatar_url, avatar_updated_at
  ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url
        OR OLD.avatar_updated_at IS DISTINCT FROM NEW.avatar_updated_at)
  EXECUTE FUNCTION schedule_changed_by_person();
--> statement-breakpoint
-- The queue: by the training's trainer, like bookings.
CREATE TRIGGER waitlist_entries_schedule_changed_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_training_rows();
--> statement-breakpoint
CREATE TRIGGER waitlist_entries_schedule_changed_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_training_rows();
--> statement-breakpoint
CREATE TRIGGER waitlist_entries_schedule_changed_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed_by_training_rows();
--> statement-breakpoint
-- Reviews and trainer profiles name their trainer in a column of their own, TG_ARGV[0].
CREATE FUNCTION schedule_changed_by_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO schedule_changes (trainer_id) VALUES ((to_jsonb(OLD) ->> TG_ARGV[0])::uuid);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO schedule_changes (trainer_id) VALUES ((to_jsonb(NEW) ->> TG_ARGV[0])::uuid);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_schedule_changed AFTER INSERT OR UPDATE OF trainer_id, booking_id OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION schedule_changed_by_owner('trainer_id');
--> statement-breakpoint
CREATE TRIGGER trainer_profiles_schedule_changed_insert_delete AFTER INSERT OR DELETE ON trainer_profiles
  FOR EACH ROW EXECUTE FUNCTION schedule_changed_by_owner('user_id');
--> statement-breakpoint
CREATE TRIGGER trainer_profiles_schedule_changed_update AFTER UPDATE OF free_cancel_minutes, user_id ON trainer_profiles
  FOR EACH ROW WHEN (OLD.free_cancel_minutes IS DISTINCT FROM NEW.free_cancel_minutes OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION schedule_changed_by_owner('user_id');
