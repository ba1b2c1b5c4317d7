// Fixtures of the catalogue tests. What the API cannot create yet (roles without the moderation
// flow, trainings and attended bookings before the booking work) goes in with SQL.

import { clock } from '#shared/clock.ts'
import { type Account, bearer, registerAccount } from '../support/accounts.ts'
import type { TestApp } from '../support/test-app.ts'

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export interface TrainerFixture {
  firstName?: string
  lastName?: string
  bioEn?: string
  bioRu?: string
  specializations?: string[]
  formats?: string[]
  city?: string
  experienceYears?: number
  priceFrom?: number | null
  ratingAvg?: number | null
  reviewsCount?: number
  createdAt?: Date
}

/**
 * Trainers that never log in, straight into the tables (no password hashing, so hundreds are
 * cheap). Returns their ids in the order given.
 */
export async function insertTrainers(t: TestApp, fixtures: TrainerFixture[]): Promise<string[]> {
  const ids: string[] = []
  for (const f of fixtures) {
    const { rows } = await t.database.pool.query(
      `insert into users (email, first_name, last_name) values ($1, $2, $3) returning id`,
      [
        `fixture.${Math.random().toString(36).slice(2)}@example.test`,
        f.firstName ?? 'Fixture',
        f.lastName ?? 'Trainer',
      ],
    )
    const id = rows[0].id as string
    await t.database.pool.query(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [id])
    await t.database.pool.query(
      `insert into trainer_profiles (user_id, bio_en, bio_ru, specializations, formats, city,
         experience_years, price_from, rating_avg, reviews_count, created_at)
       values ($1, $2, $3, $4, $5::trainer_format[], $6, $7, $8, $9, $10, $11)`,
      [
        id,
        f.bioEn ?? '',
        f.bioRu ?? '',
        f.specializations ?? ['strength'],
        f.formats ?? ['gym'],
        f.city ?? 'Moscow',
        f.experienceYears ?? 5,
        f.priceFrom === undefined ? 200_000 : f.priceFrom,
        f.ratingAvg ?? null,
        f.reviewsCount ?? (f.ratingAvg ? 1 : 0),
        f.createdAt ?? clock.now(),
      ],
    )
    ids.push(id)
  }
  return ids
}

export async function grantTrainer(t: TestApp, account: Account) {
  await t.database.pool.query(
    `insert into user_roles (user_id, role) values ($1, 'trainer') on conflict do nothing`,
    [account.id],
  )
}

export const PROFILE = {
  bioEn: 'Strength and conditioning for busy people.',
  bioRu: 'Силовые тренировки для занятых людей.',
  specializations: ['strength', 'functional'],
  experienceYears: 6,
  city: 'Moscow',
  formats: ['gym', 'online'],
  gymAddress: 'Leninsky Prospekt 45',
  manualApproval: false,
  minNoticeMinutes: 120,
  freeCancelMinutes: 720,
}

/** A trainer who logs in: registered through the API, granted the role, with a saved profile. */
export async function registerTrainer(
  t: TestApp,
  fields: { firstName?: string; profile?: Partial<typeof PROFILE> } = {},
): Promise<Account> {
  const account = await registerAccount(t, { firstName: fields.firstName ?? 'Coach' })
  await grantTrainer(t, account)
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/trainer/profile',
    headers: bearer(account.token),
    payload: { ...PROFILE, ...fields.profile },
  })
  if (res.statusCode !== 200) throw new Error(`trainer profile: ${res.statusCode} ${res.body}`)
  return account
}

/** A past training of `trainerId` that `studentId` attended; returns the booking id. */
export async function attendedBooking(
  t: TestApp,
  trainerId: string,
  studentId: string,
  options: { status?: string; title?: string; startsAt?: Date } = {},
): Promise<string> {
  const { rows: training } = await t.database.pool.query(
    // Parallel, so that several fixtures at the same moment pass the overlap rule.
    `insert into trainings (trainer_id, title, specialization, format, starts_at, duration_min, status,
                            capacity, allow_parallel)
     values ($1, $2, 'strength', 'gym', $3, 60, 'completed', 10, true) returning id`,
    [
      trainerId,
      options.title ?? 'Personal session',
      options.startsAt ?? new Date(clock.nowMs() - 86_400_000),
    ],
  )
  const { rows: booking } = await t.database.pool.query(
    `insert into bookings (training_id, student_id, status) values ($1, $2, $3) returning id`,
    [training[0].id, studentId, options.status ?? 'attended'],
  )
  return booking[0].id as string
}

export async function makeStudentOf(t: TestApp, trainerId: string, studentId: string) {
  await t.database.pool.query(
    `insert into trainer_students (trainer_id, student_id) values ($1, $2) on conflict do nothing`,
    [trainerId, studentId],
  )
}
