// Business constants of SPEC.md §9, with their units in their names.

export const PRODUCT_NAME = 'Trainly'

export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 3600
export const REFRESH_TOKEN_COOKIE_MAX_AGE_S = 1_209_600
export const ACCESS_TOKEN_COOKIE = 'accessToken'
export const REFRESH_TOKEN_COOKIE = 'refreshToken'

export const REFRESH_REQUEST_TIMEOUT_MS = 5000
export const REFRESH_RETRY_DELAY_MS = 300
export const REFRESH_RETRY_COUNT = 1
export const REFRESH_TOKEN_MIN_LENGTH = 10

export const PAGE_RELOAD_GUARD_MS = 10_000
export const SESSION_CHECK_INTERVAL_MS = 120_000
export const ROLE_LOOKUP_THROTTLE_MS = 3000
export const ROLE_BACKGROUND_REFRESH_DELAY_MS = 5000

export const SCHEDULE_SYNC_MIN_INTERVAL_MS = 300_000
export const SCHEDULE_SYNC_DELAY_MS = 100
export const SCHEDULE_WINDOW_MONTHS_BACK = 6
export const SCHEDULE_WINDOW_MONTHS_FORWARD = 12

export const TOAST_DEFAULT_DURATION_MS = 5000

export const REALTIME_RECONNECTION_DELAY_MS = 1000
export const REALTIME_RECONNECTION_DELAY_MAX_MS = 5000
export const REALTIME_RECONNECTION_ATTEMPTS = 5

// Product decisions (PRODUCT.md §2), not SPEC.md figures.
export const DEFAULT_TIME_ZONE = 'Europe/Moscow'
export const DEFAULT_CURRENCY = 'RUB'

// Telegram (PRODUCT.md §4, decision 0013).
/** Mini App init data older than this is refused (its `auth_date`). */
export const TELEGRAM_INIT_DATA_MAX_AGE_S = 86_400
/** Init data may claim to be signed this far in the future (clocks differ a little), no more. */
export const TELEGRAM_INIT_DATA_MAX_SKEW_S = 60
/** A one-time link that connects Telegram to a browser account works this long. */
export const TELEGRAM_LINK_CODE_TTL_MS = 15 * 60 * 1000

// Ours, not SPEC.md's: how often an open app asks builds/latest.json for a new build (decision 0012).
export const BUILD_CHECK_INTERVAL_MS = 300_000

// Trainer booking terms (PRODUCT.md §2): a trainer without their own setting uses these.
/** Bookings close this long before the start. */
export const DEFAULT_MIN_NOTICE_MINUTES = 120
/** A student may cancel free of charge until this long before the start. */
export const DEFAULT_FREE_CANCEL_MINUTES = 720

/** A password reset link works once, for this long (the mail says so too). */
export const PASSWORD_RESET_LINK_TTL_MINUTES = 30
/** A link that confirms an email address works once, for this long (the mail says so too; decision 0022). */
export const EMAIL_VERIFICATION_LINK_TTL_HOURS = 24
/** Granting the trainer role starts a trainer plan trial of this many days, once. */
export const TRAINER_TRIAL_DAYS = 30

/**
 * How long a booking waits for its Telegram invoice to be paid before its place is released
 * (decision 0043); a pre-checkout renews it.
 */
export const INVOICE_HOLD_MINUTES = 30
