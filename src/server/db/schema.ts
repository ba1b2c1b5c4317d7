import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { type Currency, SPECIALIZATIONS, type Specialization } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { DEFAULT_FREE_CANCEL_MINUTES, DEFAULT_MIN_NOTICE_MINUTES } from '#shared/constants.ts'
import {
  EXERCISE_CATEGORIES,
  EXERCISE_EQUIPMENT,
  EXERCISE_LEVELS,
  MUSCLE_GROUPS,
  WORKOUT_LIMITS,
} from '#shared/workouts.ts'

/** A record's time stamp: the app's clock for rows written through Drizzle, the database's otherwise. */
const stamp = (name: string) =>
  timestamp(name, { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now())
const createdAt = () => stamp('created_at')
const updatedAt = () => stamp('updated_at')

export const localeEnum = pgEnum('locale', ['en', 'ru'])
export const grantedRoleEnum = pgEnum('granted_role', ['trainer', 'moderator', 'admin'])
export const currentRoleEnum = pgEnum('current_role', ['student', 'trainer'])
export const themeEnum = pgEnum('theme', ['telegram', 'system', 'light', 'dark'])

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    /** When the address in `email` was proved by its link; null until then (decision 0022). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for and not yet proved by its link; `email` stays in force meanwhile. */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    username: text('username'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    vkLink: text('vk_link'),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    language: localeEnum('language'),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    currentRole: currentRoleEnum('current_role').notNull().default('student'),
    theme: themeEnum('theme').notNull().default('system'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    trainerBlockedAt: timestamp('trainer_blocked_at', { withTimezone: true }),
    trainerBlockedReason: text('trainer_blocked_reason'),
    /** First time the app reported running installed (POST /api/pwa/dismiss, reason installed). */
    pwaInstalledAt: timestamp('pwa_installed_at', { withTimezone: true }),
    /** Notification channels besides the app itself (PRODUCT.md §2 "User"). */
    notifyTelegram: boolean('notify_telegram').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(false),
    /** The secret of the private iCalendar feed URL; a new one (rotation) retires the old URL. */
    calendarToken: text('calendar_token'),
    /**
     * When the person deleted the account (DELETE /api/user, decision 0035): the row stays, emptied
     * of personal data, for the bookings, payments and receipts that name it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_calendar_token_key').on(t.calendarToken),
    check(
      'users_has_login',
      sql`${t.email} is not null or ${t.telegramId} is not null or ${t.deletedAt} is not null`,
    ),
  ],
)

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: grantedRoleEnum('role').notNull(),
    grantedAt: createdAt(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
)

export const sessionEndReasonEnum = pgEnum('session_end_reason', [
  'logout',
  'terminated',
  'token_reuse',
  'password_reset',
  'password_change',
  'blocked',
  'admin',
  'account_deleted',
])

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: stamp('last_used_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: sessionEndReasonEnum('revoked_reason'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
)

/** Refresh tokens already rotated away; presenting one again revokes its session. */
export const rotatedRefreshTokens = pgTable(
  'rotated_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    rotatedAt: stamp('rotated_at'),
  },
  (t) => [index('rotated_refresh_tokens_session_id_idx').on(t.sessionId)],
)

/** The seller's legal status printed on receipts (decision 0028). */
export const legalStatusEnum = pgEnum('legal_status', [
  'self_employed',
  'individual_entrepreneur',
  'company',
  'individual',
])

export const trainerFormatEnum = pgEnum('trainer_format', ['online', 'gym', 'client_place'])

/** Filled by a trigger (migration 0006): names, both bios and specialization names in both languages. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The fixed list as an SQL array literal, for checks that keep unknown values out of the API's answers. */
const specializationList = sql.raw(`array[${SPECIALIZATIONS.map((s) => `'${s}'`).join(', ')}]::text[]`)

// The keyset sort keys of GET /api/trainers (decision 0008): never null, so that a cursor can
// compare them; a trainer without reviews or prices sorts last. The catalogue's queries
// (modules/catalogue/search.ts) use the same expressions, or the planner cannot use the indexes.
const RATING_SORT_KEY = sql`coalesce(rating_avg, 0)`
const PRICE_ASC_SORT_KEY = sql`coalesce(price_from, 2147483647)`
const PRICE_DESC_SORT_KEY = sql`coalesce(price_from, -1)`

export const trainerProfiles = pgTable(
  'trainer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bioEn: text('bio_en').notNull().default(''),
    bioRu: text('bio_ru').notNull().default(''),
    specializations: text('specializations')
      .array()
      .$type<Specialization[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceYears: integer('experience_years').notNull().default(0),
    city: text('city').notNull().default(''),
    formats: trainerFormatEnum('formats').array().notNull().default(sql`'{}'::trainer_format[]`),
    gymAddress: text('gym_address'),
    /** Lowest price of the trainer's active services, in minor units; kept by the services' writes. */
    priceFrom: integer('price_from'),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    /** Average of the reviews; null without reviews. Kept by the reviews' writes, with reviewsCount. */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }),
    reviewsCount: integer('reviews_count').notNull().default(0),
    search: tsvector('search').notNull().default(sql`''::tsvector`),
    manualApproval: boolean('manual_approval').notNull().default(false),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(DEFAULT_MIN_NOTICE_MINUTES),
    freeCancelMinutes: integer('free_cancel_minutes').notNull().default(DEFAULT_FREE_CANCEL_MINUTES),
    /** A student's late cancel gives the subscription session back, like an early one (decision 0038). */
    lateCancelReturnsSession: boolean('late_cancel_returns_session').notNull().default(false),
    /** Requisites printed on the trainer's receipts (decision 0028); all optional. */
    legalStatus: legalStatusEnum('legal_status'),
    taxId: text('tax_id'),
    legalName: text('legal_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trainer_profiles_experience_nonnegative', sql`${t.experienceYears} >= 0`),
    check('trainer_profiles_price_nonnegative', sql`${t.priceFrom} is null or ${t.priceFrom} >= 0`),
    check('trainer_profiles_specializations_known', sql`${t.specializations} <@ ${specializationList}`),
    check('trainer_profiles_rating_range', sql`${t.ratingAvg} is null or ${t.ratingAvg} between 1 and 5`),
    // Filters of GET /api/trainers.
    index('trainer_profiles_specializations_idx').using('gin', t.specializations),
    index('trainer_profiles_formats_idx').using('gin', t.formats),
    // Written into at once, never through GIN's pending list: the catalogue is read far more than
    // written, and every prefix search read that list whole until a vacuum (decision 0049).
    index('trainer_profiles_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('trainer_profiles_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    index('trainer_profiles_price_from_idx').on(t.priceFrom),
    // Its sorts, each ending in the id so that a keyset cursor is a total order.
    index('trainer_profiles_rating_sort_idx').on(
      sql`${RATING_SORT_KEY} desc`,
      sql`${t.reviewsCount} desc`,
      sql`${t.userId} desc`,
    ),
    index('trainer_profiles_price_asc_sort_idx').on(PRICE_ASC_SORT_KEY, t.userId),
    index('trainer_profiles_price_desc_sort_idx').on(sql`${PRICE_DESC_SORT_KEY} desc`, sql`${t.userId} desc`),
    index('trainer_profiles_experience_sort_idx').on(sql`${t.experienceYears} desc`, sql`${t.userId} desc`),
    index('trainer_profiles_newest_sort_idx').on(sql`${t.createdAt} desc`, sql`${t.userId} desc`),
  ],
)

/** What a trainer sells (PRODUCT.md §2 "Service"). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    specialization: text('specialization').$type<Specialization>().notNull(),
    format: trainerFormatEnum('format').notNull(),
    durationMin: integer('duration_min').notNull(),
    capacity: integer('capacity').notNull().default(1),
    /** Minor units of `currency`. */
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('services_specialization_known', sql`${t.specialization} = any(${specializationList})`),
    check('services_duration_positive', sql`${t.durationMin} > 0`),
    check('services_capacity_positive', sql`${t.capacity} >= 1`),
    check('services_price_nonnegative', sql`${t.price} >= 0`),
    index('services_trainer_id_idx').on(t.trainerId, t.createdAt),
    index('services_active_specialization_idx').on(t.specialization, t.price).where(sql`${t.active}`),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trainerId] }),
    index('favorites_trainer_id_idx').on(t.trainerId),
  ],
)

