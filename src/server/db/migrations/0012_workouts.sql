CREATE TYPE "public"."exercise_category" AS ENUM('strength', 'stretching', 'plyometrics', 'powerlifting', 'olympic_weightlifting', 'strongman', 'cardio');--> statement-breakpoint
CREATE TYPE "public"."exercise_equipment" AS ENUM('barbell', 'dumbbell', 'body_only', 'cable', 'machine', 'kettlebells', 'bands', 'medicine_ball', 'exercise_ball', 'foam_roll', 'ez_curl_bar', 'other');--> statement-breakpoint
CREATE TYPE "public"."exercise_level" AS ENUM('beginner', 'intermediate', 'expert');--> statement-breakpoint
CREATE TYPE "public"."muscle_group" AS ENUM('abdominals', 'abductors', 'adductors', 'biceps', 'calves', 'chest', 'forearms', 'glutes', 'hamstrings', 'lats', 'lower_back', 'middle_back', 'neck', 'quadriceps', 'shoulders', 'traps', 'triceps');--> statement-breakpoint
CREATE TABLE "assignment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"exercise_id" uuid NOT NULL,
	"sets" smallint NOT NULL,
	"reps" smallint,
	"duration_seconds" integer,
	"weight_kg" numeric(6, 2),
	"rest_seconds" integer,
	"notes" text DEFAULT '' NOT NULL,
	"superset_group" smallint,
	CONSTRAINT "assignment_items_sets_range" CHECK ("assignment_items"."sets" between 1 and 50),
	CONSTRAINT "assignment_items_reps_or_time" CHECK ("assignment_items"."reps" is null or "assignment_items"."duration_seconds" is null),
	CONSTRAINT "assignment_items_reps_range" CHECK ("assignment_items"."reps" is null or "assignment_items"."reps" between 1 and 1000),
	CONSTRAINT "assignment_items_duration_range" CHECK ("assignment_items"."duration_seconds" is null or "assignment_items"."duration_seconds" between 1 and 21600),
	CONSTRAINT "assignment_items_weight_range" CHECK ("assignment_items"."weight_kg" is null or "assignment_items"."weight_kg" between 0 and 1000),
	CONSTRAINT "assignment_items_rest_range" CHECK ("assignment_items"."rest_seconds" is null or "assignment_items"."rest_seconds" between 0 and 3600),
	CONSTRAINT "assignment_items_position_nonnegative" CHECK ("assignment_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"owner_id" uuid,
	"name_en" text NOT NULL,
	"name_ru" text,
	"category" "exercise_category" NOT NULL,
	"level" "exercise_level" DEFAULT 'beginner' NOT NULL,
	"equipment" "exercise_equipment",
	"primary_muscles" "muscle_group"[] DEFAULT '{}'::muscle_group[] NOT NULL,
	"secondary_muscles" "muscle_group"[] DEFAULT '{}'::muscle_group[] NOT NULL,
	"video_url" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (translate(lower("exercises"."name_en" || ' ' || coalesce("exercises"."name_ru", '')), 'ё', 'е')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_library_or_private" CHECK (("exercises"."slug" is null) = ("exercises"."owner_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "workout_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"workout_id" uuid,
	"training_id" uuid,
	"student_id" uuid,
	"scheduled_on" date,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_assignments_target" CHECK (("workout_assignments"."training_id" is not null and "workout_assignments"."student_id" is null and "workout_assignments"."scheduled_on" is null)
        or ("workout_assignments"."training_id" is null and "workout_assignments"."student_id" is not null and "workout_assignments"."scheduled_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "workout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workout_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"exercise_id" uuid NOT NULL,
	"sets" smallint NOT NULL,
	"reps" smallint,
	"duration_seconds" integer,
	"weight_kg" numeric(6, 2),
	"rest_seconds" integer,
	"notes" text DEFAULT '' NOT NULL,
	"superset_group" smallint,
	CONSTRAINT "workout_items_sets_range" CHECK ("workout_items"."sets" between 1 and 50),
	CONSTRAINT "workout_items_reps_or_time" CHECK ("workout_items"."reps" is null or "workout_items"."duration_seconds" is null),
	CONSTRAINT "workout_items_reps_range" CHECK ("workout_items"."reps" is null or "workout_items"."reps" between 1 and 1000),
	CONSTRAINT "workout_items_duration_range" CHECK ("workout_items"."duration_seconds" is null or "workout_items"."duration_seconds" between 1 and 21600),
	CONSTRAINT "workout_items_weight_range" CHECK ("workout_items"."weight_kg" is null or "workout_items"."weight_kg" between 0 and 1000),
	CONSTRAINT "workout_items_rest_range" CHECK ("workout_items"."rest_seconds" is null or "workout_items"."rest_seconds" between 0 and 3600),
	CONSTRAINT "workout_items_position_nonnegative" CHECK ("workout_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workout_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"assignment_item_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"performed_on" date NOT NULL,
	"set_index" smallint NOT NULL,
	"reps" smallint,
	"weight_kg" numeric(6, 2),
	"duration_seconds" integer,
	"done" boolean DEFAULT false NOT NULL,
	"client_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_results_set_index_range" CHECK ("workout_results"."set_index" between 0 and 49),
	CONSTRAINT "workout_results_reps_range" CHECK ("workout_results"."reps" is null or "workout_results"."reps" between 0 and 1000),
	CONSTRAINT "workout_results_weight_range" CHECK ("workout_results"."weight_kg" is null or "workout_results"."weight_kg" between 0 and 1000),
	CONSTRAINT "workout_results_duration_range" CHECK ("workout_results"."duration_seconds" is null or "workout_results"."duration_seconds" between 0 and 21600)
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_assignment_id_workout_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."workout_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_assignments" ADD CONSTRAINT "workout_assignments_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_assignments" ADD CONSTRAINT "workout_assignments_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_assignments" ADD CONSTRAINT "workout_assignments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_assignments" ADD CONSTRAINT "workout_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_items" ADD CONSTRAINT "workout_items_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_items" ADD CONSTRAINT "workout_items_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_assignment_id_workout_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."workout_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_assignment_item_id_assignment_items_id_fk" FOREIGN KEY ("assignment_item_id") REFERENCES "public"."assignment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_items_position_key" ON "assignment_items" USING btree ("assignment_id","position");--> statement-breakpoint
CREATE INDEX "assignment_items_exercise_idx" ON "assignment_items" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_slug_key" ON "exercises" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "exercises_owner_idx" ON "exercises" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "exercises_search_trgm_idx" ON "exercises" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_primary_muscles_idx" ON "exercises" USING gin ("primary_muscles");--> statement-breakpoint
CREATE INDEX "exercises_category_idx" ON "exercises" USING btree ("category");--> statement-breakpoint
CREATE INDEX "exercises_equipment_idx" ON "exercises" USING btree ("equipment");--> statement-breakpoint
CREATE INDEX "workout_assignments_trainer_idx" ON "workout_assignments" USING btree ("trainer_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "workout_assignments_training_idx" ON "workout_assignments" USING btree ("training_id") WHERE "workout_assignments"."training_id" is not null;--> statement-breakpoint
CREATE INDEX "workout_assignments_student_idx" ON "workout_assignments" USING btree ("student_id","scheduled_on") WHERE "workout_assignments"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "workout_assignments_workout_idx" ON "workout_assignments" USING btree ("workout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_items_position_key" ON "workout_items" USING btree ("workout_id","position");--> statement-breakpoint
CREATE INDEX "workout_items_exercise_idx" ON "workout_items" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_results_set_key" ON "workout_results" USING btree ("student_id","assignment_item_id","set_index");--> statement-breakpoint
CREATE INDEX "workout_results_student_exercise_idx" ON "workout_results" USING btree ("student_id","exercise_id","performed_on");--> statement-breakpoint
CREATE INDEX "workout_results_assignment_idx" ON "workout_results" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE INDEX "workout_results_exercise_idx" ON "workout_results" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "workouts_trainer_idx" ON "workouts" USING btree ("trainer_id","updated_at" desc);