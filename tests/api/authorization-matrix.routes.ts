// The authorization matrix's data: who may call each route of the API, written once per route.
// authorization-matrix.test.ts turns each entry into an expected answer for every actor and
// fails for a route in /api/docs/json without an entry here (and for an entry without a route).
//
// access:
//   public      — the access token is not looked at: everyone gets through, forged tokens too.
//   optional    — a guest gets through; a token, when sent, is checked as for signed-in.
//   signed-in   — any account in good standing (every account holds the student role).
//   trainer     — the trainer role, not blocked as a trainer.
//   staff       — moderator or admin.
//   admin       — admin only.
//   webhook     — Telegram's webhook secret, not a user's token: every actor without it is refused.
// owners: the ids in the request belong to these actors (the fixture's student or trainer); every
//   other actor that passes `access` must be refused with 403 or 404.
// except: an actor whose answer differs from the rule above, with the reason.
// request: the call with a valid-looking body and the fixture's ids, so that the answer is about
//   access, not validation. It is made once per actor; the fixture's records are made once per route.

import type { Account } from '../support/accounts.ts'

export const ACTORS = [
  'guest',
  'student',
  'otherStudent',
  'trainer',
  'otherTrainer',
  'moderator',
  'admin',
  'blocked',
  'trainerBlocked',
  'forgedAlgNone',
  'forgedWrongKey',
  'forgedExpired',
  'forgedOtherUserId',
] as const
export type Actor = (typeof ACTORS)[number]

export type Access = 'public' | 'optional' | 'signed-in' | 'trainer' | 'staff' | 'admin' | 'webhook'

/** The fixture a route's request is made from; each getter makes its record once per route. */
export interface Fixture {
  student: Account
  trainer: Account
  /** A public training of `trainer`, tomorrow, with room. */
  training(): Promise<string>
  /** `student`'s confirmed booking on `training()`. */
  booking(): Promise<string>
  /** A past training of `trainer` that `student` attended: the booking id (reviewable). */
  attendedBooking(): Promise<string>
  service(): Promise<string>
  template(): Promise<string>
  /** A library exercise (the seeded Barbell Squat). */
  exercise(): Promise<string>
  /** A workout of `trainer` with one exercise. */
  workout(): Promise<string>
  /** A notification of `student`. */
  notification(): Promise<string>
  /** `student`'s pending request to `trainer`. */
  trainerRequest(): Promise<string>
  /** `student` as a student of `trainer`: the student's id. */
  trainersStudent(): Promise<string>
  /** A workout `trainer` assigned to `student` for today, with one item (a library exercise). */
  loggableAssignment(): Promise<{ id: string; itemId: string; exerciseId: string }>
  /** Another session of `student` (not the one the actor calls with). */
  otherSession(): Promise<string>
  /** A pending trainer application of an account that is no actor (for the moderation calls). */
  application(): Promise<string>
  /** The `about` page in English, saved once: its version's id (for the restore call). */
  contentVersion(): Promise<string>
  /** A subscription plan of `trainer`, on sale. */
  plan(): Promise<string>
  /** `student`'s subscription of `plan()`, bought to pay directly (pending payment). */
  subscription(): Promise<string>
  /** The pending direct payment of `subscription()`. */
  payment(): Promise<string>
  /** A direct payment of `student` to `trainer`, confirmed: it has a receipt. */
  paidPayment(): Promise<string>
  /** An account that is no actor, for the admin calls to act on. */
  target(): Promise<string>
  /** A refresh token of a new throwaway session (one per call), so that logout/refresh end no actor's. */
  spareRefreshToken(): Promise<string>
  templateBody(): Record<string, unknown>
  trainingBody(): Record<string, unknown>
  webhookSecret: string
  /** Today's date (UTC, from the pinned clock), YYYY-MM-DD. */
  today: string
  /** The trainers' password. */
  password: string
}