export const trainerRequestStatusEnum = pgEnum('trainer_request_status', ['pending', 'accepted', 'declined'])

/** A student asks to train with a trainer (PRODUCT.md §2 "Trainer request"). */
export const trainerRequests = pgTable(
  'trainer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    preferredTimes: text('preferred_times').notNull().default(''),
    status: trainerRequestStatusEnum('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // Two clicks or two tabs cannot leave two open requests to one trainer.
    uniqueIndex('trainer_requests_one_pending_key')
      .on(t.studentId, t.trainerId)
      .where(sql`${t.status} = 'pending'`),
    index('trainer_requests_trainer_pending_idx')
      .on(t.trainerId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/** The trainer's students, with the trainer's private note on each. */
export const trainerStudents = pgTable(
  'trainer_students',
  {
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.trainerId, t.studentId] }),
    index('trainer_students_student_id_idx').on(t.studentId),
  ],
)

export const trainingVisibilityEnum = pgEnum('training_visibility', ['public', 'students'])
export const trainingStatusEnum = pgEnum('training_status', ['scheduled', 'cancelled', 'completed'])

/**
 * A session at a time (PRODUCT.md §2 "Training"). The booking work adds its rules; reviews
 * need only who trained whom.
 */
/** A weekly recurrence that generates trainings 8 weeks ahead (PRODUCT.md §2 "Training template"). */
export const trainingTemplates = pgTable(
  'training_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    specialization: text('specialization').$type<Specialization>().notNull(),
    format: trainerFormatEnum('format').notNull(),
    location: text('location').notNull().default(''),
    onlineUrl: text('online_url').notNull().default(''),
    durationMin: integer('duration_min').notNull(),
    capacity: integer('capacity').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    visibility: trainingVisibilityEnum('visibility').notNull().default('public'),
    notes: text('notes').notNull().default(''),
    allowParallel: boolean('allow_parallel').notNull().default(false),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Wall-clock start in `time_zone`, 'HH:mm'. */
    startTime: text('start_time').notNull(),
    timeZone: text('time_zone').notNull(),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
    active: boolean('active').notNull().default(true),
    /** The last local date trainings were generated for; the rolling job continues from here. */
    generatedUntil: date('generated_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('training_templates_duration_positive', sql`${t.durationMin} > 0`),
    check('training_templates_capacity_positive', sql`${t.capacity} >= 1`),
    check('training_templates_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'training_templates_weekdays_valid',
      sql`${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[] and cardinality(${t.weekdays}) > 0`,
    ),
    check('training_templates_start_time_valid', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'training_templates_valid_range',
      sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
    index('training_templates_trainer_idx').on(t.trainerId),
    index('training_templates_active_idx').on(t.generatedUntil).where(sql`${t.active}`),
  ],
)

/**
 * A session at a time (PRODUCT.md §2 "Training"). Besides the checks below, migration 0007 adds
 * what Drizzle cannot declare: `ends_at` kept by a trigger, `booked_count` (and, since migration
 * `statistics_daily`, `attended_count` and `no_show_count`) kept by a trigger on
 * bookings and checked against the capacity, and the exclusion constraint that refuses
 * overlapping trainings of one trainer (btree_gist) unless the training allows parallel groups.
 */
export const trainings = pgTable(
  'trainings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    specialization: text('specialization').$type<Specialization>().notNull(),
    format: trainerFormatEnum('format').notNull(),
    location: text('location').notNull().default(''),
    onlineUrl: text('online_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMin: integer('duration_min').notNull(),
    /** starts_at + duration_min, always set by the trigger trainings_set_ends_at (a value given is replaced). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull().defaultNow(),
    capacity: integer('capacity').notNull().default(1),
    /** Places held (requested, confirmed, attended, no_show); kept by the trigger on bookings. */
    bookedCount: integer('booked_count').notNull().default(0),
    /** Bookings marked attended / no-show; kept by the same trigger (statistics, decision 0042). */
    attendedCount: integer('attended_count').notNull().default(0),
    noShowCount: integer('no_show_count').notNull().default(0),
    price: integer('price').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    visibility: trainingVisibilityEnum('visibility').notNull().default('public'),
    status: trainingStatusEnum('status').notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    allowParallel: boolean('allow_parallel').notNull().default(false),
    templateId: uuid('template_id').references(() => trainingTemplates.id, { onDelete: 'set null' }),
    /** The template's local date this training is for; one per template and date, ever. */
    occurrenceDate: date('occurrence_date'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trainings_duration_positive', sql`${t.durationMin} > 0`),
    check('trainings_capacity_positive', sql`${t.capacity} >= 1`),
    check('trainings_price_nonnegative', sql`${t.price} >= 0`),
    check('trainings_booked_within_capacity', sql`${t.bookedCount} between 0 and ${t.capacity}`),
    check(
      'trainings_marked_within_booked',
      sql`${t.attendedCount} >= 0 and ${t.noShowCount} >= 0 and ${t.attendedCount} + ${t.noShowCount} <= ${t.bookedCount}`,
    ),
    index('trainings_trainer_starts_idx').on(t.trainerId, t.startsAt),
    index('trainings_starts_idx').on(t.startsAt),
    // A trainer's trainings that may have been held, with the columns the statistics read (decision 0032).
    index('trainings_trainer_held_idx')
      .on(t.trainerId, t.startsAt, t.endsAt, t.id)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('trainings_template_occurrence_key')
      .on(t.templateId, t.occurrenceDate)
      .where(sql`${t.templateId} is not null`),
  ],
)

export const bookingStatusEnum = pgEnum('booking_status', [
  'requested',
  'confirmed',
  'attended',
  'no_show',
  'cancelled',
])
/** `unanswered`: a request the trainer did not answer before the training started (decision 0059). */
export const cancelledByEnum = pgEnum('cancelled_by', ['student', 'trainer', 'system', 'unanswered'])
/** How a booking is paid; the values of `payWith` in POST /api/bookings (PRODUCT.md §6). */
export const paymentMethodEnum = pgEnum('booking_payment_method', [
  'subscription',
  'direct',
  'telegram',
  'free',
])

/**
 * Student × training (PRODUCT.md §2 "Booking"). One active booking per student and training is
 * a partial unique index; the capacity is the trainings' check on booked_count, which the
 * trigger bookings_count_places keeps (migration 0007). How it is paid: `payment_method`, with
 * `subscription_id` or `payment_id` once those exist (decision 0009).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainingId: uuid('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: bookingStatusEnum('status').notNull().default('requested'),
    cancelledBy: cancelledByEnum('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Cancelled by the student after the free-cancellation deadline: it costs the session. */
    lateCancel: boolean('late_cancel').notNull().default(false),
    /**
     * The student may cancel it free until the start (decision 0059): the trainer changed the
     * training's time or place after it was booked, or the waitlist gave it after free
     * cancellation had ended.
     */
    cancelsFree: boolean('cancels_free').notNull().default(false),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('free'),
    /** The student subscription it spends a session of (its ledger row: subscription_usages). */
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => studentSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** The payment that settles it: a Telegram invoice or a direct payment. */
    paymentId: uuid('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    amountDue: integer('amount_due').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_amount_nonnegative', sql`${t.amountDue} >= 0`),
    // A training's bookings, with what the trainer's statistics read of them, so that that
    // aggregate is an index-only scan (decision 0032); it serves every lookup by training too.
    index('bookings_training_visits_idx').on(t.trainingId, t.status, t.studentId),
    // A student's attended sessions (statistics: sessions per week, streak).
    index('bookings_student_attended_idx').on(t.studentId, t.trainingId).where(sql`${t.status} = 'attended'`),
    uniqueIndex('bookings_one_active_key')
      .on(t.trainingId, t.studentId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('bookings_student_id_idx').on(t.studentId, t.createdAt),
  ],
)

/** Student × full training, in order of joining (PRODUCT.md §2 "Waitlist entry"). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainingId: uuid('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the student pays when booked from the list. */
    payWith: paymentMethodEnum('pay_with').notNull(),
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => studentSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** The training's price when the student joined: a place from the list never costs more. */
    price: integer('price'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_training_student_key').on(t.trainingId, t.studentId),
    index('waitlist_entries_order_idx').on(t.trainingId, t.createdAt, t.id),
    index('waitlist_entries_student_idx').on(t.studentId),
  ],
)

