CREATE TABLE "catalogue_change_totals" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"pruned" bigint NOT NULL,
	CONSTRAINT "catalogue_change_totals_one_row" CHECK ("catalogue_change_totals"."one")
);
--> statement-breakpoint
CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Hand-written (decision 0033, fifth addendum): every write to what the catalogue shows adds a row
-- in the same transaction. A card is a trainer's profile, their name, avatar and contacts, and for
-- a signed-in viewer whether it is a favorite; whom it shows is the trainer role and the blocks.
-- One row per statement that touched rows (a statement that matched none changes nothing).
CREATE FUNCTION catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      INSERT INTO catalogue_changes DEFAULT VALUES;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    INSERT INTO catalogue_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trainer_profiles_catalogue_changed_insert AFTER INSERT ON trainer_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER trainer_profiles_catalogue_changed_update AFTER UPDATE ON trainer_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER trainer_profiles_catalogue_changed_delete AFTER DELETE ON trainer_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_catalogue_changed_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_catalogue_changed_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_catalogue_changed_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER favorites_catalogue_changed_insert AFTER INSERT ON favorites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER favorites_catalogue_changed_update AFTER UPDATE ON favorites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER favorites_catalogue_changed_delete AFTER DELETE ON favorites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
-- A person's card fields, only for people with a trainer profile (a student's rename is not news).
CREATE FUNCTION catalogue_person_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM trainer_profiles WHERE user_id = NEW.id) THEN
    INSERT INTO catalogue_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_catalogue_changed AFTER UPDATE OF first_name, last_name, avatar_url, avatar_updated_at,
    username, vk_link, phone, blocked_at, trainer_blocked_at ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url
        OR OLD.avatar_updated_at IS DISTINCT FROM NEW.avatar_updated_at
        OR OLD.username IS DISTINCT FROM NEW.username OR OLD.vk_link IS DISTINCT FROM NEW.vk_link
        OR OLD.phone IS DISTINCT FROM NEW.phone OR OLD.blocked_at IS DISTINCT FROM NEW.blocked_at
        OR OLD.trainer_blocked_at IS DISTINCT FROM NEW.trainer_blocked_at)
  EXECUTE FUNCTION catalogue_person_changed();
