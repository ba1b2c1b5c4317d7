// Demo workout libraries of two trainers (decision 0030): Igor (strength) and Pavel (CrossFit),
// exercises named by the library's slug (each has a Russian name in exercise-names-ru.json).

export interface DemoWorkoutItem {
  slug: string
  sets: number
  reps?: number
  durationSeconds?: number
  weightKg?: number
  restSeconds?: number
  notes?: string
  supersetGroup?: number
}

export interface DemoWorkout {
  trainer: string
  title: string
  notes?: string
  archived?: boolean
  items: DemoWorkoutItem[]
}

export const DEMO_WORKOUTS: DemoWorkout[] = [
  {
    trainer: 'igor.strength@trainly.local',
    title: 'Lower body A',
    notes: 'Warm up 10 minutes on the bike first.',
    items: [
      { slug: 'Barbell_Squat', sets: 5, reps: 5, weightKg: 80, restSeconds: 180 },
      { slug: 'Romanian_Deadlift', sets: 3, reps: 8, weightKg: 60, restSeconds: 120 },
      { slug: 'Dumbbell_Lunges', sets: 3, reps: 10, weightKg: 14, restSeconds: 60, supersetGroup: 1 },
      { slug: 'Standing_Calf_Raises', sets: 3, reps: 15, restSeconds: 60, supersetGroup: 1 },
      { slug: 'Plank', sets: 3, durationSeconds: 45, restSeconds: 45 },
    ],
  },
  {
    trainer: 'igor.strength@trainly.local',
    title: 'Upper body push/pull',
    items: [
      { slug: 'Barbell_Bench_Press_-_Medium_Grip', sets: 5, reps: 5, weightKg: 60, restSeconds: 180 },
      { slug: 'Bent_Over_Barbell_Row', sets: 4, reps: 8, weightKg: 50, restSeconds: 120 },
      { slug: 'Seated_Dumbbell_Press', sets: 3, reps: 10, weightKg: 16, restSeconds: 90, supersetGroup: 1 },
      {
        slug: 'Pullups',
        sets: 3,
        reps: 6,
        restSeconds: 90,
        supersetGroup: 1,
        notes: 'Band assistance if needed',
      },
      { slug: 'Triceps_Pushdown_-_Rope_Attachment', sets: 3, reps: 12, weightKg: 20, restSeconds: 60 },
      { slug: 'Hammer_Curls', sets: 3, reps: 12, weightKg: 10, restSeconds: 60 },
    ],
  },
  {
    trainer: 'igor.strength@trainly.local',
    title: 'Functional circuit',
    notes: 'Three rounds, move between stations without rest.',
    items: [
      { slug: 'Goblet_Squat', sets: 3, reps: 15, weightKg: 16, supersetGroup: 1 },
      { slug: 'Pushups', sets: 3, reps: 12, supersetGroup: 1 },
      { slug: 'One-Arm_Kettlebell_Swings', sets: 3, reps: 15, weightKg: 16, supersetGroup: 1 },
      { slug: 'Mountain_Climbers', sets: 3, durationSeconds: 40, supersetGroup: 1 },
      { slug: 'Farmers_Walk', sets: 3, durationSeconds: 60, weightKg: 24, restSeconds: 120 },
    ],
  },
  {
    trainer: 'igor.strength@trainly.local',
    title: 'Deadlift day (old plan)',
    archived: true,
    items: [
      { slug: 'Barbell_Deadlift', sets: 5, reps: 3, weightKg: 100, restSeconds: 240 },
      { slug: 'Hyperextensions_Back_Extensions', sets: 3, reps: 12, restSeconds: 60 },
    ],
  },
  {
    trainer: 'pavel.crossfit@trainly.local',
    title: 'WOD: Engine',
    notes: 'As many rounds as possible in 20 minutes.',
    items: [
      { slug: 'Rowing_Stationary', sets: 1, durationSeconds: 300, notes: 'Easy pace warm-up' },
      { slug: 'Box_Jump_Multiple_Response', sets: 5, reps: 10, supersetGroup: 1 },
      { slug: 'Kettlebell_Thruster', sets: 5, reps: 10, weightKg: 16, supersetGroup: 1 },
      { slug: 'Pullups', sets: 5, reps: 8, supersetGroup: 1 },
      { slug: 'Rope_Jumping', sets: 3, durationSeconds: 60, restSeconds: 60 },
    ],
  },
  {
    trainer: 'pavel.crossfit@trainly.local',
    title: 'Strength + core',
    items: [
      { slug: 'Front_Barbell_Squat', sets: 5, reps: 3, weightKg: 70, restSeconds: 180 },
      { slug: 'Power_Clean', sets: 5, reps: 2, weightKg: 60, restSeconds: 150 },
      { slug: 'Hanging_Leg_Raise', sets: 3, reps: 12, restSeconds: 60 },
      { slug: 'Russian_Twist', sets: 3, reps: 20, weightKg: 5, restSeconds: 45 },
    ],
  },
]

/** A workout given to a demo student, `day` days from today (negative: in the past). */
export const DEMO_WORKOUT_ASSIGNMENTS: { trainer: string; workout: string; student: string; day: number }[] =
  [
    {
      trainer: 'igor.strength@trainly.local',
      workout: 'Lower body A',
      student: 'student@trainly.local',
      day: -7,
    },
    {
      trainer: 'igor.strength@trainly.local',
      workout: 'Upper body push/pull',
      student: 'student@trainly.local',
      day: -4,
    },
    {
      trainer: 'igor.strength@trainly.local',
      workout: 'Lower body A',
      student: 'student@trainly.local',
      day: 1,
    },
    {
      trainer: 'igor.strength@trainly.local',
      workout: 'Upper body push/pull',
      student: 'max@trainly.local',
      day: 2,
    },
    {
      trainer: 'pavel.crossfit@trainly.local',
      workout: 'WOD: Engine',
      student: 'artem@trainly.local',
      day: -3,
    },
    {
      trainer: 'pavel.crossfit@trainly.local',
      workout: 'Strength + core',
      student: 'artem@trainly.local',
      day: 2,
    },
  ]

/** A workout attached to the next training of a trainer's group class (by the class's title). */
export const DEMO_WORKOUT_ATTACHMENTS = [
  {
    trainer: 'igor.strength@trainly.local',
    workout: 'Functional circuit',
    training: 'Functional circuit group',
  },
]
