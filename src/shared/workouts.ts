// The fixed lists and bounds of the exercise library and workouts (PRODUCT.md §2 "Exercise",
// "Workout"; decision 0030). The library's values are those of the Free Exercise DB it is seeded
// from (../shared/data/exercises.json); the client shows them translated.

export const EXERCISE_CATEGORIES = [
  'strength',
  'stretching',
  'plyometrics',
  'powerlifting',
  'olympic_weightlifting',
  'strongman',
  'cardio',
] as const
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number]

export const EXERCISE_LEVELS = ['beginner', 'intermediate', 'expert'] as const
export type ExerciseLevel = (typeof EXERCISE_LEVELS)[number]

export const EXERCISE_EQUIPMENT = [
  'barbell',
  'dumbbell',
  'body_only',
  'cable',
  'machine',
  'kettlebells',
  'bands',
  'medicine_ball',
  'exercise_ball',
  'foam_roll',
  'ez_curl_bar',
  'other',
] as const
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number]

export const MUSCLE_GROUPS = [
  'abdominals',
  'abductors',
  'adductors',
  'biceps',
  'calves',
  'chest',
  'forearms',
  'glutes',
  'hamstrings',
  'lats',
  'lower_back',
  'middle_back',
  'neck',
  'quadriceps',
  'shoulders',
  'traps',
  'triceps',
] as const
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number]

/** Bounds of a prescription and of a logged set (decision 0021: every number has a range). */
export const WORKOUT_LIMITS = {
  titleMax: 120,
  notesMax: 2000,
  itemNotesMax: 500,
  itemsMax: 60,
  setsMax: 50,
  repsMax: 1000,
  durationSecondsMax: 6 * 60 * 60,
  restSecondsMax: 60 * 60,
  weightKgMax: 1000,
  supersetGroupMax: 60,
  exerciseNameMax: 120,
} as const

export const EXERCISES_PAGE_SIZE = 30
