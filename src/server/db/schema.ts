import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const localeEnum = pgEnum('locale', ['en', 'ru'])
export const grantedRoleEnum = pgEnum('granted_role', ['trainer', 'moderator', 'admin'])
export const currentRoleEnum = pgEnum('current_role', ['student', 'trainer'])
export const themeEnum = pgEnum('theme', ['telegram', 'system', 'light', 'dark'])

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_has_login', sql`${t.email} is not null or ${t.telegramId} is not null`),
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
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
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
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rotated_refresh_tokens_session_id_idx').on(t.sessionId)],
)

export const trainerFormatEnum = pgEnum('trainer_format', ['online', 'gym', 'client_place'])

export const trainerProfiles = pgTable(
  'trainer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    experienceYears: integer('experience_years').notNull().default(0),
    city: text('city').notNull().default(''),
    formats: trainerFormatEnum('formats').array().notNull().default(sql`'{}'::trainer_format[]`),
    gymAddress: text('gym_address'),
    /** Lowest price of the trainer's services, in minor units. */
    priceFrom: integer('price_from'),
    currency: text('currency').notNull().default('RUB'),
    manualApproval: boolean('manual_approval').notNull().default(false),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    freeCancelMinutes: integer('free_cancel_minutes').notNull().default(720),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trainer_profiles_experience_nonnegative', sql`${t.experienceYears} >= 0`),
    check('trainer_profiles_price_nonnegative', sql`${t.priceFrom} is null or ${t.priceFrom} >= 0`),
    index('trainer_profiles_city_idx').on(t.city),
  ],
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
  updatedAt: updatedAt(),
})
