-- The catalogue's search document (decision 0008). It spans two tables (names live in users),
-- which a generated column cannot, so triggers keep it: on a profile's own writes and on a
-- change of its owner's name.

-- The words a specialization is found by, in English and Russian: the labels both clients show
-- plus the word forms people type ('simple' does not stem, and queries match by prefix).
CREATE FUNCTION trainer_specialization_terms(specializations text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE s
    WHEN 'strength' THEN 'strength силовые силовая силовой'
    WHEN 'functional' THEN 'functional training функциональный функциональная функциональные тренинг'
    WHEN 'yoga' THEN 'yoga йога йогой йоги'
    WHEN 'pilates' THEN 'pilates пилатес'
    WHEN 'stretching' THEN 'stretching растяжка растяжки растяжкой стретчинг'
    WHEN 'boxing' THEN 'boxing бокс боксу боксом'
    WHEN 'martial_arts' THEN 'martial arts mma единоборства единоборство боевые искусства'
    WHEN 'running' THEN 'running бег бегу бегом'
    WHEN 'swimming' THEN 'swimming плавание плаванию плаванием'
    WHEN 'cycling' THEN 'cycling велоспорт велосипед'
    WHEN 'crossfit' THEN 'crossfit кроссфит'
    WHEN 'rehabilitation' THEN 'rehabilitation реабилитация реабилитации'
    WHEN 'nutrition' THEN 'nutrition питание питанию нутрициология нутрициолог'
    WHEN 'dance' THEN 'dance dancing танцы танец танцам танцев'
    ELSE s
  END, ' '), '')
  FROM unnest(specializations) AS s
$$;
--> statement-breakpoint

-- Names weigh most, then specializations, then the bios; 'ё' is folded into 'е' as people type
-- either (the API folds the query the same way).
CREATE FUNCTION trainer_search_document(
  first_name text, last_name text, bio_en text, bio_ru text, specializations text[]
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', translate(coalesce(first_name, '') || ' ' || coalesce(last_name, ''), 'ёЁ', 'еЕ')), 'A')
      || setweight(to_tsvector('simple', translate(trainer_specialization_terms(specializations), 'ёЁ', 'еЕ')), 'B')
      || setweight(to_tsvector('simple', translate(coalesce(bio_en, '') || ' ' || coalesce(bio_ru, ''), 'ёЁ', 'еЕ')), 'C')
$$;
--> statement-breakpoint

CREATE FUNCTION trainer_profiles_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT trainer_search_document(u.first_name, u.last_name, NEW.bio_en, NEW.bio_ru, NEW.specializations)
    INTO NEW.search
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER trainer_profiles_search_refresh
BEFORE INSERT OR UPDATE OF bio_en, bio_ru, specializations ON trainer_profiles
FOR EACH ROW EXECUTE FUNCTION trainer_profiles_search_refresh();
--> statement-breakpoint

CREATE FUNCTION users_trainer_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trainer_profiles
     SET search = trainer_search_document(NEW.first_name, NEW.last_name, bio_en, bio_ru, specializations)
   WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER users_trainer_search_refresh
AFTER UPDATE OF first_name, last_name ON users
FOR EACH ROW
WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
EXECUTE FUNCTION users_trainer_search_refresh();
--> statement-breakpoint

UPDATE trainer_profiles tp
   SET search = trainer_search_document(u.first_name, u.last_name, tp.bio_en, tp.bio_ru, tp.specializations)
  FROM users u
 WHERE u.id = tp.user_id;
--> statement-breakpoint

-- price_from now follows the trainer's active services, and there are none yet: a price
-- without anything on sale behind it would be a promise nobody can book.
UPDATE trainer_profiles SET price_from = NULL;
