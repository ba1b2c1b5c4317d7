// The callers of the standing tests (authorization matrix, fuzz): accounts of every standing,
// made straight in the tables except the trainers (who need a saved profile), and forged tokens.
import { randomBytes, randomUUID } from 'node:crypto'
import { hashToken, signAccessToken } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S } from '#shared/constants.ts'
import { type Account, bearer } from '../support/accounts.ts'
import type { TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import type { Actor } from './authorization-matrix.routes.ts'
import { insertStudent } from './booking-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

/** What a request of an actor carries: its headers, and whose id it claims (for x-user-id). */
export interface Caller {
  headers: Record<string, string>
  /** The account the token names (the forged ones name the student); undefined for a guest. */
  account?: Account
}

export async function withRole(t: TestApp, account: Account, role: 'trainer' | 'moderator' | 'admin') {
  await t.database.pool.query(
    `insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing`,
    [account.id, role],
  )
  return account
}

/** The three trainers: made once per file (registering hashes a password). */
export async function standingTrainers(t: TestApp) {
  const [trainer, otherTrainer, trainerBlocked] = await Promise.all([
    publishingTrainer(t, { firstName: 'Trainer' }),
    publishingTrainer(t, { firstName: 'OtherTrainer' }),
    publishingTrainer(t, { firstName: 'BlockedTrainer' }),
  ])
  await t.database.pool.query(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [
    trainerBlocked!.id,
  ])
  return { trainer: trainer!, otherTrainer: otherTrainer!, trainerBlocked: trainerBlocked! }
}

/** Another live session of `account`, straight into the table, with its access token. */
export async function newSession(t: TestApp, account: Account): Promise<Account> {
  const sessionId = randomUUID()
  const refreshToken = randomBytes(32).toString('base64url')
  await t.database.pool.query(
    `insert into sessions (id, user_id, refresh_token_hash, expires_at)
     values ($1, $2, $3, ${sqlNow()} + interval '1 day')`,
    [sessionId, account.id, hashToken(refreshToken)],
  )
  const token = await signAccessToken({ userId: account.id, sid: sessionId }, t.app.jwtSecret)
  return { ...account, token, refreshToken, sessionId }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** The student's claims with `alg: none` and no signature. */
function algNoneToken(account: Account) {
  const iat = Math.floor(clock.nowMs() / 1000)
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    userId: account.id,
    sid: account.sessionId,
    sub: account.id,
    iss: 'trainly',
    aud: 'trainly',
    iat,
    exp: iat + 600,
  })}.`
}

/** Every actor of the matrix; students, staff and blocked accounts fresh, trainers as given. */
export async function standingActors(
  t: TestApp,
  trainers: Awaited<ReturnType<typeof standingTrainers>>,
): Promise<Record<Actor, Caller>> {
  const [student, otherStudent, moderator, admin, blocked] = [
    await insertStudent(t, { firstName: 'Student' }),
    await insertStudent(t, { firstName: 'OtherStudent' }),
    await insertStudent(t, { firstName: 'Moderator' }),
    await insertStudent(t, { firstName: 'Admin' }),
    await insertStudent(t, { firstName: 'Blocked' }),
  ]
  await withRole(t, moderator, 'moderator')
  await withRole(t, admin, 'admin')
  await t.database.pool.query(
    `update users set blocked_at = ${sqlNow()}, blocked_reason = 'Spam' where id = $1`,
    [blocked.id],
  )
  const claims = { userId: student.id, sid: student.sessionId }
  const expiredAt = new Date(clock.nowMs() - (ACCESS_TOKEN_COOKIE_MAX_AGE_S + 60) * 1000)
  const as = (account: Account): Caller => ({ headers: bearer(account.token), account })
  // The trainers are shared by the file; each set of actors has its own sessions of theirs, so
  // that a call ending a session (logout, a block) ends no other set's.
  const [trainer, otherTrainer, trainerBlocked] = [
    await newSession(t, trainers.trainer),
    await newSession(t, trainers.otherTrainer),
    await newSession(t, trainers.trainerBlocked),
  ]
  return {
    guest: { headers: {} },
    student: as(student),
    otherStudent: as(otherStudent),
    trainer: as(trainer),
    otherTrainer: as(otherTrainer),
    moderator: as(moderator),
    admin: as(admin),
    blocked: as(blocked),
    trainerBlocked: as(trainerBlocked),
    forgedAlgNone: { headers: bearer(algNoneToken(student)), account: student },
    forgedWrongKey: {
      headers: bearer(await signAccessToken(claims, `wrong-${randomUUID()}-key-of-32-characters`)),
      account: student,
    },
    forgedExpired: {
      headers: bearer(await signAccessToken(claims, t.app.jwtSecret, expiredAt)),
      account: student,
    },
    forgedOtherUserId: {
      headers: { ...bearer(student.token), 'x-user-id': otherStudent.id },
      account: student,
    },
  }
}
