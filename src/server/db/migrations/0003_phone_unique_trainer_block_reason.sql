ALTER TABLE "users" ADD COLUMN "trainer_blocked_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");