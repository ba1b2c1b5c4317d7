export const STUDENTS_OF: Record<string, { student: string; sinceDays: number }[]> = {
  'anna.yoga@trainly.local': [{ student: 'student@trainly.local', sinceDays: 120 }],
  'igor.strength@trainly.local': [
    { student: 'student@trainly.local', sinceDays: 60 },
    { student: 'max@trainly.local', sinceDays: 90 },
  ],
  'maria.pilates@trainly.local': [{ student: 'sofia@trainly.local', sinceDays: 150 }],
  'dmitry.boxing@trainly.local': [{ student: 'max@trainly.local', sinceDays: 45 }],
  'elena.run@trainly.local': [{ student: 'sofia@trainly.local', sinceDays: 30 }],
  'pavel.crossfit@trainly.local': [{ student: 'artem@trainly.local', sinceDays: 100 }],
  'mikhail.mma@trainly.local': [{ student: 'artem@trainly.local', sinceDays: 70 }],
  'olga.stretch@trainly.local': [{ student: 'daria@trainly.local', sinceDays: 80 }],
  'ksenia.dance@trainly.local': [{ student: 'daria@trainly.local', sinceDays: 40 }],
}

export interface DemoSession {
  trainer: string
  /** The title of one of the trainer's services. */
  service: string
  /** Negative: in the past. */
  inDays: number
  /** UTC hour of the start. */
  hour: number
  visits: {
    student: string
    status: 'confirmed' | 'attended' | 'no_show'
    review?: { rating: number; comment: string }
  }[]
}

