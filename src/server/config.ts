import { z } from 'zod'

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'))

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const url = (protocols: string[]) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|')})$`),
    error: `must be a ${protocols.join(' or ')} URL`,
  })

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int({ error: 'must be a whole number from 0 to 65535' })
      .min(0, { error: 'must be a whole number from 0 to 65535' })
      .max(65535, { error: 'must be a whole number from 0 to 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalString.pipe(url(['postgres', 'postgresql']).optional()),
    DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    PUBLIC_URL: optionalString.pipe(url(['http', 'https']).optional()),
    TELEGRAM_BOT_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, { error: 'must look like 123456:ABC… (a token from @BotFather)' })
        .optional(),
    ),
    TELEGRAM_API_ROOT: z
      .string()
      .default('https://api.telegram.org')
      .pipe(url(['http', 'https'])),
    TELEGRAM_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,256}$/, { error: 'may hold only A-Z, a-z, 0-9, _ and -, up to 256' })
        .optional(),
    ),
    /** The Mini App's short name from @BotFather (/newapp); unset → links open the bot's main Mini App. */
    TELEGRAM_MINI_APP_NAME: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_]{3,30}$/, {
          error: 'must be the short name from @BotFather: 3–30 of A-Z, a-z, 0-9, _',
        })
        .optional(),
    ),
    /**
     * The payment provider's token from @BotFather (Bot Settings → Payments): trainings and packages
     * are sold in the trainer's currency through it. Unset → paying through Telegram is not offered
     * for them (the trainer plan, paid in Stars, needs no provider).
     */
    TELEGRAM_PROVIDER_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(/^[\w:-]{8,200}$/, { error: 'must be the provider token from @BotFather (Payments)' })
        .optional(),
    ),
    /**
     * Origin of mock-telegram's host page, allowed to frame the app besides Telegram's web clients;
     * development and test only (production frames only https://web.telegram.org).
     */
    TELEGRAM_HOST_ORIGIN: optionalString.pipe(
      url(['http', 'https'])
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(url(['smtp', 'smtps']).optional()),
    MAIL_FROM: z.string().default('Trainly <no-reply@trainly.local>'),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' }))),
    DEMO_SEED: booleanFlag(true),
    REALTIME_ADAPTER: z
      .enum(['memory', 'postgres'], { error: 'must be memory or postgres' })
      .default('memory'),
    RATE_LIMIT_DISABLED: booleanFlag(false),
    /**
     * Keep schedule and catalogue answers in memory while their version holds (decision 0033,
     * fourth and fifth addenda). `false` builds every answer: the benchmark's scale check measures
     * the catalogue's statement that way.
     */
    ANSWER_CACHE: booleanFlag(true),
    /**
     * The first wait, in ms, before answering a login on an account that has had many failed
     * passwords; it doubles with each further failure, up to 3 s (decision 0023). 0 turns it off.
     */
    LOGIN_SLOWDOWN_BASE_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 0 to 3000' })
      .int({ error: 'must be a whole number of milliseconds from 0 to 3000' })
      .min(0, { error: 'must be a whole number of milliseconds from 0 to 3000' })
      .max(3000, { error: 'must be a whole number of milliseconds from 0 to 3000' })
      .default(250),
    /** Which proxies may set X-Forwarded-For: false, true, a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): boolean | number | string[] => {
        const value = v.trim()
        if (value === 'false' || value === '') return false
        if (value === 'true') return true
        if (/^\d+$/.test(value)) return Number(value)
        const list = value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
        if (
          list.every(
            (p) =>
              /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p) || ['loopback', 'linklocal', 'uniquelocal'].includes(p),
          )
        ) {
          return list
        }
        ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of addresses' })
        return z.NEVER
      }),
    /** Tests only: passwords hashed at a small fraction of OWASP's cost (decision 0050). */
    FAST_PASSWORD_HASHING: booleanFlag(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .refine((env) => !(env.TELEGRAM_HOST_ORIGIN && env.NODE_ENV === 'production'), {
    path: ['TELEGRAM_HOST_ORIGIN'],
    message: "only for development and test (NODE_ENV); production is framed by Telegram's web clients only",
  })
  .refine((env) => !(env.FAST_PASSWORD_HASHING && env.NODE_ENV !== 'test'), {
    path: ['FAST_PASSWORD_HASHING'],
    message: "only for tests (NODE_ENV=test); the app hashes passwords at OWASP's cost",
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }))

export type Config = z.infer<typeof envSchema>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads and validates the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        const value = env[name]
        return `${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`
      }),
    )
  }
  return result.data
}
