// The shared exercise library (decision 0030): the Free Exercise DB's 873 exercises (public
// domain, github.com/yuhonas/free-exercise-db), with the Russian names of data/exercise-names-ru.json.
// Written on every migration run (a fresh database, each start), idempotently: a row is keyed by
// the source's id (`slug`) and rewritten only when its data differ.
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import {
  EXERCISE_CATEGORIES,
  EXERCISE_EQUIPMENT,
  EXERCISE_LEVELS,
  type ExerciseCategory,
  type ExerciseEquipment,
  type ExerciseLevel,
  MUSCLE_GROUPS,
  type MuscleGroup,
} from '#shared/workouts.ts'
import namesRu from './data/exercise-names-ru.json' with { type: 'json' }
import source from './data/exercises.json' with { type: 'json' }
import type * as schema from './schema.ts'
import { exercises } from './schema.ts'

/** The database handle (client.ts's Db, named here so that client.ts may import this file). */
type Db = NodePgDatabase<typeof schema>

interface SourceExercise {
  id: string
  name: string
  category: string
  level: string
  equipment: string | null
  primaryMuscles: string[]
  secondaryMuscles: string[]
}

/** 'olympic weightlifting' → 'olympic_weightlifting', 'e-z curl bar' → 'ez_curl_bar'. */
const key = (value: string) =>
  value
    .toLowerCase()
    .replace('e-z', 'ez')
    .replace(/[^a-z0-9]+/g, '_')

function known<T extends string>(list: readonly T[], value: string, what: string): T {
  const k = key(value)
  if (!(list as readonly string[]).includes(k))
    throw new Error(`Exercise library: unknown ${what} "${value}"`)
  return k as T
}

export type LibraryRow = {
  slug: string
  nameEn: string
  nameRu: string | null
  category: ExerciseCategory
  level: ExerciseLevel
  equipment: ExerciseEquipment | null
  primaryMuscles: MuscleGroup[]
  secondaryMuscles: MuscleGroup[]
}

export function libraryRows(): LibraryRow[] {
  const ru = namesRu as Record<string, string>
  return (source as SourceExercise[]).map((e) => ({
    slug: e.id,
    nameEn: e.name,
    nameRu: ru[e.id] ?? null,
    category: known(EXERCISE_CATEGORIES, e.category, 'category'),
    level: known(EXERCISE_LEVELS, e.level, 'level'),
    equipment: e.equipment === null ? null : known(EXERCISE_EQUIPMENT, e.equipment, 'equipment'),
    primaryMuscles: e.primaryMuscles.map((m) => known(MUSCLE_GROUPS, m, 'muscle')),
    secondaryMuscles: e.secondaryMuscles.map((m) => known(MUSCLE_GROUPS, m, 'muscle')),
  }))
}

const excluded = (column: string) => sql.raw(`excluded.${column}`)

/** Writes the library; a second run changes nothing. */
export async function seedExerciseLibrary(db: Db) {
  const rows = libraryRows()
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(exercises)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: exercises.slug,
        set: {
          nameEn: excluded('name_en'),
          nameRu: excluded('name_ru'),
          category: excluded('category'),
          level: excluded('level'),
          equipment: excluded('equipment'),
          primaryMuscles: excluded('primary_muscles'),
          secondaryMuscles: excluded('secondary_muscles'),
        },
        setWhere: sql`(${exercises.nameEn}, ${exercises.nameRu}, ${exercises.category}, ${exercises.level}, ${exercises.equipment}, ${exercises.primaryMuscles}, ${exercises.secondaryMuscles})
          is distinct from (excluded.name_en, excluded.name_ru, excluded.category, excluded.level, excluded.equipment, excluded.primary_muscles, excluded.secondary_muscles)`,
      })
  }
}
