DROP INDEX "bookings_training_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_training_visits_idx" ON "bookings" USING btree ("training_id","status","student_id");--> statement-breakpoint
CREATE INDEX "bookings_student_attended_idx" ON "bookings" USING btree ("student_id","training_id") WHERE "bookings"."status" = 'attended';--> statement-breakpoint
CREATE INDEX "trainings_trainer_held_idx" ON "trainings" USING btree ("trainer_id","starts_at","ends_at","id") WHERE "trainings"."status" <> 'cancelled';