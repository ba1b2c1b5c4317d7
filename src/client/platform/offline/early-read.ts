// The schedule's records, read from the device database before the schedule's code (and Dexie
// under it) has loaded. A screen that shows the schedule then draws it at its first render instead
// of after opening the database (decision 0045). The read itself is index.html's inline script,
// started while the document is parsed (decision 0052); this keeps its answer for the screens.
// Dexie-free, as it is part of the first load.
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { EARLY_DEVICE_GLOBAL } from '#shared/early-requests.ts'
import { type ScheduleCacheRecord, scheduleCacheId } from './records.ts'

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

/**
 * Takes the schedules the inline script read for this user (every role). Nothing when it read for
 * no one or for another user: the schedule's code then reads the device itself, with Dexie.
 */
export function readScheduleEarly(userId: string) {
  const early = (globalThis as { [EARLY_DEVICE_GLOBAL]?: EarlyDeviceRead })[EARLY_DEVICE_GLOBAL]
  if (early?.userId !== userId) return
  const startedIn = generation
  void early.records.then((found) => keep(found ?? [], startedIn))
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
