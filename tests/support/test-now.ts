import { clock } from '#shared/clock.ts'

/**
 * The instant the suite runs "at". The default is the hour a wall-clock test once failed at: a
 * Monday afternoon in UTC, after Moscow's Monday morning classes have started. CI runs the
 * time-sensitive files again at other instants (`scripts/test-at-instants.mjs`) with TEST_NOW.
 */
export const DEFAULT_TEST_NOW = '2026-11-23T13:15:00.000Z'

export function testNow(): Date {
  const value = process.env.TEST_NOW || DEFAULT_TEST_NOW
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) throw new Error(`TEST_NOW is not an ISO instant: ${value}`)
  return at
}

/** The clock's "now" as an SQL literal, for tests that write rows by hand. */
export function sqlNow(): string {
  return `'${clock.now().toISOString()}'::timestamptz`
}
