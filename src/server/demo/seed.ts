import { count } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  bookings,
  favorites,
  reviews,
  services,
  trainerPlans,
  trainerProfiles,
  trainerRequests,
  trainerStudents,
  trainings,
  trainingTemplates,
  userRoles,
  users,
} from '#server/db/schema.ts'
import { hashPassword } from '#server/modules/auth/index.ts'
import { refreshPriceFrom, refreshRating } from '#server/modules/catalogue/index.ts'
import { expandTemplate } from '#server/modules/trainings/index.ts'
import type { TrainingVisibility } from '#shared/api/trainings.ts'
import type { Specialization } from '#shared/catalogue.ts'
import { TRAINER_TRIAL_DAYS } from '#shared/constants.ts'
import { dateInZone } from '#shared/time.ts'

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'trainly-demo'

type Format = 'online' | 'gym' | 'client_place'

interface DemoService {
  title: string
  specialization: Specialization
  format: Format
  durationMin: number
  capacity: number
  /** Kopecks. */
  price: number
  active?: boolean
}

interface DemoTrainer {
  email: string
  firstName: string
  lastName: string
  city: string
  specializations: Specialization[]
  formats: Format[]
  experienceYears: number
  bioEn: string
  bioRu: string
  gymAddress?: string
  manualApproval?: boolean
  services: DemoService[]
}

const rub = (roubles: number) => roubles * 100