export const DEMO_SESSIONS: DemoSession[] = [
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Personal hatha yoga',
    inDays: -14,
    hour: 7,
    visits: [
      {
        student: 'student@trainly.local',
        status: 'attended',
        review: {
          rating: 5,
          comment: 'Anna explained every pose, and my back finally stopped aching after work.',
        },
      },
    ],
  },
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Morning yoga group',
    inDays: -21,
    hour: 5,
    visits: [
      { student: 'student@trainly.local', status: 'attended' },
      {
        student: 'daria@trainly.local',
        status: 'attended',
        review: {
          rating: 4,
          comment: 'Хорошая группа и спокойный темп. Хотелось бы чуть больше силовых асан.',
        },
      },
    ],
  },
  // Attended and not yet reviewed: Kate can leave a review of it.
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Morning yoga group',
    inDays: -7,
    hour: 5,
    visits: [{ student: 'student@trainly.local', status: 'attended' }],
  },
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Personal hatha yoga',
    inDays: 3,
    hour: 7,
    visits: [{ student: 'student@trainly.local', status: 'confirmed' }],
  },
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Personal strength session',
    inDays: -10,
    hour: 15,
    visits: [
      {
        student: 'student@trainly.local',
        status: 'attended',
        review: { rating: 5, comment: 'Patient and precise. I squat without fear now.' },
      },
    ],
  },
  // Kate's "Strength 4" package (data/money.ts) is used up on these three and the session above.
  ...[-24, -17, -4].map(
    (inDays): DemoSession => ({
      trainer: 'igor.strength@trainly.local',
      service: 'Personal strength session',
      inDays,
      hour: 15,
      visits: [{ student: 'student@trainly.local', status: 'attended' }],
    }),
  ),
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Powerlifting for two',
    inDays: -20,
    hour: 16,
    visits: [
      {
        student: 'max@trainly.local',
        status: 'attended',
        review: { rating: 4, comment: 'Tough but fair. My deadlift went up 20 kg in two months.' },
      },
    ],
  },
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Personal strength session',
    inDays: -3,
    hour: 16,
    visits: [{ student: 'max@trainly.local', status: 'attended' }],
  },
  {
    trainer: 'maria.pilates@trainly.local',
    service: 'Personal pilates',
    inDays: -12,
    hour: 9,
    visits: [
      {
        student: 'sofia@trainly.local',
        status: 'attended',
        review: { rating: 5, comment: 'After a month my lower back pain is gone. Maria is wonderful.' },
      },
    ],
  },
  {
    trainer: 'dmitry.boxing@trainly.local',
    service: 'Personal boxing',
    inDays: -8,
    hour: 17,
    visits: [
      {
        student: 'max@trainly.local',
        status: 'attended',
        review: { rating: 5, comment: 'Great pad work and a proper warm-up. Best hour of my week.' },
      },
    ],
  },
  {
    trainer: 'dmitry.boxing@trainly.local',
    service: 'Personal boxing',
    inDays: -15,
    hour: 17,
    visits: [{ student: 'max@trainly.local', status: 'no_show' }],
  },
  {
    trainer: 'elena.run@trainly.local',
    service: 'Running technique in your park',
    inDays: -5,
    hour: 4,
    visits: [
      {
        student: 'sofia@trainly.local',
        status: 'attended',
        review: {
          rating: 4,
          comment: 'Useful drills, and the plan is realistic. Early mornings are hard, though!',
        },
      },
    ],
  },
  {
    trainer: 'pavel.crossfit@trainly.local',
    service: 'Персональный кроссфит',
    inDays: -9,
    hour: 12,
    visits: [
      {
        student: 'artem@trainly.local',
        status: 'attended',
        review: {
          rating: 5,
          comment: 'Павел отлично объясняет технику, комплексы каждый раз разные. Рекомендую!',
        },
      },
    ],
  },
  {
    trainer: 'mikhail.mma@trainly.local',
    service: 'Персональная тренировка ММА',
    inDays: -6,
    hour: 15,
    visits: [
      {
        student: 'artem@trainly.local',
        status: 'attended',
        review: { rating: 4, comment: 'Жёстко, но очень полезно. Зал отличный, ребята дружелюбные.' },
      },
    ],
  },
  {
    trainer: 'olga.stretch@trainly.local',
    service: 'Splits in 8 weeks, online',
    inDays: -11,
    hour: 13,
    visits: [
      {
        student: 'daria@trainly.local',
        status: 'attended',
        review: { rating: 5, comment: 'За два месяца села в продольный шпагат! Ольга очень внимательная.' },
      },
    ],
  },
  {
    trainer: 'ksenia.dance@trainly.local',
    service: 'Контемпорари, персонально',
    inDays: -4,
    hour: 14,
    visits: [
      {
        student: 'daria@trainly.local',
        status: 'attended',
        review: { rating: 5, comment: 'Очень весело и энергично, после занятия отличное настроение.' },
      },
    ],
  },
]

export const DEMO_FAVORITES: Record<string, string[]> = {
  'student@trainly.local': [
    'anna.yoga@trainly.local',
    'irina.yoga@trainly.local',
    'maria.pilates@trainly.local',
  ],
  'max@trainly.local': ['dmitry.boxing@trainly.local', 'mikhail.mma@trainly.local'],
  'sofia@trainly.local': ['elena.run@trainly.local', 'sergey.swim@trainly.local'],
  'artem@trainly.local': ['pavel.crossfit@trainly.local'],
  'daria@trainly.local': ['ksenia.dance@trainly.local', 'olga.stretch@trainly.local'],
}

export const DEMO_PENDING_REQUESTS = [
  {
    student: 'student@trainly.local',
    trainer: 'irina.yoga@trainly.local',
    message: 'Hi Irina! I am expecting in spring and would love prenatal yoga at home twice a week.',
    preferredTimes: 'Tuesday and Thursday evenings',
  },
  {
    student: 'max@trainly.local',
    trainer: 'sergey.swim@trainly.local',
    message: 'I want to learn a proper crawl before my first triathlon this summer.',
    preferredTimes: 'Weekend mornings',
  },
  {
    student: 'artem@trainly.local',
    trainer: 'roman.rehab@trainly.local',
    message: 'Здравствуйте! После операции на колене врач разрешил тренировки, хочу вернуться к бегу.',
    preferredTimes: 'Будни после 18:00',
  },
]
