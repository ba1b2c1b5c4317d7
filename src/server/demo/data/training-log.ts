// Months of logged sets (decision 0031) so the progress view shows real curves and a record or
// two: students who trained a trainer's two workouts in turn, about twice a week.

export interface DemoTrainingLog {
  trainer: string
  student: string
  /** The trainer's workouts (data/workouts.ts titles), done in turn. */
  workouts: string[]
  /** How many sessions, the last one `lastDaysAgo` days ago, every `everyDays`. */
  sessions: number
  everyDays: number
  lastDaysAgo: number
  /** The working weights start at this share of the prescription and grow by `stepKg` every other session. */
  startShare: number
  stepKg: number
}

export const DEMO_TRAINING_LOGS: DemoTrainingLog[] = [
  {
    trainer: 'igor.strength@trainly.local',
    student: 'student@trainly.local',
    workouts: ['Lower body A', 'Upper body push/pull'],
    sessions: 36,
    everyDays: 4,
    lastDaysAgo: 2,
    startShare: 0.75,
    stepKg: 2.5,
  },
  {
    trainer: 'igor.strength@trainly.local',
    student: 'max@trainly.local',
    workouts: ['Upper body push/pull', 'Lower body A'],
    sessions: 20,
    everyDays: 5,
    lastDaysAgo: 3,
    startShare: 0.6,
    stepKg: 2.5,
  },
]