export const DEMO_TRAINERS: DemoTrainer[] = [
  {
    email: 'anna.yoga@trainly.local',
    firstName: 'Anna',
    lastName: 'Sokolova',
    city: 'Moscow',
    specializations: ['yoga', 'stretching'],
    formats: ['gym', 'online'],
    experienceYears: 8,
    bioEn:
      'Hatha and vinyasa yoga for beginners and office backs. Gentle progressions, breathing you can take to work, and a calm studio near Chistye Prudy.',
    bioRu:
      'Хатха- и виньяса-йога для начинающих и для спин, уставших от офиса. Мягкая прогрессия, дыхание, которое пригодится и на работе, и спокойная студия у Чистых прудов.',
    gymAddress: 'Chistoprudny Blvd 12, studio 3',
    services: [
      {
        title: 'Personal hatha yoga',
        specialization: 'yoga',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(3000),
      },
      {
        title: 'Online vinyasa flow',
        specialization: 'yoga',
        format: 'online',
        durationMin: 60,
        capacity: 1,
        price: rub(2000),
      },
      {
        title: 'Morning yoga group',
        specialization: 'yoga',
        format: 'gym',
        durationMin: 75,
        capacity: 8,
        price: rub(900),
      },
      {
        title: 'Stretching for office backs',
        specialization: 'stretching',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(1500),
      },
      {
        title: 'Summer yoga in the park',
        specialization: 'yoga',
        format: 'gym',
        durationMin: 60,
        capacity: 12,
        price: rub(600),
        active: false,
      },
    ],
  },
  {
    email: 'igor.strength@trainly.local',
    firstName: 'Igor',
    lastName: 'Volkov',
    city: 'Moscow',
    specializations: ['strength', 'functional'],
    formats: ['gym'],
    experienceYears: 12,
    bioEn:
      'Powerlifting coach: safe technique first, then the numbers. I write a plan for every block and check your squat, bench and deadlift on video between sessions.',
    bioRu:
      'Тренер по пауэрлифтингу: сначала безопасная техника, потом цифры. Пишу план на каждый блок и между тренировками разбираю ваши присед, жим и тягу по видео.',
    gymAddress: 'Iron Hall, Leninsky Prospekt 45',
    services: [
      {
        title: 'Personal strength session',
        specialization: 'strength',
        format: 'gym',
        durationMin: 90,
        capacity: 1,
        price: rub(4000),
      },
      {
        title: 'Powerlifting for two',
        specialization: 'strength',
        format: 'gym',
        durationMin: 90,
        capacity: 2,
        price: rub(2500),
      },
      {
        title: 'Functional circuit group',
        specialization: 'functional',
        format: 'gym',
        durationMin: 60,
        capacity: 10,
        price: rub(800),
      },
    ],
  },
  {
    email: 'maria.pilates@trainly.local',
    firstName: 'Maria',
    lastName: 'Kuznetsova',
    city: 'Saint Petersburg',
    specializations: ['pilates', 'rehabilitation'],
    formats: ['gym', 'client_place'],
    experienceYears: 6,
    bioEn:
      'Pilates and back rehabilitation after injuries. I work with physiotherapists’ referrals and keep every session within what your back is ready for.',
    bioRu:
      'Пилатес и восстановление спины после травм. Работаю по направлениям физиотерапевтов и строю каждое занятие так, чтобы не нагружать спину больше, чем она готова.',
    gymAddress: 'Pilates Lab, Nevsky Prospekt 88',
    manualApproval: true,
    services: [
      {
        title: 'Personal pilates',
        specialization: 'pilates',
        format: 'gym',
        durationMin: 55,
        capacity: 1,
        price: rub(3500),
      },
      {
        title: 'Back rehabilitation at home',
        specialization: 'rehabilitation',
        format: 'client_place',
        durationMin: 60,
        capacity: 1,
        price: rub(4500),
      },
      {
        title: 'Mat pilates mini-group',
        specialization: 'pilates',
        format: 'gym',
        durationMin: 55,
        capacity: 4,
        price: rub(1500),
      },
    ],
  },
  {
    email: 'dmitry.boxing@trainly.local',
    firstName: 'Dmitry',
    lastName: 'Orlov',
    city: 'Moscow',
    specializations: ['boxing', 'martial_arts'],
    formats: ['gym'],
    experienceYears: 10,
    bioEn:
      'Boxing for fitness and for the ring. Pads, footwork and conditioning; sparring only when you want it and are ready for it.',
    bioRu:
      'Бокс для формы и для ринга. Лапы, работа ног и общая физподготовка; спарринги — только когда вы сами этого хотите и готовы.',
    gymAddress: 'Udar boxing club, Tverskaya 20',
    services: [
      {
        title: 'Personal boxing',
        specialization: 'boxing',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(3200),
      },
      {
        title: 'Boxing fitness group',
        specialization: 'boxing',
        format: 'gym',
        durationMin: 60,
        capacity: 12,
        price: rub(900),
      },
      {
        title: 'Kickboxing basics',
        specialization: 'martial_arts',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(3000),
      },
    ],
  },
  {
    email: 'elena.run@trainly.local',
    firstName: 'Elena',
    lastName: 'Morozova',
    city: 'Kazan',
    specializations: ['running', 'functional'],
    formats: ['online', 'client_place'],
    experienceYears: 5,
    bioEn:
      'From the couch to your first half marathon. Plans by heart-rate zones, weekly check-ins and strength work that keeps your knees happy.',
    bioRu:
      'С дивана до первого полумарафона. Планы по пульсовым зонам, еженедельный разбор тренировок и силовая работа, которая бережёт колени.',
    services: [
      {
        title: 'Running plan with weekly check-ins',
        specialization: 'running',
        format: 'online',
        durationMin: 30,
        capacity: 1,
        price: rub(1500),
      },
      {
        title: 'Running technique in your park',
        specialization: 'running',
        format: 'client_place',
        durationMin: 60,
        capacity: 1,
        price: rub(2500),
      },
      {
        title: 'Strength for runners',
        specialization: 'functional',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(1700),
      },
    ],
  },
  {
    email: 'sergey.swim@trainly.local',
    firstName: 'Sergey',
    lastName: 'Lebedev',
    city: 'Saint Petersburg',
    specializations: ['swimming'],
    formats: ['gym'],
    experienceYears: 15,
    bioEn:
      'Swimming technique for adults, crawl and butterfly. Fifteen years on the pool deck: we fix your breathing first, then your stroke.',
    bioRu:
      'Техника плавания для взрослых: кроль и баттерфляй. Пятнадцать лет у бортика бассейна — сначала ставим дыхание, потом гребок.',
    gymAddress: 'Volna pool, Moskovsky Prospekt 150',
    services: [
      {
        title: 'Personal swimming lesson',
        specialization: 'swimming',
        format: 'gym',
        durationMin: 45,
        capacity: 1,
        price: rub(3800),
      },
      {
        title: 'Crawl technique group',
        specialization: 'swimming',
        format: 'gym',
        durationMin: 60,
        capacity: 6,
        price: rub(1400),
      },
    ],
  },
  {
    email: 'olga.stretch@trainly.local',
    firstName: 'Olga',
    lastName: 'Novikova',
    city: 'Yekaterinburg',
    specializations: ['stretching', 'dance'],
    formats: ['online', 'gym'],
    experienceYears: 4,
    bioEn:
      'Splits, flexibility and dance conditioning. Slow, safe stretching, with progress photos every month so you can see how far you have come.',
    bioRu:
      'Шпагаты, гибкость и подготовка для танцев. Медленная и безопасная растяжка, а фото прогресса каждый месяц показывают, сколько вы уже прошли.',
    gymAddress: 'Flex studio, Lenina 50',
    services: [
      {
        title: 'Splits in 8 weeks, online',
        specialization: 'stretching',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(1200),
      },
      {
        title: 'Stretching group',
        specialization: 'stretching',
        format: 'gym',
        durationMin: 60,
        capacity: 10,
        price: rub(700),
      },
      {
        title: 'Dance conditioning',
        specialization: 'dance',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(2000),
      },
    ],
  },
  {
    email: 'pavel.crossfit@trainly.local',
    firstName: 'Pavel',
    lastName: 'Smirnov',
    city: 'Novosibirsk',
    specializations: ['crossfit', 'strength'],
    formats: ['gym'],
    experienceYears: 7,
    bioEn:
      'CrossFit Level 2 trainer; group and personal WODs. Scaled workouts for beginners, Olympic lifting for those who want more.',
    bioRu:
      'Тренер CrossFit Level 2: групповые и персональные WOD. Адаптированные комплексы для новичков и тяжёлая атлетика для тех, кто хочет большего.',
    gymAddress: 'CrossFit Ob, Krasny Prospekt 77',
    services: [
      {
        title: 'CrossFit group WOD',
        specialization: 'crossfit',
        format: 'gym',
        durationMin: 60,
        capacity: 15,
        price: rub(700),
      },
      {
        title: 'Personal CrossFit',
        specialization: 'crossfit',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(2500),
      },
      {
        title: 'Olympic lifting',
        specialization: 'strength',
        format: 'gym',
        durationMin: 90,
        capacity: 1,
        price: rub(3000),
      },
    ],
  },
  {
    email: 'natalia.nutrition@trainly.local',
    firstName: 'Natalia',
    lastName: 'Popova',
    city: 'Moscow',
    specializations: ['nutrition', 'functional'],
    formats: ['online'],
    experienceYears: 9,
    bioEn:
      'Nutrition plans that fit real life, plus home workouts. No starving and no banned foods: we build habits you will keep.',
    bioRu:
      'Питание, которое вписывается в обычную жизнь, и домашние тренировки. Без голодовок и запретных продуктов: выстраиваем привычки, которые останутся с вами.',
    services: [
      {
        title: 'Nutrition consultation',
        specialization: 'nutrition',
        format: 'online',
        durationMin: 60,
        capacity: 1,
        price: rub(3500),
      },
      {
        title: 'Weekly nutrition check-in',
        specialization: 'nutrition',
        format: 'online',
        durationMin: 30,
        capacity: 1,
        price: rub(1800),
      },
      {
        title: 'Home workout online',
        specialization: 'functional',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(1500),
      },
    ],
  },
  {
    email: 'alexey.cycle@trainly.local',
    firstName: 'Alexey',
    lastName: 'Fedorov',
    city: 'Kazan',
    specializations: ['cycling', 'running'],
    formats: ['online', 'client_place'],
    experienceYears: 11,
    bioEn:
      'Endurance coaching with power and heart-rate zones. Road, gravel and triathlon preparation, with plans synced to your watch.',
    bioRu:
      'Тренировки на выносливость по мощности и пульсовым зонам. Подготовка к шоссе, гревелу и триатлону, планы синхронизируются с вашими часами.',
    services: [
      {
        title: 'Endurance plan, monthly',
        specialization: 'cycling',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(2200),
      },
      {
        title: 'Group ride with analysis',
        specialization: 'cycling',
        format: 'client_place',
        durationMin: 120,
        capacity: 6,
        price: rub(1500),
      },
      {
        title: 'Running intervals',
        specialization: 'running',
        format: 'client_place',
        durationMin: 60,
        capacity: 1,
        price: rub(2500),
      },
    ],
  },
  {
    email: 'irina.yoga@trainly.local',
    firstName: 'Irina',
    lastName: 'Vasilieva',
    city: 'Moscow',
    specializations: ['yoga', 'pilates'],
    formats: ['client_place', 'online'],
    experienceYears: 3,
    bioEn:
      'Gentle yoga at your home, and prenatal classes. I bring the mats; all you need is an hour and a quiet room.',
    bioRu:
      'Мягкая йога у вас дома и занятия для беременных. Коврики привезу сама — нужны только час времени и тихая комната.',
    services: [
      {
        title: 'Yoga at your home',
        specialization: 'yoga',
        format: 'client_place',
        durationMin: 75,
        capacity: 1,
        price: rub(3500),
      },
      {
        title: 'Prenatal yoga online',
        specialization: 'yoga',
        format: 'online',
        durationMin: 60,
        capacity: 1,
        price: rub(1800),
      },
      {
        title: 'Pilates at your home',
        specialization: 'pilates',
        format: 'client_place',
        durationMin: 60,
        capacity: 1,
        price: rub(3200),
      },
    ],
  },
  {
    email: 'mikhail.mma@trainly.local',
    firstName: 'Mikhail',
    lastName: 'Zaitsev',
    city: 'Saint Petersburg',
    specializations: ['martial_arts', 'boxing', 'functional'],
    formats: ['gym'],
    experienceYears: 14,
    bioEn:
      'MMA and self-defence, all levels. Striking, wrestling and ground work in a friendly gym where nobody gets hurt for show.',
    bioRu:
      'ММА и самооборона для любого уровня. Ударная техника, борьба и партер в дружелюбном зале, где никто не калечит друг друга на публику.',
    gymAddress: 'Fight Club North, Ligovsky Prospekt 30',
    services: [
      {
        title: 'Personal MMA',
        specialization: 'martial_arts',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(4500),
      },
      {
        title: 'Self-defence group',
        specialization: 'martial_arts',
        format: 'gym',
        durationMin: 90,
        capacity: 12,
        price: rub(1000),
      },
      {
        title: 'Boxing pads',
        specialization: 'boxing',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(4000),
      },
      {
        title: 'Conditioning for fighters',
        specialization: 'functional',
        format: 'gym',
        durationMin: 60,
        capacity: 8,
        price: rub(1200),
      },
    ],
  },
  {
    email: 'ksenia.dance@trainly.local',
    firstName: 'Ksenia',
    lastName: 'Pavlova',
    city: 'Yekaterinburg',
    specializations: ['dance', 'stretching'],
    formats: ['gym', 'online'],
    experienceYears: 6,
    bioEn:
      'Dance fitness and contemporary for adults. No experience needed: come for the cardio, stay for the choreography.',
    bioRu:
      'Танцевальный фитнес и контемпорари для взрослых. Опыт не нужен: приходите ради кардио — останетесь ради хореографии.',
    gymAddress: 'Ritm dance hall, Malysheva 71',
    services: [
      {
        title: 'Dance fitness group',
        specialization: 'dance',
        format: 'gym',
        durationMin: 60,
        capacity: 15,
        price: rub(600),
      },
      {
        title: 'Personal contemporary',
        specialization: 'dance',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(2500),
      },
      {
        title: 'Stretching for dancers, online',
        specialization: 'stretching',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(1600),
      },
    ],
  },
  {
    email: 'roman.rehab@trainly.local',
    firstName: 'Roman',
    lastName: 'Egorov',
    city: 'Novosibirsk',
    specializations: ['rehabilitation', 'strength'],
    formats: ['gym', 'client_place'],
    experienceYears: 13,
    bioEn:
      'Return to training after knee and shoulder injuries. A sports physician by training: I agree the plan with your doctor and add load step by step.',
    bioRu:
      'Возвращение к тренировкам после травм колена и плеча. По образованию спортивный врач: согласую план с вашим лечащим врачом и добавляю нагрузку постепенно.',
    gymAddress: 'Rehab & Sport clinic, Sovetskaya 18',
    manualApproval: true,
    services: [
      {
        title: 'Knee rehabilitation',
        specialization: 'rehabilitation',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(4500),
      },
      {
        title: 'Shoulder recovery at home',
        specialization: 'rehabilitation',
        format: 'client_place',
        durationMin: 60,
        capacity: 1,
        price: rub(5000),
      },
      {
        title: 'Safe strength after injury, group of 3',
        specialization: 'strength',
        format: 'gym',
        durationMin: 60,
        capacity: 3,
        price: rub(2500),
      },
    ],
  },
]

interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  language?: 'en' | 'ru'
}

export const DEMO_STUDENTS: DemoAccount[] = [
  { email: 'student@trainly.local', firstName: 'Kate', lastName: 'Ivanova' },
  { email: 'max@trainly.local', firstName: 'Max', lastName: 'Petrov' },
  { email: 'sofia@trainly.local', firstName: 'Sofia', lastName: 'Romanova' },
  { email: 'artem@trainly.local', firstName: 'Artem', lastName: 'Belov', language: 'ru' },
  { email: 'daria@trainly.local', firstName: 'Daria', lastName: 'Kozlova', language: 'ru' },
]

export const DEMO_STAFF = {
  admin: { email: 'admin@trainly.local', firstName: 'Ada', lastName: 'Admin' },
  moderator: { email: 'moderator@trainly.local', firstName: 'Mark', lastName: 'Moderator' },
}

/** Telegram username, VK page and phone: what a trainer and their students see of each other. */
function contactsOf(email: string, index: number) {
  const handle = email.split('@')[0]!.replace(/\./g, '_')
  return {
    username: handle,
    vkLink: `https://vk.com/${handle}`,
    phone: `+7916555${String(index).padStart(4, '0')}`,
  }
}

// Who trains with whom, what they attended and what they said about it. Days are relative to
// the seeding, so the demo always has a recent past and a next training.
const STUDENTS_OF: Record<string, { student: string; sinceDays: number }[]> = {
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

interface DemoSession {
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

const DEMO_SESSIONS: DemoSession[] = [
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
    service: 'Personal CrossFit',
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
    service: 'Personal MMA',
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
    service: 'Personal contemporary',
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

const DEMO_FAVORITES: Record<string, string[]> = {
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

const DEMO_PENDING_REQUESTS = [
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

/**
 * Weekly classes the demo trainers publish, so that a fresh demo has upcoming trainings to
 * book: generated 8 weeks ahead when seeding, then kept rolling by the expansion job.
 */
interface DemoTemplate {
  trainer: string
  /** The title of one of the trainer's services: what the classes sell. */
  service: string
  weekdays: number[]
  startTime: string
  timeZone: string
  visibility?: TrainingVisibility
}

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Morning yoga group',
    weekdays: [1, 3, 5],
    startTime: '08:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Online vinyasa flow',
    weekdays: [2, 4],
    startTime: '19:00',
    timeZone: 'Europe/Moscow',
  },
  // Only Igor's students (Kate and Max) see and book these.
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Personal strength session',
    weekdays: [2, 4],
    startTime: '18:00',
    timeZone: 'Europe/Moscow',
    visibility: 'students',
  },
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Functional circuit group',
    weekdays: [6],
    startTime: '11:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'maria.pilates@trainly.local',
    service: 'Mat pilates mini-group',
    weekdays: [2, 6],
    startTime: '10:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'dmitry.boxing@trainly.local',
    service: 'Boxing fitness group',
    weekdays: [1, 4],
    startTime: '20:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'olga.stretch@trainly.local',
    service: 'Stretching group',
    weekdays: [3, 7],
    startTime: '18:30',
    timeZone: 'Asia/Yekaterinburg',
  },
]

const DAY_MS = 24 * 60 * 60 * 1000

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return (row?.n ?? 0) === 0
}

