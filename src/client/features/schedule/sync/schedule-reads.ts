// What the schedule's screens draw before the device database has answered, and what they show
// about syncing: Dexie-free, so a screen's first render needs no more than its own chunk. The store
// (schedule-store.ts, Dexie under it) fills both; the screens read them through schedule-cache.ts.
import { proxy } from 'valtio/vanilla'
import { earlyScheduleRecord, forgetEarlyReads } from '#client/platform/offline/early-read.ts'
import type { ScheduleCacheRecord } from '#client/platform/offline/records.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'

/** What screens show about syncing: a role being loaded, or why its last sync failed. */
export const scheduleSyncStatus = proxy({
  syncing: { student: false, trainer: false } as Record<ScheduleRole, boolean>,
  /** The last sync's error (kept as is, not proxied), or null after a success. */
  failed: { student: null, trainer: null } as Record<ScheduleRole, { error: unknown } | null>,
})

/**
 * The last record read from the device for each user and role. A screen's first render draws it at
 * once (opening the device database takes a while); before the first read, the record index.html's
 * script read as the app started (`early-read.ts`, decisions 0045, 0052).
 */
const lastRead = new Map<string, ScheduleCacheRecord | null>()
const readKey = (userId: string, role: ScheduleRole) => `${userId} ${role}`

/** What a screen draws before the device database answers: the last read, else the app start's. */
export function firstRead(userId: string, role: ScheduleRole): ScheduleCacheRecord | null | undefined {
  const key = readKey(userId, role)
  return lastRead.has(key) ? lastRead.get(key) : earlyScheduleRecord(userId, role)
}

/**
 * Keeps what the device database answered for a user and role, and gives back what to draw: the
 * record already drawn when this is the same load of it (its time and size), so a screen that drew
 * the start's read does not draw it all again when the database confirms it.
 */
export function rememberRead(
  userId: string,
  role: ScheduleRole,
  record: ScheduleCacheRecord | null,
): ScheduleCacheRecord | null {
  const known = firstRead(userId, role)
  const same =
    record === null
      ? known === null
      : known != null &&
        known.id === record.id &&
        known.lastSync === record.lastSync &&
        known.dataSize === record.dataSize
  const kept = same && known !== undefined ? known : record
  lastRead.set(readKey(userId, role), kept)
  return kept
}

/** Forgets every read (another user signed in, or this one signed out). */
export function forgetReads() {
  lastRead.clear()
  forgetEarlyReads()
}
