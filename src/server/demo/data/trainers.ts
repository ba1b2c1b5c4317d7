import type { Specialization } from '#shared/catalogue.ts'

export type Format = 'online' | 'gym' | 'client_place'

export interface DemoService {
  title: string
  specialization: Specialization
  format: Format
  durationMin: number
  capacity: number
  /** Kopecks. */
  price: number
  active?: boolean
}

export interface DemoTrainer {
  email: string
  firstName: string
  /** How the generated portrait looks (made at seed time, decision 0041). */
  portrait: 'woman' | 'man'
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

export const rub = (roubles: number) => roubles * 100

export const DEMO_TRAINERS: DemoTrainer[] = [
  {
    email: 'anna.yoga@trainly.local',
    firstName: 'Anna',
    portrait: 'woman',
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
    portrait: 'man',
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
    portrait: 'woman',
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
    portrait: 'man',
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
    portrait: 'woman',
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
    portrait: 'man',
    lastName: 'Lebedev',
    city: 'Saint Petersburg',
    specializations: ['swimming'],
    formats: ['gym'],
    experienceYears: 15,
    bioEn:
      'Swimming technique for adults, crawl and butterfly. Fifteen years on the pool deck: we fix your breathing first, then your stroke.',
    bioRu:
      'Техника плавания для взрослых: кроль и баттерфляй. Пятнадцать лет у бортика бассейна — сначала ставим дыхание, потом гребок.',
    gymAddress: 'Бассейн «Волна», Московский проспект, 150',
    services: [
      {
        title: 'Персональное занятие плаванием',
        specialization: 'swimming',
        format: 'gym',
        durationMin: 45,
        capacity: 1,
        price: rub(3800),
      },
      {
        title: 'Техника кроля, группа',
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
    portrait: 'woman',
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
    portrait: 'man',
    lastName: 'Smirnov',
    city: 'Novosibirsk',
    specializations: ['crossfit', 'strength'],
    formats: ['gym'],
    experienceYears: 7,
    bioEn:
      'CrossFit Level 2 trainer; group and personal WODs. Scaled workouts for beginners, Olympic lifting for those who want more.',
    bioRu:
      'Тренер CrossFit Level 2: групповые и персональные WOD. Адаптированные комплексы для новичков и тяжёлая атлетика для тех, кто хочет большего.',
    gymAddress: 'CrossFit Обь, Красный проспект, 77',
    services: [
      {
        title: 'Групповой WOD по кроссфиту',
        specialization: 'crossfit',
        format: 'gym',
        durationMin: 60,
        capacity: 15,
        price: rub(700),
      },
      {
        title: 'Персональный кроссфит',
        specialization: 'crossfit',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(2500),
      },
      {
        title: 'Тяжёлая атлетика: рывок и толчок',
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
    portrait: 'woman',
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
    portrait: 'man',
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
        title: 'План на выносливость, месяц',
        specialization: 'cycling',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: rub(2200),
      },
      {
        title: 'Групповой заезд с разбором',
        specialization: 'cycling',
        format: 'client_place',
        durationMin: 120,
        capacity: 6,
        price: rub(1500),
      },
      {
        title: 'Беговые интервалы',
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
    portrait: 'woman',
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
    portrait: 'man',
    lastName: 'Zaitsev',
    city: 'Saint Petersburg',
    specializations: ['martial_arts', 'boxing', 'functional'],
    formats: ['gym'],
    experienceYears: 14,
    bioEn:
      'MMA and self-defence, all levels. Striking, wrestling and ground work in a friendly gym where nobody gets hurt for show.',
    bioRu:
      'ММА и самооборона для любого уровня. Ударная техника, борьба и партер в дружелюбном зале, где никто не калечит друг друга на публику.',
    gymAddress: 'Клуб «Север», Лиговский проспект, 30',
    services: [
      {
        title: 'Персональная тренировка ММА',
        specialization: 'martial_arts',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(4500),
      },
      {
        title: 'Самооборона, группа',
        specialization: 'martial_arts',
        format: 'gym',
        durationMin: 90,
        capacity: 12,
        price: rub(1000),
      },
      {
        title: 'Работа на лапах',
        specialization: 'boxing',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(4000),
      },
      {
        title: 'ОФП для бойцов',
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
    portrait: 'woman',
    lastName: 'Pavlova',
    city: 'Yekaterinburg',
    specializations: ['dance', 'stretching'],
    formats: ['gym', 'online'],
    experienceYears: 6,
    bioEn:
      'Dance fitness and contemporary for adults. No experience needed: come for the cardio, stay for the choreography.',
    bioRu:
      'Танцевальный фитнес и контемпорари для взрослых. Опыт не нужен: приходите ради кардио — останетесь ради хореографии.',
    gymAddress: 'Танцевальный зал «Ритм», ул. Малышева, 71',
    services: [
      {
        title: 'Танцевальный фитнес, группа',
        specialization: 'dance',
        format: 'gym',
        durationMin: 60,
        capacity: 15,
        price: rub(600),
      },
      {
        title: 'Контемпорари, персонально',
        specialization: 'dance',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(2500),
      },
      {
        title: 'Растяжка для танцоров, онлайн',
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
    portrait: 'man',
    lastName: 'Egorov',
    city: 'Novosibirsk',
    specializations: ['rehabilitation', 'strength'],
    formats: ['gym', 'client_place'],
    experienceYears: 13,
    bioEn:
      'Return to training after knee and shoulder injuries. A sports physician by training: I agree the plan with your doctor and add load step by step.',
    bioRu:
      'Возвращение к тренировкам после травм колена и плеча. По образованию спортивный врач: согласую план с вашим лечащим врачом и добавляю нагрузку постепенно.',
    gymAddress: 'Клиника «Реабилитация и спорт», ул. Советская, 18',
    manualApproval: true,
    services: [
      {
        title: 'Реабилитация колена',
        specialization: 'rehabilitation',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: rub(4500),
      },
      {
        title: 'Восстановление плеча на дому',
        specialization: 'rehabilitation',
        format: 'client_place',
        durationMin: 60,
        capacity: 1,
        price: rub(5000),
      },
      {
        title: 'Безопасная сила после травмы, группа до 3',
        specialization: 'strength',
        format: 'gym',
        durationMin: 60,
        capacity: 3,
        price: rub(2500),
      },
    ],
  },
]