/**
 * One row per change to what a trainer's schedule shows, written by triggers on trainings,
 * bookings and users in the changing transaction (migration 0020). Nothing reads a row: a
 * trainer's schedule version is how many rows they have here plus how many were pruned into
 * schedule_change_totals, and the server keeps the schedule's answer while that number holds
 * (decision 0033, fourth addendum). A count, not the highest id: ids are taken before commit,
 * so a change that commits after a later one would hide behind its id; a count sees it. Rows
 * are only added, so writers never wait on each other here.
 */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trainerId: uuid('trainer_id').notNull(),
  },
  (t) => [index('schedule_changes_trainer_idx').on(t.trainerId)],
)

/** Rows of schedule_changes pruned per trainer, so the version goes on counting (decision 0033). */
export const scheduleChangeTotals = pgTable('schedule_change_totals', {
  trainerId: uuid('trainer_id').primaryKey(),
  pruned: bigint('pruned', { mode: 'number' }).notNull(),
})

/**
 * One row per change to what the catalogue shows (decision 0033, fifth addendum), written by
 * triggers on trainer_profiles, users, user_roles and favorites (migration 0021). The catalogue's
 * version is how many rows are here plus the pruned count in catalogue_change_totals, as for
 * schedule_changes.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
})

/** Rows of catalogue_changes pruned, in its one row, so the version goes on counting. */
export const catalogueChangeTotals = pgTable(
  'catalogue_change_totals',
  {
    one: boolean('one').primaryKey().default(true),
    pruned: bigint('pruned', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_change_totals_one_row', sql`${t.one}`)],
)

/** One per attended booking (PRODUCT.md §2 "Review"). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_id_key').on(t.bookingId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_trainer_newest_idx').on(t.trainerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('reviews_student_id_idx').on(t.studentId),
  ],
)

/** PRODUCT.md §2 "Notification": stored first, then delivered over the channels. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_TYPES (src/shared/api/notifications.ts). */
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
)

export const notificationChannelEnum = pgEnum('notification_channel', ['telegram', 'email'])
export const deliveryStatusEnum = pgEnum('delivery_status', ['pending', 'sent', 'failed', 'skipped'])

/** One channel's delivery of a notification; retried by a job until sent, skipped or given up. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: notificationChannelEnum('channel').notNull(),
    status: deliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.channel] })],
)

export const reminderKindEnum = pgEnum('reminder_kind', ['24h', '2h'])

/** A reminder that went out: the key makes each one happen once, however many instances run. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: reminderKindEnum('kind').notNull(),
    /** The training's start the reminder was for: a moved training is reminded again. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind, t.startsAt] })],
)

/** One-time codes that link a Telegram user to a browser account (`startapp=link_<code>`). */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('telegram_link_codes_user_idx').on(t.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
)

/** One-time links that prove an address (decision 0022): only the hash is kept, with the address it proves. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
)

/** Fixed-window counters of the rate limiter, shared by every server instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

export const trainerPlanKindEnum = pgEnum('trainer_plan_kind', ['trial', 'pro'])

/** The platform's own plan of a trainer (PRODUCT.md §2 "Trainer plan"); one current row per trainer. */
export const trainerPlans = pgTable('trainer_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: trainerPlanKindEnum('kind').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  /**
   * The first charge of the Stars subscription that renews Pro every 30 days (decision 0029);
   * null when the plan is not renewed by Telegram.
   */
  telegramSubscriptionChargeId: text('telegram_subscription_charge_id'),
  /** The "ends in 3 days" reminder went out for this valid_until (cleared when it moves). */
  expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
  updatedAt: updatedAt(),
})

