import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { WORKOUT_LIMITS as L } from '#shared/workouts.ts'
import { exerciseBody, workoutItemInput } from './workouts.ts'

const item = { exerciseId: '00000000-0000-4000-8000-000000000001', sets: 3, reps: 10 }
const messageOf = (input: unknown) => {
  const parsed = workoutItemInput.safeParse(input)
  return parsed.success ? null : parsed.error.issues[0]!.message
}

describe('a workout item', () => {
  it('is refused with a message that names its own limits, for a number out of range or not a number', () => {
    for (const [field, max, message] of [
      ['sets', L.setsMax, MESSAGES.workoutSetsRange],
      ['reps', L.repsMax, MESSAGES.workoutRepsRange],
      ['restSeconds', L.restSecondsMax, MESSAGES.workoutRestRange],
      ['weightKg', L.weightKgMax, MESSAGES.workoutWeightRange],
    ] as const) {
      expect(messageOf({ ...item, [field]: max })).toBeNull()
      expect(messageOf({ ...item, [field]: max + 1 }), field).toBe(message)
      // What a typed "abc" becomes before it is sent.
      expect(messageOf({ ...item, [field]: Number.NaN }), field).toBe(message)
      expect(message).toContain(String(max))
    }
    expect(messageOf({ ...item, reps: null, durationSeconds: L.durationSecondsMax + 1 })).toBe(
      MESSAGES.workoutTimeRange,
    )
    expect(MESSAGES.workoutTimeRange).toContain(String(L.durationSecondsMax))
    expect(messageOf({ ...item, weightKg: 80.1 })).toBe(MESSAGES.workoutWeightRange)
  })
})

describe('an exercise of the trainer’s own', () => {
  it('takes only an https link to its video', () => {
    const base = { name: 'Sled push', category: 'strength', primaryMuscles: ['quadriceps'] }
    expect(exerciseBody.safeParse({ ...base, videoUrl: 'https://example.com/v' }).success).toBe(true)
    const plain = exerciseBody.safeParse({ ...base, videoUrl: 'http://example.com/v' })
    expect(plain.success ? null : plain.error.issues[0]!.message).toBe(MESSAGES.videoUrlInvalid)
  })
})