/**
 * Fills an empty database with demo accounts, trainer profiles and services, past trainings
 * with reviews, weekly classes with their next 8 weeks of trainings, favorites, students and
 * open requests; one transaction, so a failure leaves nothing.
 */
export async function seedDemoData(db: Db): Promise<{ users: number }> {
  const accounts: DemoAccount[] = [DEMO_STAFF.admin, DEMO_STAFF.moderator, ...DEMO_TRAINERS, ...DEMO_STUDENTS]
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)))
  const now = Date.now()
  const today = now - (now % DAY_MS)
  const daysAgo = (days: number) => new Date(now - days * DAY_MS)
  await db.transaction(async (tx) => {
    const withContacts = new Set([...DEMO_TRAINERS, ...DEMO_STUDENTS].map((a) => a.email))
    const inserted = await tx
      .insert(users)
      .values(
        accounts.map((a, i) => ({
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          passwordHash: hashes[i]!,
          language: a.language ?? null,
          ...(withContacts.has(a.email) ? contactsOf(a.email, i) : {}),
        })),
      )
      .returning({ id: users.id, email: users.email })
    const idOf = (email: string) => inserted.find((u) => u.email === email)!.id
    await tx
      .insert(userRoles)
      .values([
        { userId: idOf(DEMO_STAFF.admin.email), role: 'admin' },
        { userId: idOf(DEMO_STAFF.moderator.email), role: 'moderator' },
        ...DEMO_TRAINERS.map((t) => ({ userId: idOf(t.email), role: 'trainer' as const })),
      ])
    const trialEnds = new Date(now + TRAINER_TRIAL_DAYS * DAY_MS)
    await tx
      .insert(trainerPlans)
      .values(
        DEMO_TRAINERS.map((t) => ({ userId: idOf(t.email), kind: 'trial' as const, validUntil: trialEnds })),
      )
    await tx.insert(trainerProfiles).values(
      DEMO_TRAINERS.map((t, i) => ({
        userId: idOf(t.email),
        bioEn: t.bioEn,
        bioRu: t.bioRu,
        specializations: t.specializations,
        experienceYears: t.experienceYears,
        city: t.city,
        formats: t.formats,
        gymAddress: t.gymAddress ?? null,
        manualApproval: t.manualApproval ?? false,
        // Joined one after another, a fortnight apart, so "newest" has an order to show.
        createdAt: daysAgo((DEMO_TRAINERS.length - i) * 14),
      })),
    )
    const insertedServices = await tx
      .insert(services)
      .values(
        DEMO_TRAINERS.flatMap((t) =>
          t.services.map((s) => ({ trainerId: idOf(t.email), ...s, active: s.active ?? true })),
        ),
      )
      .returning()
    await tx.insert(trainerStudents).values(
      Object.entries(STUDENTS_OF).flatMap(([trainer, students]) =>
        students.map((s) => ({
          trainerId: idOf(trainer),
          studentId: idOf(s.student),
          since: daysAgo(s.sinceDays),
          note: '',
        })),
      ),
    )
    for (const session of DEMO_SESSIONS) {
      const trainerId = idOf(session.trainer)
      const service = insertedServices.find((s) => s.trainerId === trainerId && s.title === session.service)!
      const startsAt = new Date(today + session.inDays * DAY_MS + session.hour * 60 * 60 * 1000)
      const [training] = await tx
        .insert(trainings)
        .values({
          trainerId,
          title: service.title,
          specialization: service.specialization,
          format: service.format,
          startsAt,
          durationMin: service.durationMin,
          capacity: service.capacity,
          price: service.price,
          currency: service.currency,
          status: session.inDays < 0 ? 'completed' : 'scheduled',
        })
        .returning({ id: trainings.id })
      for (const visit of session.visits) {
        const [booking] = await tx
          .insert(bookings)
          .values({
            trainingId: training!.id,
            studentId: idOf(visit.student),
            status: visit.status,
            paymentMethod: 'direct',
            amountDue: service.price,
            currency: service.currency,
            createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
          })
          .returning({ id: bookings.id })
        if (visit.review) {
          await tx.insert(reviews).values({
            trainerId,
            studentId: idOf(visit.student),
            bookingId: booking!.id,
            ...visit.review,
            createdAt: new Date(startsAt.getTime() + 5 * 60 * 60 * 1000),
          })
        }
      }
    }
    await tx
      .insert(favorites)
      .values(
        Object.entries(DEMO_FAVORITES).flatMap(([student, trainers]) =>
          trainers.map((trainer) => ({ userId: idOf(student), trainerId: idOf(trainer) })),
        ),
      )
    await tx.insert(trainerRequests).values(
      DEMO_PENDING_REQUESTS.map((r, i) => ({
        studentId: idOf(r.student),
        trainerId: idOf(r.trainer),
        message: r.message,
        preferredTimes: r.preferredTimes,
        createdAt: new Date(now - (i + 1) * 60 * 60 * 1000),
      })),
    )
    for (const template of DEMO_TEMPLATES) {
      const trainer = DEMO_TRAINERS.find((t) => t.email === template.trainer)!
      const service = insertedServices.find(
        (s) => s.trainerId === idOf(template.trainer) && s.title === template.service,
      )!
      const [row] = await tx
        .insert(trainingTemplates)
        .values({
          trainerId: service.trainerId,
          serviceId: service.id,
          title: service.title,
          specialization: service.specialization,
          format: service.format,
          location: service.format === 'gym' ? (trainer.gymAddress ?? '') : '',
          // Online classes need the link students join by (a demo meeting room per trainer).
          onlineUrl:
            service.format === 'online' ? `https://meet.trainly.local/${template.trainer.split('@')[0]}` : '',
          durationMin: service.durationMin,
          capacity: service.capacity,
          price: service.price,
          currency: service.currency,
          visibility: template.visibility ?? 'public',
          weekdays: template.weekdays,
          startTime: template.startTime,
          timeZone: template.timeZone,
          validFrom: dateInZone(new Date(now), template.timeZone),
        })
        .returning()
      await expandTemplate(tx, { ...row!, validUntil: null, generatedUntil: null }, new Date(now))
    }
    for (const t of DEMO_TRAINERS) {
      await refreshPriceFrom(tx, idOf(t.email))
      await refreshRating(tx, idOf(t.email))
    }
  })
  return { users: accounts.length }
}
