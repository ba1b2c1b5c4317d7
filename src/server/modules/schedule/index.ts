// What other modules may use of the schedule: a user's schedule items in a role (the calendar
// feed), and the pruning of the trainers' schedule change rows (a job).
export { schedule } from './service.ts'
export { pruneScheduleChanges } from './versions.ts'