export interface Call {
  url: string
  payload?: unknown
  headers?: Record<string, string>
  /** The call names its caller in x-user-id (SPEC.md §7): the caller's own id is sent. */
  namesCaller?: boolean
}

export interface Entry {
  access: Access
  owners?: ('student' | 'trainer')[]
  except?: Partial<Record<Actor, { allowed: boolean; why: string }>>
  /** Other answers that refuse a caller who is not an owner here, and why they are right. */
  refusedWith?: { statuses: number[]; why: string }
  request(f: Fixture): Call | Promise<Call>
  /** When no allowed actor can get a 2xx from this request, why (otherwise one must). */
  noSuccess?: string
}

const SERVICE = {
  title: 'Personal strength',
  specialization: 'strength',
  format: 'gym',
  durationMin: 60,
  capacity: 1,
  price: 150_000,
}

const PROFILE = {
  bioEn: 'Strength for busy people.',
  bioRu: 'Сила для занятых.',
  specializations: ['strength'],
  experienceYears: 5,
  city: 'Moscow',
  formats: ['gym'],
  gymAddress: 'Leninsky Prospekt 45',
  manualApproval: false,
  minNoticeMinutes: 60,
  freeCancelMinutes: 720,
}

const APPLICATION = {
  specializations: ['strength'],
  experienceYears: 4,
  bio: 'Coaching strength for six years in city gyms.',
  city: 'Moscow',
  formats: ['gym'],
}

const statusActors = {
  blocked: { allowed: true, why: 'check-status answers a blocked account with its status (SPEC.md §8)' },
  forgedOtherUserId: { allowed: true, why: 'x-user-id is checked by requireAuth, which these do not use' },
} as const

