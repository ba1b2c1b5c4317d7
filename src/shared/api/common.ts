import { z } from 'zod'
import { MESSAGES } from '#shared/messages.ts'
import { isCalendarDate } from '#shared/time.ts'

export const success = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal('success'), ...shape })
export const successMessage = success({ message: z.string() })
export type SuccessMessage = z.infer<typeof successMessage>

/**
 * What PostgreSQL can store: no U+0000, and no half of a surrogate pair (JSON lets `"\ud800"`
 * through, and a jsonb column such as the audit trail's refuses it). A stored text refuses both
 * before it reaches the database. Here, not with the account's schemas: every module's texts use
 * it, and the catalogue's answers would otherwise load (and build) the sign-up forms' schemas.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
export const noNulCharacter = (v: string) => !v.includes('\u0000') && !LONE_SURROGATE.test(v)

export const uuid = z.uuid({ error: 'must be a valid id' })
export const idParams = z.object({ id: uuid })

const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/

/**
 * A number that arrives as text — a query string, a form field — and is read strictly as
 * decimal: '16' and '4.5' are numbers, '', ' 1', '0x10', '1e3' and 'Infinity' stay text and
 * `schema` refuses them with its own message. JSON bodies use `schema` itself: numbers only.
 */
export const numberFromText = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value), schema)

/**
 * The years any date or instant the API accepts falls in (decision 0021): outside them a value
 * is a typo or a probe, and stored it would make answers the contract cannot express (year 10000).
 * Rules that depend on "now" (a training's notice, 2 years ahead) are checked by the server.
 */
export const ACCEPTED_DATES = { from: '2000-01-01', until: '2099-12-31' } as const

const withinAcceptedYears = (date: string) => date >= ACCEPTED_DATES.from && date <= ACCEPTED_DATES.until

/** 'YYYY-MM-DD', a real date within ACCEPTED_DATES. */
export const acceptedDate = z
  .string()
  .refine(isCalendarDate, { error: MESSAGES.dateInvalid })
  .refine((v) => !isCalendarDate(v) || withinAcceptedYears(v), { error: MESSAGES.dateOutOfRange })

/** An ISO instant with its offset, within ACCEPTED_DATES (in UTC). */
export const acceptedInstant = (error: string = MESSAGES.startsAtInvalid) =>
  z.iso.datetime({ offset: true, error }).refine(
    (v) => {
      const ms = Date.parse(v)
      // Not an instant at all: the format check above has said so already.
      return Number.isNaN(ms) || withinAcceptedYears(new Date(ms).toISOString().slice(0, 10))
    },
    { error: MESSAGES.dateOutOfRange },
  )
