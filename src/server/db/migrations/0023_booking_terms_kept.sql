ALTER TYPE "public"."cancelled_by" ADD VALUE 'unanswered';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancels_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "price" integer;