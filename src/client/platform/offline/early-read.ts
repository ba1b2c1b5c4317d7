// The schedule's record, read from the device database with IndexedDB itself as the app starts:
// before the schedule's code (and Dexie under it) has loaded, beside the dictionary. A screen that
// shows the schedule then draws it at its first render instead of after opening the database
// (decision 0045). Dexie-free, as it is part of the first load; db.ts keeps the schema.
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { OFFLINE_DB_NAME, type ScheduleCacheRecord, scheduleCacheId } from './records.ts'

const records = new Map<string, ScheduleCacheRecord>()

/** Starts reading a user's cached schedule of a role; nothing when there is no database yet. */
export function readScheduleEarly(userId: string, role: ScheduleRole) {
  const id = scheduleCacheId(userId, role)
  if (typeof indexedDB === 'undefined') return
  try {
    const open = indexedDB.open(OFFLINE_DB_NAME)
    // No database yet: nothing to read, and none is made here (Dexie makes it, with its stores).
    open.onupgradeneeded = () => open.transaction?.abort()
    open.onsuccess = () => {
      const db = open.result
      db.onversionchange = () => db.close()
      try {
        const get = db.transaction('schedule', 'readonly').objectStore('schedule').get(id)
        get.onsuccess = () => {
          if (get.result) records.set(id, get.result as ScheduleCacheRecord)
        }
        get.transaction?.addEventListener('complete', () => db.close())
        get.transaction?.addEventListener('error', () => db.close())
      } catch {
        db.close()
      }
    }
  } catch {
    // No IndexedDB here (a private mode may refuse it): the schedule's code reads as before.
  }
}

/** The record read at the start, once it is here; undefined before, or when there is none. */
export function earlyScheduleRecord(userId: string, role: ScheduleRole): ScheduleCacheRecord | undefined {
  return records.get(scheduleCacheId(userId, role))
}

/** Forgets what was read (another user signed in, or this one signed out). */
export function forgetEarlyReads() {
  records.clear()
}