export const auditActionEnum = pgEnum('audit_action', [
  'user_blocked',
  'user_unblocked',
  'role_granted',
  'role_revoked',
  'trainer_role_blocked',
  'trainer_role_unblocked',
  'application_approved',
  'application_rejected',
  'content_updated',
  'training_cancelled',
  'platform_settings_updated',
])

/**
 * Every staff action (PRODUCT.md §2 "Audit entry"), append-only: a trigger (migration 0010)
 * refuses UPDATE, DELETE and TRUNCATE. The actor and the target are plain ids with a name
 * copied at the time, not foreign keys: deleting an account must not rewrite (or be refused
 * by) the record of what was done to or by it.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    action: auditActionEnum('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_created_at_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('audit_entries_target_idx').on(t.targetType, t.targetId),
    index('audit_entries_actor_idx').on(t.actorId),
  ],
)

export const applicationStatusEnum = pgEnum('trainer_application_status', ['pending', 'approved', 'rejected'])

/** A "become a trainer" application (PRODUCT.md §2 "Trainer application"); one pending per user. */
export const trainerApplications = pgTable(
  'trainer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    specializations: text('specializations').array().$type<Specialization[]>().notNull(),
    experienceYears: integer('experience_years').notNull(),
    bio: text('bio').notNull(),
    city: text('city').notNull(),
    formats: trainerFormatEnum('formats').array().notNull(),
    certificateLinks: text('certificate_links').array().notNull().default(sql`'{}'::text[]`),
    /** File name of the uploaded certificate photo (served only to the applicant and staff). */
    certificatePhoto: text('certificate_photo'),
    rejectReason: text('reject_reason'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trainer_applications_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('trainer_applications_queue_idx').on(t.status, t.createdAt),
    index('trainer_applications_user_idx').on(t.userId, sql`${t.createdAt} desc`),
    check('trainer_applications_experience_range', sql`${t.experienceYears} between 0 and 70`),
    check('trainer_applications_specializations_known', sql`${t.specializations} <@ ${specializationList}`),
    check(
      'trainer_applications_decision',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.status} <> 'rejected' or ${t.rejectReason} is not null)`,
    ),
  ],
)

export const contentSlugEnum = pgEnum('content_slug', ['help', 'about', 'offer', 'privacy', 'requisites'])

/** A content page in one language (PRODUCT.md §2 "Content page"): Markdown, rendered sanitized by the client. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: contentSlugEnum('slug').notNull(),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
)

/** Every saved version of a content page, the current one included; "restore" saves an old one again. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of saving, also within one instant (the versions' newest-first order). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    slug: contentSlugEnum('slug').notNull(),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('content_page_versions_page_idx').on(t.slug, t.locale, sql`${t.seq} desc`)],
)

// ---------------------------------------------------------------------------------------------
// Money (decision 0028): subscription plans, student subscriptions and their usage ledger,
// payments, receipts with gapless numbering, the platform's Pro price.
// ---------------------------------------------------------------------------------------------

/** Which trainings a plan's sessions may be spent on. */
export const planCoverageEnum = pgEnum('plan_coverage', ['all', 'specializations', 'services'])

/** A package a trainer sells (PRODUCT.md §2 "Subscription plan"). Archived plans are kept for their holders. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Sessions in the package; null = unlimited within the validity. */
    sessionsCount: integer('sessions_count'),
    validityDays: integer('validity_days').notNull(),
    /** Minor units of `currency`. */
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    coverage: planCoverageEnum('coverage').notNull().default('all'),
    specializations: text('specializations')
      .array()
      .$type<Specialization[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceIds: uuid('service_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** On offer; an inactive plan is hidden from students but still editable. */
    active: boolean('active').notNull().default(true),
    /** Archived: no longer sold nor edited; its holders keep what they bought. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'subscription_plans_sessions_positive',
      sql`${t.sessionsCount} is null or ${t.sessionsCount} between 1 and 1000`,
    ),
    check('subscription_plans_validity_range', sql`${t.validityDays} between 1 and 3660`),
    check('subscription_plans_price_nonnegative', sql`${t.price} >= 0`),
    check('subscription_plans_specializations_known', sql`${t.specializations} <@ ${specializationList}`),
    check(
      'subscription_plans_coverage_filled',
      sql`(${t.coverage} <> 'specializations' or cardinality(${t.specializations}) > 0) and (${t.coverage} <> 'services' or cardinality(${t.serviceIds}) > 0)`,
    ),
    index('subscription_plans_trainer_idx').on(t.trainerId, t.createdAt),
  ],
)

export const studentSubscriptionStatusEnum = pgEnum('student_subscription_status', [
  'pending_payment',
  'active',
  'expired',
  'used_up',
  'cancelled',
])

/**
 * A bought plan (PRODUCT.md §2 "Student subscription"). The plan's terms are copied at purchase,
 * so that editing the plan never changes what was bought. `sessions_used` is kept by the trigger
 * on subscription_usages (migration money) and checked against `sessions_total` like capacity.
 */
export const studentSubscriptions = pgTable(
  'student_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: studentSubscriptionStatusEnum('status').notNull().default('pending_payment'),
    // The plan's terms at purchase.
    title: text('title').notNull(),
    /** null = unlimited. */
    sessionsTotal: integer('sessions_total'),
    sessionsUsed: integer('sessions_used').notNull().default(0),
    validityDays: integer('validity_days').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('RUB'),
    coverage: planCoverageEnum('coverage').notNull().default('all'),
    specializations: text('specializations')
      .array()
      .$type<Specialization[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceIds: uuid('service_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Set when paid (activation); the end is the end of the last day in the trainer's zone. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The "expires in 3 days" notification went out (once). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'student_subscriptions_sessions_within_total',
      sql`${t.sessionsUsed} >= 0 and (${t.sessionsTotal} is null or ${t.sessionsUsed} <= ${t.sessionsTotal})`,
    ),
    check('student_subscriptions_total_positive', sql`${t.sessionsTotal} is null or ${t.sessionsTotal} >= 1`),
    check('student_subscriptions_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'student_subscriptions_validity_set',
      sql`${t.status} in ('pending_payment', 'cancelled') or (${t.validFrom} is not null and ${t.validUntil} is not null)`,
    ),
    check(
      'student_subscriptions_valid_range',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
    index('student_subscriptions_student_idx').on(t.studentId, t.createdAt),
    index('student_subscriptions_trainer_idx').on(t.trainerId, t.createdAt),
    index('student_subscriptions_plan_idx').on(t.planId),
    index('student_subscriptions_active_until_idx').on(t.validUntil).where(sql`${t.status} = 'active'`),
  ],
)

/** The ledger: which booking spent which session, and when it was given back. */
export const subscriptionUsages = pgTable(
  'subscription_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => studentSubscriptions.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    spentAt: stamp('spent_at'),
    /** The session came back (cancel before the free-cancellation deadline, a cancelled training). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
  },
  (t) => [
    uniqueIndex('subscription_usages_booking_key').on(t.bookingId),
    index('subscription_usages_subscription_idx').on(t.subscriptionId, t.spentAt),
  ],
)

export const paymentPurposeEnum = pgEnum('payment_purpose', [
  'subscription',
  'single_training',
  'trainer_plan',
])
export const paymentMethodKindEnum = pgEnum('payment_method', ['telegram', 'direct'])
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'cancelled', 'refunded'])

/** Every money movement (PRODUCT.md §2 "Payment"). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The trainer paid; null = the platform (the trainer plan). */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: paymentPurposeEnum('purpose').notNull(),
    /** Minor units of `currency` (Telegram Stars: whole stars, currency XTR). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    method: paymentMethodKindEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** What is bought, as shown on the receipt. */
    description: text('description').notNull().default(''),
    subscriptionId: uuid('subscription_id').references(() => studentSubscriptions.id, {
      onDelete: 'set null',
    }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Days of the trainer plan bought (purpose trainer_plan). */
    planDays: integer('plan_days'),
    // Telegram gateway.
    invoicePayload: text('invoice_payload'),
    invoiceLink: text('invoice_link'),
    telegramPaymentChargeId: text('telegram_payment_charge_id'),
    providerPaymentChargeId: text('provider_payment_charge_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A direct payment confirmed by its trainer: who and when. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A refund by the recipient (decision 0038): who gave the money back and why (optional). */
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
    check('payments_paid_has_time', sql`${t.status} not in ('paid', 'refunded') or ${t.paidAt} is not null`),
    check('payments_purpose_link', sql`${t.purpose} <> 'subscription' or ${t.subscriptionId} is not null`),
    uniqueIndex('payments_telegram_charge_key').on(t.telegramPaymentChargeId),
    uniqueIndex('payments_invoice_payload_key').on(t.invoicePayload),
    index('payments_payer_idx').on(t.payerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('payments_recipient_idx').on(t.recipientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_booking_idx').on(t.bookingId),
  ],
)

/**
 * The last receipt number issued per seller and year; the row lock of `UPDATE … RETURNING`
 * makes numbering gapless under concurrency (a rolled back transaction gives its number back).
 * `seller_key` is the trainer's id or 'platform'.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    sellerKey: text('seller_key').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerKey, t.year] })],
)

/** One per paid payment (PRODUCT.md §2 "Payment"): what was sold, by whom, to whom, as it was then. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The trainer's id or 'platform'. */
    sellerKey: text('seller_key').notNull(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: stamp('issued_at'),
    sellerName: text('seller_name').notNull(),
    sellerLegalStatus: legalStatusEnum('seller_legal_status'),
    sellerTaxId: text('seller_tax_id'),
    sellerLegalName: text('seller_legal_name'),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    /** [{ title, quantity, unitPrice, amount }] in minor units. */
    items: jsonb('items')
      .$type<{ title: string; quantity: number; unitPrice: number; amount: number }[]>()
      .notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    method: paymentMethodKindEnum('method').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipts_payment_key').on(t.paymentId),
    uniqueIndex('receipts_number_key').on(t.sellerKey, t.year, t.number),
    check('receipts_number_positive', sql`${t.number} >= 1`),
    check('receipts_total_nonnegative', sql`${t.total} >= 0`),
    index('receipts_issued_idx').on(sql`${t.issuedAt} desc`, sql`${t.id} desc`),
    index('receipts_seller_idx').on(t.sellerId, sql`${t.issuedAt} desc`),
  ],
)

/** The platform's settings: a single row (id = 1) with the Pro plan's price. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Pro monthly price in minor units of `pro_currency` (paid by card/transfer). */
    proPrice: integer('pro_price').notNull().default(99000),
    proCurrency: text('pro_currency').$type<Currency>().notNull().default('RUB'),
    /** Pro monthly price in Telegram Stars (XTR), inside Telegram. */
    proPriceStars: integer('pro_price_stars').notNull().default(500),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_prices_nonnegative', sql`${t.proPrice} >= 0 and ${t.proPriceStars} >= 0`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Workouts (PRODUCT.md §2 "Exercise", "Workout"; decision 0030)
// ---------------------------------------------------------------------------------------------

export const exerciseCategoryEnum = pgEnum('exercise_category', EXERCISE_CATEGORIES)
export const exerciseLevelEnum = pgEnum('exercise_level', EXERCISE_LEVELS)
export const exerciseEquipmentEnum = pgEnum('exercise_equipment', EXERCISE_EQUIPMENT)
export const muscleGroupEnum = pgEnum('muscle_group', MUSCLE_GROUPS)

/**
 * An exercise: the shared library (owner null, seeded from the Free Exercise DB by its `slug`,
 * idempotently on every start) or a trainer's private one (owner set, seen only by that trainer).
 * `search` is both names, lower-cased with 'ё' folded into 'е', under one trigram index, so a
 * substring of either name finds it (the API folds the query the same way).
 */
export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The library's stable key (the source's id, e.g. "Barbell_Squat"); null for private ones. */
    slug: text('slug'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru'),
    category: exerciseCategoryEnum('category').notNull(),
    level: exerciseLevelEnum('level').notNull().default('beginner'),
    equipment: exerciseEquipmentEnum('equipment'),
    primaryMuscles: muscleGroupEnum('primary_muscles').array().notNull().default(sql`'{}'::muscle_group[]`),
    secondaryMuscles: muscleGroupEnum('secondary_muscles')
      .array()
      .notNull()
      .default(sql`'{}'::muscle_group[]`),
    videoUrl: text('video_url'),
    /** How many trainers' workouts use it; orders the library "most used first" (kept by the service). */
    popularity: integer('popularity').notNull().default(0),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`translate(lower(${exercises.nameEn} || ' ' || coalesce(${exercises.nameRu}, '')), 'ё', 'е')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exercises_slug_key').on(t.slug),
    check('exercises_library_or_private', sql`(${t.slug} is null) = (${t.ownerId} is not null)`),
    index('exercises_owner_idx').on(t.ownerId),
    index('exercises_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('exercises_primary_muscles_idx').using('gin', t.primaryMuscles),
    index('exercises_category_idx').on(t.category),
    index('exercises_equipment_idx').on(t.equipment),
  ],
)

