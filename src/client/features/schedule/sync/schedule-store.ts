// The app's one schedule cache: the device database, the sync policy wired to the session, the
// network and the realtime channel, and the live reads screens follow. Loaded off the first page
// load, with Dexie under it: main.tsx imports it once the first page has shown, and a schedule
// screen (through schedule-cache.ts) after its first render (decision 0053).
import { liveQuery } from 'dexie'
import { ref, subscribe } from 'valtio/vanilla'
import { lastLocalChange, noteServerChange } from '#client/platform/http/local-changes.ts'
import {
  clearUserCache,
  createOfflineDatabase,
  readScheduleCache,
  type ScheduleCacheRecord,
} from '#client/platform/offline/db.ts'
import { onScheduleChanged } from '#client/platform/realtime/socket.ts'
import { myTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { isOnline } from '#client/ui/use-online.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { dateInZone } from '#shared/time.ts'
import { fetchSchedule } from '../api/schedule-api.ts'
import { forgetReads, rememberRead, scheduleSyncStatus } from './schedule-reads.ts'
import { createScheduleSync } from './schedule-sync.ts'

const offlineDb = createOfflineDatabase()

export const scheduleSync = createScheduleSync({
  db: offlineDb,
  fetchSchedule,
  isOnline,
  lastLocalChange,
  today: () => dateInZone(clock.now(), myTimeZone.zone),
  onSyncing(role, syncing) {
    scheduleSyncStatus.syncing[role] = syncing
    if (syncing) scheduleSyncStatus.failed[role] = null
  },
  onError(role, error) {
    scheduleSyncStatus.failed[role] = ref({ error })
  },
})

/** The roles whose schedule the signed-in user has. */
function rolesOfSession(): ScheduleRole[] {
  return canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked })
    ? ['student', 'trainer']
    : ['student']
}

const signedInUser = () => (session.isAuthenticated ? session.userId : null)

let started = false

/**
 * Starts following the session (SPEC.md §4): at start and on sign-in the current role and the
 * other one; a role change; coming back online; the server's word that the schedule changed.
 * Signing out forgets the user's cached schedule.
 */
export function startScheduleSync() {
  if (started || typeof window === 'undefined') return
  started = true
  let user = signedInUser()
  let role = session.currentRole
  let zone = myTimeZone.zone
  let zoneOwner = myTimeZone.userId

  const begin = () => {
    if (user) void scheduleSync.start(user, role, rolesOfSession().length > 1)
  }
  begin()

  subscribe(session, () => {
    const next = signedInUser()
    if (next !== user) {
      const previous = user
      user = next
      role = session.currentRole
      scheduleSync.stop()
      scheduleSyncStatus.failed.student = null
      scheduleSyncStatus.failed.trainer = null
      forgetReads()
      if (previous) void clearUserCache(offlineDb, previous)
      begin()
      return
    }
    if (user && session.currentRole !== role) {
      role = session.currentRole
      void scheduleSync.roleChanged(user, role)
    }
  })

  // The server gives each item its date in the profile's zone: a zone the user changed changes
  // them all. The profile's first answer (browser zone → profile zone) is not a change.
  subscribe(myTimeZone, () => {
    const changed = myTimeZone.zone !== zone && zoneOwner === myTimeZone.userId && zoneOwner === user
    zone = myTimeZone.zone
    zoneOwner = myTimeZone.userId
    if (changed && user && isOnline()) void scheduleSync.cameOnline(user, rolesOfSession())
  })

  window.addEventListener('online', () => {
    if (user) void scheduleSync.cameOnline(user, rolesOfSession())
  })
  // Back from the back/forward cache: the page heard no change while it was frozen (decision 0050).
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && user && isOnline()) void scheduleSync.cameOnline(user, rolesOfSession())
  })

  // The cache is stale from this moment: a reload before the sync below ends must not take the
  // old copy for a fresh one (decision 0014).
  onScheduleChanged(({ roles }) => {
    if (!user) return
    noteServerChange()
    const mine = rolesOfSession()
    for (const changed of roles) if (mine.includes(changed)) void scheduleSync.changed(user, changed)
  })
}

/** Reads a role's cached schedule, and keeps it for the next screen's first render. */
async function readCache(userId: string, role: ScheduleRole): Promise<ScheduleCacheRecord | null> {
  return rememberRead(userId, role, (await readScheduleCache(offlineDb, userId, role)) ?? null)
}

/**
 * Follows a role's cached schedule in the device database: `next` gets it now and after every
 * change (null when nothing is cached), `error` a failed read. Returns the stop.
 */
export function watchScheduleCache(
  userId: string,
  role: ScheduleRole,
  observer: { next: (record: ScheduleCacheRecord | null) => void; error: (error: unknown) => void },
): () => void {
  const subscription = liveQuery(() => readCache(userId, role)).subscribe(observer)
  return () => subscription.unsubscribe()
}
