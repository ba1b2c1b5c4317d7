// What other modules may use of the schedule: a user's schedule items in a role (the calendar feed).
export { schedule } from './service.ts'
