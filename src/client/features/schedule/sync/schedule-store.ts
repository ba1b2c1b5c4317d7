// The app's one schedule cache: the device database, the sync policy wired to the session, the
// network and the realtime channel, and the live query screens read. Loaded off the first page
// load (main.tsx imports it after the first render; the /schedule chunk imports it too).
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { proxy, ref, subscribe } from 'valtio/vanilla'
import { lastLocalChange, noteServerChange } from '#client/platform/http/local-changes.ts'
import {
  clearUserCache,
  createOfflineDatabase,
  readScheduleCache,
  type ScheduleCacheRecord,
} from '#client/platform/offline/db.ts'
import {
  earlyScheduleRecord,
  forgetEarlyReads,
  subscribeEarlyReads,
} from '#client/platform/offline/early-read.ts'
import { onScheduleChanged } from '#client/platform/realtime/socket.ts'
import { myTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { isOnline } from '#client/ui/use-online.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { dateInZone } from '#shared/time.ts'
import { fetchSchedule } from '../api/schedule-api.ts'
import { createScheduleSync } from './schedule-sync.ts'

const offlineDb = createOfflineDatabase()

/** What screens show about syncing: a role being loaded, or why its last sync failed. */
export const scheduleSyncStatus = proxy({
  syncing: { student: false, trainer: false } as Record<ScheduleRole, boolean>,
  /** The last sync's error (kept as is, not proxied), or null after a success. */
  failed: { student: null, trainer: null } as Record<ScheduleRole, { error: unknown } | null>,
})

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
      lastRead.clear()
      forgetEarlyReads()
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

/**
 * The last record read for each user and role. A screen's first render draws it at once (the live
 * query answers only after a render, and opening the device database takes a while); before the
 * first read here, the record read as the app started (`early-read.ts`, decision 0045). The live
 * query then keeps it current, as before.
 */
const lastRead = new Map<string, ScheduleCacheRecord | null>()
const readKey = (userId: string, role: ScheduleRole) => `${userId} ${role}`

/** What a screen draws before its live query answers: the last read, else the app start's. */
function firstRead(userId: string, role: ScheduleRole): ScheduleCacheRecord | null | undefined {
  const key = readKey(userId, role)
  return lastRead.has(key) ? lastRead.get(key) : earlyScheduleRecord(userId, role)
}

async function readCache(userId: string, role: ScheduleRole): Promise<ScheduleCacheRecord | null> {
  const record = (await readScheduleCache(offlineDb, userId, role)) ?? null
  lastRead.set(readKey(userId, role), record)
  return record
}

/**
 * The role's cached schedule, live: undefined while the device database answers, null when
 * nothing is cached yet.
 */
export function useScheduleCache(
  userId: string | null,
  role: ScheduleRole,
): ScheduleCacheRecord | null | undefined {
  // Until the live query answers: the last read, else the app start's, drawn when it arrives if the
  // screen rendered before it (decision 0052).
  const first = useSyncExternalStore(subscribeEarlyReads, () => (userId ? firstRead(userId, role) : null))
  const live = useLiveQuery(async () => (userId ? await readCache(userId, role) : null), [userId, role])
  return live === undefined ? first : live
}