/** A trainer's workout in their library; archived ones leave the library list but stay assigned. */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workouts_trainer_idx').on(t.trainerId, sql`${t.updatedAt} desc`)],
)

/**
 * The prescription columns shared by a workout's item and its assigned copy. Reps or a time
 * (or neither, e.g. "to failure" in the notes), not both; items with the same `superset_group`
 * are done as one superset and are kept adjacent by the service.
 */
const prescription = () => ({
  position: smallint('position').notNull(),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => exercises.id, { onDelete: 'restrict' }),
  sets: smallint('sets').notNull(),
  reps: smallint('reps'),
  durationSeconds: integer('duration_seconds'),
  weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }),
  restSeconds: integer('rest_seconds'),
  notes: text('notes').notNull().default(''),
  supersetGroup: smallint('superset_group'),
})

const prescriptionChecks = (
  name: string,
  t: {
    sets: AnyPgColumn
    reps: AnyPgColumn
    durationSeconds: AnyPgColumn
    weightKg: AnyPgColumn
    restSeconds: AnyPgColumn
    position: AnyPgColumn
  },
) => [
  check(`${name}_sets_range`, sql`${t.sets} between 1 and ${sql.raw(String(WORKOUT_LIMITS.setsMax))}`),
  check(`${name}_reps_or_time`, sql`${t.reps} is null or ${t.durationSeconds} is null`),
  check(
    `${name}_reps_range`,
    sql`${t.reps} is null or ${t.reps} between 1 and ${sql.raw(String(WORKOUT_LIMITS.repsMax))}`,
  ),
  check(
    `${name}_duration_range`,
    sql`${t.durationSeconds} is null or ${t.durationSeconds} between 1 and ${sql.raw(String(WORKOUT_LIMITS.durationSecondsMax))}`,
  ),
  check(
    `${name}_weight_range`,
    sql`${t.weightKg} is null or ${t.weightKg} between 0 and ${sql.raw(String(WORKOUT_LIMITS.weightKgMax))}`,
  ),
  check(
    `${name}_rest_range`,
    sql`${t.restSeconds} is null or ${t.restSeconds} between 0 and ${sql.raw(String(WORKOUT_LIMITS.restSecondsMax))}`,
  ),
  check(`${name}_position_nonnegative`, sql`${t.position} >= 0`),
]

