import { count } from 'drizzle-orm'
import { hashPassword } from '../modules/auth/passwords.ts'
import type { Db } from './client.ts'
import { trainerPlans, trainerProfiles, userRoles, users } from './schema.ts'

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'trainly-demo'

type Format = 'online' | 'gym' | 'client_place'

interface DemoTrainer {
  email: string
  firstName: string
  lastName: string
  city: string
  specializations: string[]
  formats: Format[]
  experienceYears: number
  priceFrom: number
  bio: string
  manualApproval?: boolean
}

export const DEMO_TRAINERS: DemoTrainer[] = [
  {
    email: 'anna.yoga@trainly.local',
    firstName: 'Anna',
    lastName: 'Sokolova',
    city: 'Moscow',
    specializations: ['yoga', 'stretching'],
    formats: ['gym', 'online'],
    experienceYears: 8,
    priceFrom: 250_000,
    bio: 'Hatha and vinyasa yoga for beginners and office backs.',
  },
  {
    email: 'igor.strength@trainly.local',
    firstName: 'Igor',
    lastName: 'Volkov',
    city: 'Moscow',
    specializations: ['strength', 'functional'],
    formats: ['gym'],
    experienceYears: 12,
    priceFrom: 350_000,
    bio: 'Powerlifting coach: safe technique first, then the numbers.',
  },
  {
    email: 'maria.pilates@trainly.local',
    firstName: 'Maria',
    lastName: 'Kuznetsova',
    city: 'Saint Petersburg',
    specializations: ['pilates', 'rehabilitation'],
    formats: ['gym', 'client_place'],
    experienceYears: 6,
    priceFrom: 300_000,
    bio: 'Pilates and back rehabilitation after injuries.',
    manualApproval: true,
  },
  {
    email: 'dmitry.boxing@trainly.local',
    firstName: 'Dmitry',
    lastName: 'Orlov',
    city: 'Moscow',
    specializations: ['boxing', 'martial_arts'],
    formats: ['gym'],
    experienceYears: 10,
    priceFrom: 280_000,
    bio: 'Boxing for fitness and for the ring.',
  },
  {
    email: 'elena.run@trainly.local',
    firstName: 'Elena',
    lastName: 'Morozova',
    city: 'Kazan',
    specializations: ['running', 'functional'],
    formats: ['online', 'client_place'],
    experienceYears: 5,
    priceFrom: 150_000,
    bio: 'From the couch to your first half marathon.',
  },
  {
    email: 'sergey.swim@trainly.local',
    firstName: 'Sergey',
    lastName: 'Lebedev',
    city: 'Saint Petersburg',
    specializations: ['swimming'],
    formats: ['gym'],
    experienceYears: 15,
    priceFrom: 320_000,
    bio: 'Swimming technique for adults, crawl and butterfly.',
  },
  {
    email: 'olga.stretch@trainly.local',
    firstName: 'Olga',
    lastName: 'Novikova',
    city: 'Yekaterinburg',
    specializations: ['stretching', 'dance'],
    formats: ['online', 'gym'],
    experienceYears: 4,
    priceFrom: 120_000,
    bio: 'Splits, flexibility and dance conditioning.',
  },
  {
    email: 'pavel.crossfit@trainly.local',
    firstName: 'Pavel',
    lastName: 'Smirnov',
    city: 'Novosibirsk',
    specializations: ['crossfit', 'strength'],
    formats: ['gym'],
    experienceYears: 7,
    priceFrom: 200_000,
    bio: 'CrossFit Level 2 trainer; group and personal WODs.',
  },
  {
    email: 'natalia.nutrition@trainly.local',
    firstName: 'Natalia',
    lastName: 'Popova',
    city: 'Moscow',
    specializations: ['nutrition', 'functional'],
    formats: ['online'],
    experienceYears: 9,
    priceFrom: 180_000,
    bio: 'Nutrition plans that fit real life, plus home workouts.',
  },
  {
    email: 'alexey.cycle@trainly.local',
    firstName: 'Alexey',
    lastName: 'Fedorov',
    city: 'Kazan',
    specializations: ['cycling', 'running'],
    formats: ['online', 'client_place'],
    experienceYears: 11,
    priceFrom: 220_000,
    bio: 'Endurance coaching with power and heart-rate zones.',
  },
  {
    email: 'irina.yoga@trainly.local',
    firstName: 'Irina',
    lastName: 'Vasilieva',
    city: 'Moscow',
    specializations: ['yoga', 'pilates'],
    formats: ['client_place', 'online'],
    experienceYears: 3,
    priceFrom: 180_000,
    bio: 'Gentle yoga at your home, prenatal classes.',
  },
  {
    email: 'mikhail.mma@trainly.local',
    firstName: 'Mikhail',
    lastName: 'Zaitsev',
    city: 'Saint Petersburg',
    specializations: ['martial_arts', 'boxing', 'functional'],
    formats: ['gym'],
    experienceYears: 14,
    priceFrom: 400_000,
    bio: 'MMA and self-defence, all levels.',
  },
  {
    email: 'ksenia.dance@trainly.local',
    firstName: 'Ksenia',
    lastName: 'Pavlova',
    city: 'Yekaterinburg',
    specializations: ['dance', 'stretching'],
    formats: ['gym', 'online'],
    experienceYears: 6,
    priceFrom: 160_000,
    bio: 'Dance fitness and contemporary for adults.',
  },
  {
    email: 'roman.rehab@trainly.local',
    firstName: 'Roman',
    lastName: 'Egorov',
    city: 'Novosibirsk',
    specializations: ['rehabilitation', 'strength'],
    formats: ['gym', 'client_place'],
    experienceYears: 13,
    priceFrom: 380_000,
    bio: 'Return to training after knee and shoulder injuries.',
    manualApproval: true,
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

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return (row?.n ?? 0) === 0
}

/** Fills an empty database with demo accounts; one transaction, so a failure leaves nothing. */
export async function seedDemoData(db: Db): Promise<{ users: number }> {
  const accounts: DemoAccount[] = [DEMO_STAFF.admin, DEMO_STAFF.moderator, ...DEMO_TRAINERS, ...DEMO_STUDENTS]
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)))
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        accounts.map((a, i) => ({
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          passwordHash: hashes[i]!,
          language: a.language ?? null,
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
    const trialEnds = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
    await tx
      .insert(trainerPlans)
      .values(
        DEMO_TRAINERS.map((t) => ({ userId: idOf(t.email), kind: 'trial' as const, validUntil: trialEnds })),
      )
    await tx.insert(trainerProfiles).values(
      DEMO_TRAINERS.map((t) => ({
        userId: idOf(t.email),
        bio: t.bio,
        specializations: t.specializations,
        experienceYears: t.experienceYears,
        city: t.city,
        formats: t.formats,
        priceFrom: t.priceFrom,
        manualApproval: t.manualApproval ?? false,
      })),
    )
  })
  return { users: accounts.length }
}
