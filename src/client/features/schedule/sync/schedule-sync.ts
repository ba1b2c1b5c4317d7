// Every rule of SPEC.md §4 "Schedule cache", on the offline database of SPEC.md §3. Screens
// never load the schedule themselves: they read the cache (a live query) and ask this module
// to open, refresh or follow a role; this module decides whether the network is used.
import { type OfflineDatabase, readScheduleCache, writeScheduleCache } from '#client/platform/offline/db.ts'
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { SCHEDULE_SYNC_DELAY_MS, SCHEDULE_SYNC_MIN_INTERVAL_MS } from '#shared/constants.ts'
import { scheduleWindow } from '#shared/time.ts'

export interface ScheduleSyncDeps {
  db: OfflineDatabase
  /** GET /api/schedule for the role between two dates (inclusive). */
  fetchSchedule(role: ScheduleRole, startDate: string, endDate: string): Promise<ScheduleItem[]>
  isOnline(): boolean
  /** Today's date in the user's zone, the middle of the window. */
  today(): string
  now?: () => number
  /** When this device last changed something on the server (ms): a cache older than that is stale. */
  lastLocalChange?: () => number
  /** A sync failed: logged, nothing returned (SPEC.md §8); the screen shows its message. */
  onError?(role: ScheduleRole, error: unknown): void
  /** A role's sync started or ended (for a screen's "refreshing" state). */
  onSyncing?(role: ScheduleRole, syncing: boolean): void
}

/** Why a role was (or was not) synced: what the policy decided. */
export type OpenDecision = 'loaded' | 'scheduled' | 'fresh' | 'offline' | 'offline-no-cache'

export interface ScheduleSync {
  /**
   * A screen shows the role: with no cache, load now; with a cache, refresh it in the
   * background after 100 ms unless it is under 300 s old or the device is offline.
   */
  open(userId: string, role: ScheduleRole): Promise<OpenDecision>
  /** Loads the role now, whatever the cache's age (refresh button, realtime change, back online). */
  sync(userId: string, role: ScheduleRole): Promise<boolean>
  /**
   * The server said the role's schedule changed: sync it now. A sync already running may have
   * read the schedule before the change, so it runs once more after that one.
   */
  changed(userId: string, role: ScheduleRole): Promise<boolean>
  /** At start, online: the current role and, for a user with both roles, the other one. */
  start(userId: string, currentRole: ScheduleRole, bothRoles: boolean): Promise<void>
  /** A role change loads that role's cache if it is missing. */
  roleChanged(userId: string, role: ScheduleRole): Promise<void>
  /** Coming back online syncs the roles the user has. */
  cameOnline(userId: string, roles: readonly ScheduleRole[]): Promise<void>
  /** Cancels background refreshes that have not started (logout, tests). */
  stop(): void
}

export function createScheduleSync(deps: ScheduleSyncDeps): ScheduleSync {
  const now = deps.now ?? clock.nowMs
  // One sync per role at a time (SPEC.md §4): a second request joins the running one.
  const running = new Map<string, Promise<boolean>>()
  // Background refreshes waiting out their 100 ms, by user and role: a second open joins one.
  const timers = new Map<string, ReturnType<typeof setTimeout>>()

  const lastLocalChange = deps.lastLocalChange ?? (() => 0)
  // Under 300 s old, and filled after the last change made from this device (decision 0014).
  const isFresh = (lastSync: number) =>
    now() - lastSync < SCHEDULE_SYNC_MIN_INTERVAL_MS && lastSync > lastLocalChange()

  function sync(userId: string, role: ScheduleRole): Promise<boolean> {
    const key = `${userId}:${role}`
    const current = running.get(key)
    if (current) return current
    const started = (async () => {
      deps.onSyncing?.(role, true)
      try {
        const window = scheduleWindow(deps.today())
        const items = await deps.fetchSchedule(role, window.startDate, window.endDate)
        await writeScheduleCache(deps.db, userId, role, items, now())
        return true
      } catch (error) {
        console.warn(`schedule sync failed (${role})`, error)
        deps.onError?.(role, error)
        return false
      } finally {
        running.delete(key)
        deps.onSyncing?.(role, false)
      }
    })()
    running.set(key, started)
    return started
  }

  async function open(userId: string, role: ScheduleRole): Promise<OpenDecision> {
    const cached = await readScheduleCache(deps.db, userId, role)
    if (!cached) {
      if (!deps.isOnline()) return 'offline-no-cache'
      await sync(userId, role)
      return 'loaded'
    }
    if (!deps.isOnline()) return 'offline'
    if (isFresh(cached.lastSync)) return 'fresh'
    const key = `${userId}:${role}`
    if (!timers.has(key)) {
      timers.set(
        key,
        setTimeout(async () => {
          timers.delete(key)
          // Another sync may have finished meanwhile; the cache is then fresh.
          const latest = await readScheduleCache(deps.db, userId, role)
          if (latest && isFresh(latest.lastSync)) return
          if (deps.isOnline()) await sync(userId, role)
        }, SCHEDULE_SYNC_DELAY_MS),
      )
    }
    return 'scheduled'
  }

  return {
    open,
    sync,
    async changed(userId, role) {
      const earlier = running.get(`${userId}:${role}`)
      if (earlier) await earlier
      return sync(userId, role)
    },
    async start(userId, currentRole, bothRoles) {
      if (!deps.isOnline()) return
      const other: ScheduleRole = currentRole === 'trainer' ? 'student' : 'trainer'
      await Promise.all([open(userId, currentRole), bothRoles ? open(userId, other) : undefined])
    },
    async roleChanged(userId, role) {
      if (!deps.isOnline()) return
      if (!(await readScheduleCache(deps.db, userId, role))) await sync(userId, role)
    },
    async cameOnline(userId, roles) {
      await Promise.all(roles.map((role) => sync(userId, role)))
    },
    stop() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
