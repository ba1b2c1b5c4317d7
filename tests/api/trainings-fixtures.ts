// Fixtures of the trainings and templates tests. Trainer plans are the admin's or the payment
// flow's to grant; here they go in with SQL.

import { clock } from '#shared/clock.ts'
import { type Account, bearer } from '../support/accounts.ts'
import type { TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { type PROFILE, registerTrainer } from './catalogue-fixtures.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** A trainer with a saved profile and a Trainly plan: active (default), expired, or none. */
export async function publishingTrainer(
  t: TestApp,
  fields: {
    firstName?: string
    profile?: Partial<typeof PROFILE>
    plan?: 'active' | 'expired' | 'none'
  } = {},
): Promise<Account> {
  const account = await registerTrainer(t, {
    ...(fields.firstName ? { firstName: fields.firstName } : {}),
    ...(fields.profile ? { profile: fields.profile } : {}),
  })
  const plan = fields.plan ?? 'active'
  if (plan !== 'none') {
    await t.database.pool.query(
      `insert into trainer_plans (user_id, kind, valid_from, valid_until) values ($1, 'trial', $2, $3)
       on conflict (user_id) do update set valid_until = excluded.valid_until`,
      [
        account.id,
        new Date(clock.nowMs() - 40 * DAY_MS),
        new Date(clock.nowMs() + (plan === 'active' ? 30 * DAY_MS : -DAY_MS)),
      ],
    )
  }
  return account
}

/** An instant `hours` from now, whole minutes, as the API takes it. */
export function hoursFromNow(hours: number): string {
  const ms = clock.nowMs() + hours * HOUR_MS
  return new Date(ms - (ms % 60_000)).toISOString()
}

export const TRAINING = {
  title: 'Morning strength',
  durationMin: 60,
  capacity: 1,
  price: 250_000,
  format: 'online',
  onlineUrl: 'https://meet.example/strength',
}

export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    as?: Account,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: as ? bearer(as.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}

/** A booking straight into the table (the booking API is tested on its own). */
export async function insertBooking(
  t: TestApp,
  trainingId: string,
  studentId: string,
  status: 'confirmed' | 'cancelled' | 'requested' = 'confirmed',
): Promise<string> {
  const { rows } = await t.database.pool.query(
    `insert into bookings (training_id, student_id, status, payment_method, cancelled_at, created_at)
     values ($1, $2, $3::booking_status, 'free', case when $3::booking_status = 'cancelled' then ${sqlNow()} end,
             ${sqlNow()}) returning id`,
    [trainingId, studentId, status],
  )
  return rows[0].id as string
}
