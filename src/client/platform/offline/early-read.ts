// The schedule's record, read from the device database with IndexedDB itself as the app starts:
// before the schedule's code (and Dexie under it) has loaded, beside the dictionary. A screen that
// shows the schedule then draws it at its first render instead of after opening the database
// (decision 0045). The inline script in index.html starts the read while the document is parsed,
// and this takes its answer (decision 0052); without it (a page built otherwise, a test) the read
// starts here. Dexie-free, as it is part of the first load; db.ts keeps the schema.
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { SCHEDULE_STORE } from '#shared/device-database.ts'
import { EARLY_DEVICE_GLOBAL } from '#shared/early-requests.ts'
import { OFFLINE_DB_NAME, type ScheduleCacheRecord, scheduleCacheId } from './records.ts'

const records = new Map<string, ScheduleCacheRecord>()
const listeners = new Set<() => void>()
/** Counts forgettings: a read that answers after one is dropped. */
let generation = 0

/** What the inline script left: the user it read for and their cached schedules, every role. */
interface EarlyDeviceRead {
  userId: string
  records: Promise<ScheduleCacheRecord[] | null>
}

function keep(found: readonly ScheduleCacheRecord[], startedIn: number) {
  if (found.length === 0 || startedIn !== generation) return
  for (const record of found) records.set(record.id, record)
  for (const listener of listeners) listener()
}

/** Starts reading a user's cached schedule of a role; nothing when there is no database yet. */
export function readScheduleEarly(userId: string, role: ScheduleRole) {
  const early = (globalThis as { [EARLY_DEVICE_GLOBAL]?: EarlyDeviceRead })[EARLY_DEVICE_GLOBAL]
  const startedIn = generation
  if (early?.userId === userId) {
    void early.records.then((found) => keep(found ?? [], startedIn))
    return
  }
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
        const get = db.transaction(SCHEDULE_STORE, 'readonly').objectStore(SCHEDULE_STORE).get(id)
        get.onsuccess = () => {
          if (get.result) keep([get.result as ScheduleCacheRecord], startedIn)
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

/** Calls `listener` when a record read at the start arrives (for useSyncExternalStore). */
export function subscribeEarlyReads(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets what was read (another user signed in, or this one signed out). */
export function forgetEarlyReads() {
  generation++
  records.clear()
  for (const listener of listeners) listener()
}