export const MATRIX: Record<string, Entry> = {
  'GET /api/health': { access: 'public', request: () => ({ url: '/api/health' }) },

  // ---- auth: these work from the body's credentials, not the access token
  'POST /api/auth/register': {
    access: 'public',
    request: () => ({
      url: '/api/auth/register',
      payload: { email: 'matrix.register@example.test', password: 'Correct-Horse-42', firstName: 'M' },
    }),
  },
  'POST /api/auth/login': {
    access: 'public',
    request: (f) => ({ url: '/api/auth/login', payload: { email: f.trainer.email, password: f.password } }),
  },
  'POST /api/auth/refresh': {
    access: 'public',
    request: async (f) => ({
      url: '/api/auth/refresh',
      payload: { refreshToken: await f.spareRefreshToken() },
    }),
  },
  'POST /api/auth/logout': {
    access: 'public',
    except: {
      forgedOtherUserId: { allowed: true, why: 'logout ends the token’s own session at most' },
    },
    request: async (f) => ({
      url: '/api/auth/logout',
      payload: { refreshToken: await f.spareRefreshToken() },
    }),
  },
  'GET /api/auth/check-status': {
    access: 'signed-in',
    except: statusActors,
    request: () => ({ url: '/api/auth/check-status' }),
  },
  'GET /api/auth/check-session': {
    access: 'signed-in',
    except: { forgedOtherUserId: statusActors.forgedOtherUserId },
    request: () => ({ url: '/api/auth/check-session' }),
  },
  'POST /api/auth/password-reset': {
    access: 'public',
    request: () => ({ url: '/api/auth/password-reset', payload: { email: 'matrix.nobody@example.test' } }),
  },
  'POST /api/auth/password-reset/verify': {
    access: 'public',
    request: () => ({
      url: '/api/auth/password-reset/verify',
      payload: { token: 'x'.repeat(43), password: 'Correct-Horse-43' },
    }),
    noSuccess: 'the reset token is nobody’s: 400 for everyone',
  },
  'POST /api/auth/email-verification/verify': {
    access: 'public',
    request: () => ({ url: '/api/auth/email-verification/verify', payload: { token: 'x'.repeat(43) } }),
    noSuccess: 'the confirmation token is nobody’s: 400 for everyone',
  },
  'POST /api/user/email-verification': {
    access: 'signed-in',
    request: () => ({ url: '/api/user/email-verification' }),
  },
  'GET /api/auth/sessions': { access: 'signed-in', request: () => ({ url: '/api/auth/sessions' }) },
  'DELETE /api/auth/sessions': { access: 'signed-in', request: () => ({ url: '/api/auth/sessions' }) },
  'DELETE /api/auth/sessions/{id}': {
    access: 'signed-in',
    owners: ['student'],
    request: async (f) => ({ url: `/api/auth/sessions/${await f.otherSession()}` }),
  },

  // ---- telegram
  'POST /api/auth/telegram': {
    access: 'public',
    request: () => ({ url: '/api/auth/telegram', payload: { initData: 'query_id=1&user=%7B%7D&hash=00' } }),
    noSuccess: 'the init data is not signed by the bot: 401 for everyone',
  },
  'POST /api/user/telegram-link': {
    access: 'signed-in',
    request: () => ({ url: '/api/user/telegram-link' }),
  },
  'DELETE /api/user/telegram-link': {
    access: 'signed-in',
    request: () => ({ url: '/api/user/telegram-link' }),
    noSuccess: 'no actor has Telegram linked: 409 telegram_not_linked',
  },
  'POST /api/telegram/webhook': {
    access: 'webhook',
    request: (f) => ({
      url: '/api/telegram/webhook',
      payload: { update_id: 1 },
      headers: { 'x-telegram-bot-api-secret-token': f.webhookSecret },
    }),
  },

  // ---- profile
  'GET /api/user/profile': { access: 'signed-in', request: () => ({ url: '/api/user/profile' }) },
  'GET /api/user/export': { access: 'signed-in', request: () => ({ url: '/api/user/export' }) },
  'PATCH /api/user/profile': {
    access: 'signed-in',
    request: () => ({ url: '/api/user/profile', payload: { lastName: 'Matrix' } }),
  },
  'GET /api/profile': { access: 'signed-in', request: () => ({ url: '/api/profile' }) },
  'POST /api/user/avatar': {
    access: 'signed-in',
    request: () => ({ url: '/api/user/avatar', payload: {} }),
    noSuccess: 'no image is sent: 400/415 for those let in',
  },
  'POST /api/user/password': {
    access: 'signed-in',
    request: () => ({
      url: '/api/user/password',
      payload: { currentPassword: 'Not-The-Password-1', newPassword: 'Correct-Horse-43' },
    }),
    noSuccess: 'the current password is wrong for everyone',
  },
  'DELETE /api/user': {
    access: 'signed-in',
    request: () => ({ url: '/api/user', payload: { password: 'Not-The-Password-1' } }),
    noSuccess: 'the password is wrong for everyone: the standing actors must stay',
  },
  'GET /api/user/roles': { access: 'signed-in', request: () => ({ url: '/api/user/roles' }) },
  'POST /api/user/switch-role': {
    access: 'signed-in',
    request: () => ({ url: '/api/user/switch-role', payload: { role: 'student' } }),
  },

  // ---- admin
  'POST /api/admin/users/{id}/block': {
    access: 'admin',
    request: async (f) => ({
      url: `/api/admin/users/${await f.target()}/block`,
      payload: { reason: 'Spam' },
    }),
  },
  'POST /api/admin/users/{id}/unblock': {
    access: 'admin',
    request: async (f) => ({ url: `/api/admin/users/${await f.target()}/unblock` }),
  },
  'POST /api/admin/users/{id}/roles': {
    access: 'admin',
    request: async (f) => ({
      url: `/api/admin/users/${await f.target()}/roles`,
      payload: { add: ['moderator'] },
    }),
  },
  'POST /api/admin/users/{id}/trainer-block': {
    access: 'admin',
    request: async (f) => ({
      url: `/api/admin/users/${await f.target()}/trainer-block`,
      payload: { blocked: false },
    }),
  },

  // ---- staff: trainer applications, moderation, the admin's screens, content pages
  'GET /api/trainer-applications': {
    access: 'signed-in',
    request: () => ({ url: '/api/trainer-applications' }),
  },
  'POST /api/trainer-applications': {
    access: 'signed-in',
    request: () => ({ url: '/api/trainer-applications', payload: APPLICATION }),
  },
  'POST /api/trainer-applications/photo': {
    access: 'signed-in',
    request: () => ({ url: '/api/trainer-applications/photo', payload: {} }),
    noSuccess: 'no image is sent: 415 for those let in',
  },
  'GET /api/trainer-applications/{id}/photo': {
    // The application is a non-actor's: only staff may see its photo; everyone else gets 404.
    access: 'signed-in',
    owners: [],
    except: {
      moderator: { allowed: true, why: 'staff see every applicant’s certificate photo' },
      admin: { allowed: true, why: 'staff see every applicant’s certificate photo' },
    },
    request: async (f) => ({ url: `/api/trainer-applications/${await f.application()}/photo` }),
    noSuccess: 'the application has no photo: 404 for those let in',
  },
  'GET /api/moderation/summary': { access: 'staff', request: () => ({ url: '/api/moderation/summary' }) },
  'GET /api/moderation/trainer-applications': {
    access: 'staff',
    request: () => ({ url: '/api/moderation/trainer-applications?status=pending' }),
  },
  'GET /api/moderation/trainer-applications/{id}': {
    access: 'staff',
    request: async (f) => ({ url: `/api/moderation/trainer-applications/${await f.application()}` }),
  },
  'POST /api/moderation/trainer-applications/{id}/approve': {
    access: 'staff',
    request: async (f) => ({ url: `/api/moderation/trainer-applications/${await f.application()}/approve` }),
  },
  'POST /api/moderation/trainer-applications/{id}/reject': {
    access: 'staff',
    request: async (f) => ({
      url: `/api/moderation/trainer-applications/${await f.application()}/reject`,
      payload: { reason: 'Add a certificate' },
    }),
  },
  'GET /api/admin/summary': { access: 'admin', request: () => ({ url: '/api/admin/summary' }) },
  'GET /api/admin/audit': { access: 'admin', request: () => ({ url: '/api/admin/audit' }) },
  'GET /api/admin/finances': { access: 'admin', request: () => ({ url: '/api/admin/finances' }) },
  'GET /api/admin/finances.csv': { access: 'admin', request: () => ({ url: '/api/admin/finances.csv' }) },
  'GET /api/admin/receipts': { access: 'admin', request: () => ({ url: '/api/admin/receipts' }) },
  'GET /api/admin/receipts.csv': { access: 'admin', request: () => ({ url: '/api/admin/receipts.csv' }) },
  'GET /api/admin/users': { access: 'admin', request: () => ({ url: '/api/admin/users?q=Target' }) },
  'GET /api/admin/users/{id}': {
    access: 'admin',
    request: async (f) => ({ url: `/api/admin/users/${await f.target()}` }),
  },
  'GET /api/content/{slug}': {
    access: 'public',
    request: async (f) => {
      await f.contentVersion()
      return { url: '/api/content/about?locale=en' }
    },
  },
  'PUT /api/content/{slug}': {
    access: 'admin',
    request: () => ({
      url: '/api/content/about',
      payload: { locale: 'en', title: 'About', body: 'About Trainly.' },
    }),
  },
  'GET /api/content/{slug}/versions': {
    access: 'admin',
    request: () => ({ url: '/api/content/about/versions?locale=en' }),
  },
  'POST /api/content/{slug}/versions/{id}/restore': {
    access: 'admin',
    request: async (f) => ({ url: `/api/content/about/versions/${await f.contentVersion()}/restore` }),
  },
  'GET /api/admin/trainings': {
    access: 'admin',
    request: (f) => ({ url: `/api/admin/trainings?trainerId=${f.trainer.id}&status=scheduled&page=1` }),
  },
  'POST /api/admin/trainings/{id}/cancel': {
    access: 'admin',
    request: async (f) => ({
      url: `/api/admin/trainings/${await f.training()}/cancel`,
      payload: { reason: 'Hall closed' },
    }),
  },

  // ---- catalogue
  'GET /api/trainers': { access: 'optional', request: () => ({ url: '/api/trainers?sort=rating&limit=5' }) },
  'GET /api/trainers/{id}': {
    access: 'optional',
    request: (f) => ({ url: `/api/trainers/${f.trainer.id}` }),
  },
  'GET /api/trainers/{id}/reviews': {
    access: 'optional',
    request: (f) => ({ url: `/api/trainers/${f.trainer.id}/reviews?limit=5` }),
  },
  'POST /api/trainers/{id}/reviews': {
    access: 'signed-in',
    owners: ['student'],
    refusedWith: {
      statuses: [422],
      why: 'review_needs_attendance: another caller has not attended with this booking, and is told so without learning whose it is',
    },
    request: async (f) => ({
      url: `/api/trainers/${f.trainer.id}/reviews`,
      payload: { bookingId: await f.attendedBooking(), rating: 5, comment: 'Great' },
    }),
  },
  'GET /api/services': { access: 'optional', request: () => ({ url: '/api/services' }) },
  'GET /api/trainers/{id}/reviewable-bookings': {
    access: 'signed-in',
    request: (f) => ({ url: `/api/trainers/${f.trainer.id}/reviewable-bookings` }),
  },
  'POST /api/trainers/{id}/requests': {
    access: 'signed-in',
    request: (f) => ({
      url: `/api/trainers/${f.trainer.id}/requests`,
      payload: { message: 'Hello', preferredTimes: 'mornings' },
    }),
  },
  'GET /api/favorites': { access: 'signed-in', request: () => ({ url: '/api/favorites' }) },
  'PUT /api/favorites/{trainerId}': {
    access: 'signed-in',
    request: (f) => ({ url: `/api/favorites/${f.trainer.id}` }),
  },
  'DELETE /api/favorites/{trainerId}': {
    access: 'signed-in',
    request: (f) => ({ url: `/api/favorites/${f.trainer.id}` }),
  },
  'GET /api/student/trainers': { access: 'signed-in', request: () => ({ url: '/api/student/trainers' }) },

  // ---- the trainer's side
  'GET /api/trainer/profile': { access: 'trainer', request: () => ({ url: '/api/trainer/profile' }) },
  'PUT /api/trainer/profile': {
    access: 'trainer',
    request: () => ({ url: '/api/trainer/profile', payload: PROFILE }),
  },
  'GET /api/trainer/platform-plan': {
    access: 'trainer',
    request: () => ({ url: '/api/trainer/platform-plan' }),
  },
  'POST /api/trainer/platform-plan': {
    access: 'trainer',
    request: () => ({ url: '/api/trainer/platform-plan', payload: { payWith: 'telegram' } }),
  },
  'GET /api/admin/platform-settings': {
    access: 'admin',
    request: () => ({ url: '/api/admin/platform-settings' }),
  },
  'PUT /api/admin/platform-settings': {
    access: 'admin',
    request: () => ({
      url: '/api/admin/platform-settings',
      payload: { proPriceStars: 500, proPrice: 99000, proCurrency: 'RUB' },
    }),
  },
  // ---- money (decision 0028)
  'GET /api/trainer/plans': { access: 'trainer', request: () => ({ url: '/api/trainer/plans' }) },
  'POST /api/trainer/plans': {
    access: 'trainer',
    request: () => ({
      url: '/api/trainer/plans',
      payload: { title: 'Matrix 8', sessionsCount: 8, validityDays: 30, price: 500_000, currency: 'RUB' },
    }),
  },
  'GET /api/trainer/plans/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/trainer/plans/${await f.plan()}` }),
  },
  'PATCH /api/trainer/plans/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/trainer/plans/${await f.plan()}`, payload: { title: 'Matrix 10' } }),
  },
  'GET /api/plans': { access: 'signed-in', request: () => ({ url: '/api/plans' }) },
  'POST /api/subscriptions': {
    access: 'signed-in',
    request: async (f) => ({
      url: '/api/subscriptions',
      payload: { planId: await f.plan(), payWith: 'direct' },
    }),
  },
  'GET /api/subscriptions': { access: 'signed-in', request: () => ({ url: '/api/subscriptions' }) },
  'GET /api/subscriptions/{id}': {
    access: 'signed-in',
    owners: ['student', 'trainer'],
    request: async (f) => ({ url: `/api/subscriptions/${await f.subscription()}` }),
  },
  'GET /api/payments': { access: 'signed-in', request: () => ({ url: '/api/payments' }) },
  'GET /api/payments/methods': { access: 'signed-in', request: () => ({ url: '/api/payments/methods' }) },
  'GET /api/payments/{id}': {
    access: 'signed-in',
    owners: ['student', 'trainer'],
    request: async (f) => ({ url: `/api/payments/${await f.payment()}` }),
  },
  'POST /api/payments/{id}/confirm': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/payments/${await f.payment()}/confirm` }),
  },
  'POST /api/payments/{id}/cancel': {
    access: 'signed-in',
    owners: ['student', 'trainer'],
    request: async (f) => ({ url: `/api/payments/${await f.payment()}/cancel` }),
  },
  'POST /api/payments/{id}/refund': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/payments/${await f.paidPayment()}/refund`,
      payload: { reason: 'Moved away' },
    }),
  },
  'GET /api/payments/{id}/receipt': {
    access: 'signed-in',
    owners: ['student', 'trainer'],
    except: { admin: { allowed: true, why: 'admins read any receipt (decision 0036)' } },
    request: async (f) => ({ url: `/api/payments/${await f.paidPayment()}/receipt` }),
  },
  'GET /api/payments/{id}/receipt.pdf': {
    access: 'signed-in',
    owners: ['student', 'trainer'],
    except: { admin: { allowed: true, why: 'admins read any receipt (decision 0036)' } },
    request: async (f) => ({ url: `/api/payments/${await f.paidPayment()}/receipt.pdf` }),
  },

  'GET /api/trainer/services': { access: 'trainer', request: () => ({ url: '/api/trainer/services' }) },
  'POST /api/trainer/services': {
    access: 'trainer',
    request: () => ({ url: '/api/trainer/services', payload: SERVICE }),
  },
  'PATCH /api/trainer/services/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/trainer/services/${await f.service()}`,
      payload: { price: 160_000 },
    }),
  },
  'DELETE /api/trainer/services/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/trainer/services/${await f.service()}` }),
  },
  'GET /api/trainer/requests': { access: 'trainer', request: () => ({ url: '/api/trainer/requests' }) },
  'POST /api/trainer/requests/{id}/accept': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/trainer/requests/${await f.trainerRequest()}/accept` }),
  },
  'POST /api/trainer/requests/{id}/decline': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/trainer/requests/${await f.trainerRequest()}/decline`,
      payload: { reason: 'Full' },
    }),
  },
  'GET /api/trainer/students': { access: 'trainer', request: () => ({ url: '/api/trainer/students?q=a' }) },
  'GET /api/trainer/students/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/trainer/students/${await f.trainersStudent()}` }),
  },
  'GET /api/trainer/students/{id}/training-data': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/trainer/students/${await f.trainersStudent()}/training-data` }),
  },
  'GET /api/trainer/students/{id}/training-data/progress': {
    access: 'trainer',
    owners: ['trainer'],
    // The series may be empty: the call and its authorization are what is checked.
    request: async (f) => ({
      url: `/api/trainer/students/${await f.trainersStudent()}/training-data/progress?exerciseId=${(await f.loggableAssignment()).exerciseId}`,
    }),
  },
  'PUT /api/trainer/students/{id}/note': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/trainer/students/${await f.trainersStudent()}/note`,
      payload: { note: 'Knee injury in 2024' },
    }),
  },

  // ---- workouts (decision 0030)
  'GET /api/exercises': {
    access: 'trainer',
    request: () => ({ url: '/api/exercises?q=squat&muscle=quadriceps' }),
  },
  'POST /api/exercises': {
    access: 'trainer',
    request: () => ({
      url: '/api/exercises',
      payload: { name: 'Matrix carry', category: 'strongman', primaryMuscles: ['forearms'] },
    }),
  },
  'GET /api/workouts': { access: 'trainer', request: () => ({ url: '/api/workouts' }) },
  'POST /api/workouts': {
    access: 'trainer',
    request: async (f) => ({
      url: '/api/workouts',
      payload: { title: 'Matrix push', items: [{ exerciseId: await f.exercise(), sets: 3, reps: 10 }] },
    }),
  },
  'GET /api/workouts/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/workouts/${await f.workout()}` }),
  },
  'PATCH /api/workouts/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/workouts/${await f.workout()}`,
      payload: { title: 'Matrix legs 2' },
    }),
  },
  'DELETE /api/workouts/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/workouts/${await f.workout()}` }),
  },
  'POST /api/workouts/{id}/assign': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/workouts/${await f.workout()}/assign`,
      payload: { trainingId: await f.training() },
    }),
  },
  'GET /api/workout-assignments': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/workout-assignments?studentId=${await f.trainersStudent()}` }),
  },

  // ---- trainings and templates
  'POST /api/trainings': {
    access: 'trainer',
    request: (f) => ({ url: '/api/trainings', payload: f.trainingBody() }),
  },
  'GET /api/trainings/{id}': {
    access: 'signed-in',
    request: async (f) => ({ url: `/api/trainings/${await f.training()}` }),
  },
  'PATCH /api/trainings/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/trainings/${await f.training()}`,
      payload: { notes: 'Bring water' },
    }),
  },
  'GET /api/training-templates': { access: 'trainer', request: () => ({ url: '/api/training-templates' }) },
  'POST /api/training-templates': {
    access: 'trainer',
    request: (f) => ({ url: '/api/training-templates', payload: f.templateBody() }),
  },
  'POST /api/training-templates/preview': {
    access: 'trainer',
    request: (f) => ({ url: '/api/training-templates/preview', payload: f.templateBody() }),
  },
  'GET /api/training-templates/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/training-templates/${await f.template()}` }),
  },
  'PATCH /api/training-templates/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/training-templates/${await f.template()}`,
      payload: { notes: 'Mats' },
    }),
  },
  'DELETE /api/training-templates/{id}': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({ url: `/api/training-templates/${await f.template()}` }),
  },

  // ---- booking
  'POST /api/bookings': {
    access: 'signed-in',
    request: async (f) => ({
      url: '/api/bookings',
      payload: { trainingId: await f.training(), payWith: 'free' },
    }),
  },
  'POST /api/bookings/{id}/cancel': {
    access: 'signed-in',
    owners: ['student', 'trainer'],
    request: async (f) => ({ url: `/api/bookings/${await f.booking()}/cancel`, payload: { reason: 'Ill' } }),
  },
  'POST /api/bookings/{id}/attendance': {
    // Any caller reaches the booking lookup; only the training's trainer finds it.
    access: 'signed-in',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/bookings/${await f.booking()}/attendance`,
      payload: { attended: true },
    }),
    noSuccess: 'attendance is marked once the training has started; tomorrow’s answers 409 to its trainer',
  },
  'POST /api/trainings/{id}/cancel': {
    access: 'trainer',
    owners: ['trainer'],
    request: async (f) => ({
      url: `/api/trainings/${await f.training()}/cancel`,
      payload: { reason: 'Ill' },
    }),
  },
  'POST /api/trainings/{id}/waitlist': {
    access: 'signed-in',
    request: async (f) => ({
      url: `/api/trainings/${await f.training()}/waitlist`,
      payload: { payWith: 'free' },
    }),
    noSuccess: 'the training has room, so the waitlist answers 409 (book instead)',
  },
  'DELETE /api/trainings/{id}/waitlist': {
    access: 'signed-in',
    request: async (f) => ({ url: `/api/trainings/${await f.training()}/waitlist` }),
    noSuccess: 'nobody is on the waitlist (the training has room): 404 not_on_waitlist',
  },
  'GET /api/trainers/{id}/slots': {
    access: 'signed-in',
    request: (f) => ({ url: `/api/trainers/${f.trainer.id}/slots` }),
  },

  // ---- schedule, notifications, calendar, pwa
  'GET /api/schedule': {
    access: 'signed-in',
    request: (f) => ({
      url: `/api/schedule?startDate=${f.today}&endDate=${f.today}`,
      headers: { 'x-user-role': 'student' },
      namesCaller: true,
    }),
  },
  // role=trainer needs the trainer role; role=student (the default) is any account's (statistics.test.ts).
  'GET /api/statistics': {
    access: 'trainer',
    request: () => ({ url: '/api/statistics?role=trainer&period=3m' }),
  },
  'POST /api/pwa/dismiss': {
    access: 'signed-in',
    request: () => ({ url: '/api/pwa/dismiss', payload: { reason: 'installed' }, namesCaller: true }),
  },
  // ---- training data (decision 0031)
  'GET /api/training-data': { access: 'signed-in', request: () => ({ url: '/api/training-data' }) },
  'GET /api/training-data/progress': {
    access: 'signed-in',
    request: async (f) => ({
      url: `/api/training-data/progress?exerciseId=${(await f.loggableAssignment()).exerciseId}`,
    }),
  },
  'POST /api/training-data/{id}/results': {
    access: 'signed-in',
    owners: ['student'],
    request: async (f) => {
      const a = await f.loggableAssignment()
      const set = { id: '5e7a0000-0000-4000-8000-000000000001', itemId: a.itemId, setIndex: 0 }
      return {
        url: `/api/training-data/${a.id}/results`,
        payload: {
          results: [
            {
              ...set,
              reps: 5,
              weightKg: 60,
              durationSeconds: null,
              done: true,
              editedAt: `${f.today}T08:00:00.000Z`,
            },
          ],
        },
      }
    },
  },
  'GET /api/notifications': { access: 'signed-in', request: () => ({ url: '/api/notifications?limit=5' }) },
  'POST /api/notifications/{id}/read': {
    access: 'signed-in',
    owners: ['student'],
    request: async (f) => ({ url: `/api/notifications/${await f.notification()}/read` }),
  },
  'POST /api/notifications/read-all': {
    access: 'signed-in',
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  'GET /api/calendar/token': { access: 'signed-in', request: () => ({ url: '/api/calendar/token' }) },
  'POST /api/calendar/token': { access: 'signed-in', request: () => ({ url: '/api/calendar/token' }) },
}

/**
 * Routes the server registers under /api but leaves out of /api/docs/json (`hide: true`), each
 * with who may call it. A new hidden route fails the matrix until it is written down here.
 */
export const UNDOCUMENTED: Record<string, string> = {
  'GET /api/calendar/{file}':
    'public: the calendar feed, where the 256-bit token in the file name is the credential; an unknown, malformed or rotated token answers 404 alike (calendar.test.ts); fuzzed in fuzz.test.ts',
}
