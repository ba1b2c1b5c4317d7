// What the schedule's screens use of the schedule cache, without loading it: the store
// (schedule-store.ts) brings Dexie, whose evaluation alone took 60 ms at 4× CPU before the offline
// schedule's first render (decision 0053). A screen draws the record read at the start or last time
// (schedule-reads.ts) and loads the store after its first render, to follow the device database
// live and to sync. main.tsx starts the store's sync once the first page has shown.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { afterNextPaint } from '#client/platform/after-paint.ts'
import { subscribeEarlyReads } from '#client/platform/offline/early-read.ts'
import type { ScheduleCacheRecord } from '#client/platform/offline/records.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { firstRead } from './schedule-reads.ts'

export { scheduleSyncStatus } from './schedule-reads.ts'

/** The store's code, asked for after the screen's paint: the screen draws the early read first. */
const loadStore = () => afterNextPaint().then(() => import('./schedule-store.ts'))

/** The store's sync for a screen: open a role (synced by policy) or sync it now. */
export const scheduleSync = {
  open: async (userId: string, role: ScheduleRole) => (await loadStore()).scheduleSync.open(userId, role),
  sync: async (userId: string, role: ScheduleRole) => (await loadStore()).scheduleSync.sync(userId, role),
}

type Live = { key: string; value: ScheduleCacheRecord | null } | { key: string; error: unknown }

/**
 * The role's cached schedule, live: undefined while the device database answers, null when
 * nothing is cached yet. Until the database answers, the last read, else the app start's, drawn
 * when it arrives if the screen rendered before it (decision 0052).
 */
export function useScheduleCache(
  userId: string | null,
  role: ScheduleRole,
): ScheduleCacheRecord | null | undefined {
  const first = useSyncExternalStore(subscribeEarlyReads, () => (userId ? firstRead(userId, role) : null))
  const key = `${userId} ${role}`
  const [live, setLive] = useState<Live>()
  useEffect(() => {
    if (!userId) return
    const watched = `${userId} ${role}`
    let stop: (() => void) | undefined
    let stopped = false
    loadStore().then(
      (store) => {
        if (stopped) return
        stop = store.watchScheduleCache(userId, role, {
          next: (value) => setLive({ key: watched, value }),
          error: (error) => setLive({ key: watched, error }),
        })
      },
      (error: unknown) => {
        if (!stopped) setLive({ key: watched, error })
      },
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [userId, role])
  if (!userId || live?.key !== key) return first
  // As Dexie's useLiveQuery did: a failed read is the screen's error.
  if ('error' in live) throw live.error
  // The same object as `first` when the database confirmed what was drawn (rememberRead).
  return live.value
}