/** A workout's exercises in order (`position` 0, 1, …); saved whole, so positions stay dense. */
export const workoutItems = pgTable(
  'workout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    ...prescription(),
  },
  (t) => [
    uniqueIndex('workout_items_position_key').on(t.workoutId, t.position),
    index('workout_items_exercise_idx').on(t.exerciseId),
    ...prescriptionChecks('workout_items', t),
  ],
)

/**
 * A workout given out: attached to a training (every student booked on it sees it) or assigned
 * to one student for a date. It holds a snapshot of the workout (title, notes and the items in
 * `assignment_items`), so editing or deleting the library workout later never rewrites what was
 * prescribed and logged against (decision 0030). `workout_id` only says where it came from.
 */
export const workoutAssignments = pgTable(
  'workout_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    trainingId: uuid('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The student's local date it is for (student assignments only; a training has its own time). */
    scheduledOn: date('scheduled_on'),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'workout_assignments_target',
      sql`(${t.trainingId} is not null and ${t.studentId} is null and ${t.scheduledOn} is null)
        or (${t.trainingId} is null and ${t.studentId} is not null and ${t.scheduledOn} is not null)`,
    ),
    index('workout_assignments_trainer_idx').on(t.trainerId, sql`${t.createdAt} desc`),
    index('workout_assignments_training_idx').on(t.trainingId).where(sql`${t.trainingId} is not null`),
    index('workout_assignments_student_idx')
      .on(t.studentId, t.scheduledOn)
      .where(sql`${t.studentId} is not null`),
    index('workout_assignments_workout_idx').on(t.workoutId),
  ],
)

