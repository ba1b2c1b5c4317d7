// The device database's name and the schedule's record, apart from Dexie: the app's start reads
// the record with IndexedDB itself (early-read.ts, in the first load), db.ts with Dexie.
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'

export { OFFLINE_DB_NAME } from '#shared/device-database.ts'

/** One role's schedule of one user, as last loaded from GET /api/schedule. */
export interface ScheduleCacheRecord {
  /** The user id and role joined: `${userId}:${role}`. */
  id: string
  userId: string
  role: ScheduleRole
  /** The schedule items, each with its date. */
  data: ScheduleItem[]
  /** When it was loaded, ms since the epoch. */
  lastSync: number
  /** The size of `data` as JSON, in bytes. */
  dataSize: number
}

export function scheduleCacheId(userId: string, role: ScheduleRole): string {
  return `${userId}:${role}`
}
