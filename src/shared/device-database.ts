// The device database's names that code outside the app's own modules needs too: the inline script
// in index.html (early-requests.ts) reads the schedule's records with them before the app has
// loaded (decision 0052). Dexie's schema (src/client/platform/offline/db.ts) makes the store and
// its index under these names.

/** The device database (SPEC.md §3). */
export const OFFLINE_DB_NAME = 'trainly'

/** The store of cached schedules, one record per user and role. */
export const SCHEDULE_STORE = 'schedule'

/** The schedule store's index on the record's user. */
export const SCHEDULE_USER_INDEX = 'userId'
