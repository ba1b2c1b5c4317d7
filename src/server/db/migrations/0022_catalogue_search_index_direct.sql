DROP INDEX "trainer_profiles_search_idx";--> statement-breakpoint
CREATE INDEX "trainer_profiles_search_idx" ON "trainer_profiles" USING gin ("search") WITH (fastupdate=false);