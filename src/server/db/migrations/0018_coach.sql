-- Logged sets carry their assignment's trainer (decision 0039): filled from the assignments for
-- the sets already logged, then required.
ALTER TABLE "workout_results" ADD COLUMN "trainer_id" uuid;--> statement-breakpoint
UPDATE "workout_results" r SET "trainer_id" = wa."trainer_id" FROM "workout_assignments" wa WHERE wa."id" = r."assignment_id";--> statement-breakpoint
ALTER TABLE "workout_results" ALTER COLUMN "trainer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_results_trainer_done_idx" ON "workout_results" USING btree ("trainer_id","performed_on","exercise_id") WHERE "workout_results"."done";
