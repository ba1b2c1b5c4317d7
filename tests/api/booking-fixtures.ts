// Fixtures of the booking and schedule tests. Trainings go in with SQL (the trigger sets
// ends_at); students who only need to call the API are made without password hashing, so that
// fifty of them are cheap.
import { randomBytes, randomUUID } from 'node:crypto'
import { hashToken, signAccessToken } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { type Account, bearer } from '../support/accounts.ts'
import type { TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** Users with a live session and an access token, straight into the tables. */
export async function insertStudents(
  t: TestApp,
  count: number,
  fields: { firstName?: string; timeZone?: string } = {},
): Promise<Account[]> {
  const accounts: Account[] = []
  for (let i = 0; i < count; i += 1) {
    const email = `student.${randomBytes(6).toString('hex')}@example.test`
    const { rows } = await t.database.pool.query(
      `insert into users (email, first_name, last_name, time_zone) values ($1, $2, $3, $4) returning id`,
      [email, fields.firstName ?? `Student${i + 1}`, 'Test', fields.timeZone ?? 'Europe/Moscow'],
    )
    const id = rows[0].id as string
    const sessionId = randomUUID()
    const refreshToken = randomBytes(32).toString('base64url')
    await t.database.pool.query(
      `insert into sessions (id, user_id, refresh_token_hash, expires_at)
       values ($1, $2, $3, ${sqlNow()} + interval '1 day')`,
      [sessionId, id, hashToken(refreshToken)],
    )
    const token = await signAccessToken({ userId: id, sid: sessionId }, t.app.jwtSecret)
    accounts.push({ id, email, token, refreshToken, sessionId })
  }
  return accounts
}

export async function insertStudent(t: TestApp, fields: { firstName?: string; timeZone?: string } = {}) {
  const [account] = await insertStudents(t, 1, fields)
  return account!
}

export interface TrainingFixture {
  startsAt?: Date
  durationMin?: number
  capacity?: number
  price?: number
  currency?: string
  visibility?: 'public' | 'students'
  status?: 'scheduled' | 'cancelled' | 'completed'
  title?: string
  location?: string
  onlineUrl?: string
  format?: 'online' | 'gym' | 'client_place'
}

/** A training of `trainerId`, by default public, free, for one, starting tomorrow. */
export async function insertTraining(
  t: TestApp,
  trainerId: string,
  f: TrainingFixture = {},
): Promise<string> {
  const { rows } = await t.database.pool.query(
    // Parallel, so that fixtures at the same moment pass the overlap rule.
    `insert into trainings (trainer_id, title, specialization, format, location, online_url, starts_at,
                            duration_min, capacity, price, currency, visibility, status, allow_parallel,
                            created_at, updated_at)
     values ($1, $2, 'strength', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true, ${sqlNow()}, ${sqlNow()})
     returning id`,
    [
      trainerId,
      f.title ?? 'Group session',
      f.format ?? 'gym',
      f.location ?? 'Gym 1',
      f.onlineUrl ?? '',
      f.startsAt ?? new Date(clock.nowMs() + DAY_MS),
      f.durationMin ?? 60,
      f.capacity ?? 1,
      f.price ?? 0,
      f.currency ?? 'RUB',
      f.visibility ?? 'public',
      f.status ?? 'scheduled',
    ],
  )
  return rows[0].id as string
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** One API call as `as` (a guest when absent). */
export function caller(t: TestApp) {
  return (
    method: Method,
    url: string,
    as?: Account,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(as ? bearer(as.token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}

export async function trainingRow(t: TestApp, trainingId: string) {
  const { rows } = await t.database.pool.query(
    `select status::text as status, booked_count, capacity, cancel_reason, cancelled_at from trainings where id = $1`,
    [trainingId],
  )
  return rows[0] as {
    status: string
    booked_count: number
    capacity: number
    cancel_reason: string | null
    cancelled_at: Date | null
  }
}

export async function bookingRow(t: TestApp, bookingId: string) {
  const { rows } = await t.database.pool.query(
    `select status::text as status, cancelled_by::text as cancelled_by, cancel_reason, late_cancel,
            attendance_marked_at, payment_method::text as payment_method, amount_due, currency, student_id
     from bookings where id = $1`,
    [bookingId],
  )
  return rows[0] as {
    status: string
    cancelled_by: string | null
    cancel_reason: string | null
    late_cancel: boolean
    attendance_marked_at: Date | null
    payment_method: string
    amount_due: number
    currency: string
    student_id: string
  }
}

/** Who holds a place on the training (requested, confirmed, attended, no-show). */
export async function placeHolders(t: TestApp, trainingId: string): Promise<string[]> {
  const { rows } = await t.database.pool.query(
    `select student_id from bookings where training_id = $1 and status not in ('cancelled') order by created_at, id`,
    [trainingId],
  )
  return rows.map((r) => r.student_id as string)
}

/** The waitlist's students in order. */
export async function waitlistOf(t: TestApp, trainingId: string): Promise<string[]> {
  const { rows } = await t.database.pool.query(
    `select student_id from waitlist_entries where training_id = $1 order by created_at, id`,
    [trainingId],
  )
  return rows.map((r) => r.student_id as string)
}

/** Moves a training (and so its deadlines) relative to now, as time passing would. */
export async function moveTraining(t: TestApp, trainingId: string, startsAt: Date) {
  await t.database.pool.query(`update trainings set starts_at = $2 where id = $1`, [trainingId, startsAt])
}

/**
 * Puts students on a waitlist straight into the table, in the order given (a second apart). The
 * queue orders by the database's own time of joining (booking/waitlist.ts), so this does too.
 */
export async function insertWaitlist(t: TestApp, trainingId: string, students: Account[], payWith = 'free') {
  for (const [i, s] of students.entries()) {
    await t.database.pool.query(
      `insert into waitlist_entries (training_id, student_id, pay_with, created_at)
       values ($1, $2, $3, now() - interval '1 hour' + make_interval(secs => $4))`,
      [trainingId, s.id, payWith, i],
    )
  }
}
