CREATE TYPE "public"."trainer_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."audit_action" AS ENUM('user_blocked', 'user_unblocked', 'role_granted', 'role_revoked', 'trainer_role_blocked', 'trainer_role_unblocked', 'application_approved', 'application_rejected', 'content_updated', 'training_cancelled');--> statement-breakpoint
CREATE TYPE "public"."content_slug" AS ENUM('help', 'about', 'offer', 'privacy', 'requisites');--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" "audit_action" NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "content_page_versions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" "content_slug" NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" "content_slug" NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "trainer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "trainer_application_status" DEFAULT 'pending' NOT NULL,
	"specializations" text[] NOT NULL,
	"experience_years" integer NOT NULL,
	"bio" text NOT NULL,
	"city" text NOT NULL,
	"formats" "trainer_format"[] NOT NULL,
	"certificate_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"certificate_photo" text,
	"reject_reason" text,
	"reviewer_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_applications_experience_range" CHECK ("trainer_applications"."experience_years" between 0 and 70),
	CONSTRAINT "trainer_applications_specializations_known" CHECK ("trainer_applications"."specializations" <@ array['strength', 'functional', 'yoga', 'pilates', 'stretching', 'boxing', 'martial_arts', 'running', 'swimming', 'cycling', 'crossfit', 'rehabilitation', 'nutrition', 'dance']::text[]),
	CONSTRAINT "trainer_applications_decision" CHECK (("trainer_applications"."status" = 'pending') = ("trainer_applications"."decided_at" is null) and ("trainer_applications"."status" <> 'rejected' or "trainer_applications"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_applications" ADD CONSTRAINT "trainer_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "audit_entries_target_idx" ON "audit_entries" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "content_page_versions_page_idx" ON "content_page_versions" USING btree ("slug","locale","seq" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_applications_one_pending_key" ON "trainer_applications" USING btree ("user_id") WHERE "trainer_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trainer_applications_queue_idx" ON "trainer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trainer_applications_user_idx" ON "trainer_applications" USING btree ("user_id","created_at" desc);--> statement-breakpoint-- The audit trail is append-only (hand-written; keep when regenerating): the database itself
-- refuses to change or remove a recorded staff action, whoever asks.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
