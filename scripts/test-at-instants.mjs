#!/usr/bin/env node
// Runs the time-sensitive tests with the app's clock set to instants that have bitten
// scheduling software before (decision 0019). Each run is a plain `vitest run` with TEST_NOW set;
// the suite's setup file pins the clock to it. Exits non-zero when any run fails.
//
//   node scripts/test-at-instants.mjs              every instant below
//   node scripts/test-at-instants.mjs 2028-02-29T12:00:00Z   one instant of your own
import { spawnSync } from 'node:child_process'

export const INSTANTS = [
  ['a weekday early in the morning, UTC (Monday; the 08:00 Moscow class under way)', '2026-11-23T05:30:00Z'],
  ['a weekday late in the evening, UTC (Wednesday; already Thursday in Moscow)', '2026-11-25T22:30:00Z'],
  ['a minute before midnight in Moscow', '2026-11-26T20:59:00Z'],
  ['a minute after midnight in Moscow', '2026-11-26T21:01:00Z'],
  ['a minute before midnight in America/Los_Angeles', '2026-11-27T07:59:00Z'],
  ['a minute after midnight in America/Los_Angeles', '2026-11-27T08:01:00Z'],
  ['the European spring change day, just after the clocks went forward', '2027-03-28T01:30:00Z'],
  ['the European autumn change day, in the hour that happens twice', '2027-10-31T01:30:00Z'],
  ['31 December 23:30 in UTC+14 (Pacific/Kiritimati)', '2026-12-31T09:30:00Z'],
  ['29 February of a leap year', '2028-02-29T12:00:00Z'],
]

/** The files whose answers depend on "now": templates, booking rules, reminders, schedule, notifications, feed. */
export const TIME_SENSITIVE = [
  'tests/api/templates-',
  'tests/api/booking-',
  'tests/api/trainings-api.test.ts',
  'tests/api/schedule-',
  'tests/api/notifications-',
  'tests/api/calendar.test.ts',
  'src/client/features/schedule/',
  'src/client/features/booking/',
  'src/client/features/trainings/',
  'src/shared/time.test.ts',
]

const chosen = process.argv.slice(2)
const instants = chosen.length > 0 ? chosen.map((at) => [at, at]) : INSTANTS
const failed = []
for (const [label, at] of instants) {
  console.log(`\n== TEST_NOW=${at} — ${label} ==`)
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=dot', ...TIME_SENSITIVE], {
    stdio: 'inherit',
    env: { ...process.env, TEST_NOW: at },
  })
  if (run.status !== 0) failed.push(at)
}
console.log(
  failed.length === 0
    ? `\nThe time-sensitive tests passed at all ${instants.length} instants.`
    : `\nThe time-sensitive tests failed at: ${failed.join(', ')}`,
)
process.exit(failed.length === 0 ? 0 : 1)