/** The prescription as it was when assigned (a copy of the workout's items); results point here. */
export const assignmentItems = pgTable(
  'assignment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => workoutAssignments.id, { onDelete: 'cascade' }),
    ...prescription(),
  },
  (t) => [
    uniqueIndex('assignment_items_position_key').on(t.assignmentId, t.position),
    index('assignment_items_exercise_idx').on(t.exerciseId),
    ...prescriptionChecks('assignment_items', t),
  ],
)

/**
 * One logged set of one student. The id is generated by the client (offline logging), so a
 * retried sync is an upsert, never a duplicate; one row per student, item and set index, and of
 * two edits the later `client_updated_at` wins. `exercise_id` and `performed_on` are copied from
 * the item and the assignment (training's local date or the scheduled date), and `trainer_id` from
 * the assignment, so per-student per-exercise and per-trainer aggregates read one index.
 */
export const workoutResults = pgTable(
  'workout_results',
  {
    id: uuid('id').primaryKey(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => workoutAssignments.id, { onDelete: 'cascade' }),
    assignmentItemId: uuid('assignment_item_id')
      .notNull()
      .references(() => assignmentItems.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The assignment's trainer, copied so a trainer's statistics read one index (decision 0039). */
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    performedOn: date('performed_on').notNull(),
    setIndex: smallint('set_index').notNull(),
    reps: smallint('reps'),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    done: boolean('done').notNull().default(false),
    /** The device's time of the edit; the later one wins (last edit wins across devices). */
    clientUpdatedAt: timestamp('client_updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workout_results_set_key').on(t.studentId, t.assignmentItemId, t.setIndex),
    index('workout_results_student_exercise_idx').on(t.studentId, t.exerciseId, t.performedOn),
    index('workout_results_assignment_idx').on(t.assignmentId, t.studentId),
    index('workout_results_exercise_idx').on(t.exerciseId),
    // A trainer's done sets by date, with the exercise: top exercises read the index alone.
    index('workout_results_trainer_done_idx')
      .on(t.trainerId, t.performedOn, t.exerciseId)
      .where(sql`${t.done}`),
    check(
      'workout_results_set_index_range',
      sql`${t.setIndex} between 0 and ${sql.raw(String(WORKOUT_LIMITS.setsMax - 1))}`,
    ),
    check(
      'workout_results_reps_range',
      sql`${t.reps} is null or ${t.reps} between 0 and ${sql.raw(String(WORKOUT_LIMITS.repsMax))}`,
    ),
    check(
      'workout_results_weight_range',
      sql`${t.weightKg} is null or ${t.weightKg} between 0 and ${sql.raw(String(WORKOUT_LIMITS.weightKgMax))}`,
    ),
    check(
      'workout_results_duration_range',
      sql`${t.durationSeconds} is null or ${t.durationSeconds} between 0 and ${sql.raw(String(WORKOUT_LIMITS.durationSecondsMax))}`,
    ),
  ],
)
