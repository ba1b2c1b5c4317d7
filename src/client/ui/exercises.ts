// How an exercise reads, wherever it is shown: the trainer's workouts and students, the student's
// log and records. Written once here (it was written three times, and the log wrote "kg" and "s"
// in English in both languages).
import { numberFormat } from '#shared/money-format.ts'
import type { Dictionary } from './i18n/en.ts'

/** An exercise's name in the reader's language (the English one when it has no Russian name). */
export function exerciseName(exercise: { nameEn: string; nameRu: string | null }, locale: string): string {
  return locale === 'ru' && exercise.nameRu ? exercise.nameRu : exercise.nameEn
}

/** "5 × 5 · 80 kg": an item's sets, reps or seconds and weight, in one line. */
export function prescriptionLine(
  t: Dictionary,
  item: { sets: number; reps: number | null; durationSeconds: number | null; weightKg: number | null },
  locale: string,
): string {
  const amount =
    item.durationSeconds !== null
      ? `${item.sets} × ${t.workouts.seconds({ n: item.durationSeconds })}`
      : `${item.sets} × ${item.reps ?? '—'}`
  const weight =
    item.weightKg !== null ? ` · ${t.workouts.kg({ n: numberFormat(locale).format(item.weightKg) })}` : ''
  return amount + weight
}
