// The device's queue of logged set results, wired to the session and the network (decision
// 0031): sent on start, on coming back online and right after each edit when online. Loaded, like
// the schedule store, only for a signed-in user (main.tsx and the /trainings-data chunk).
import { useLiveQuery } from 'dexie-react-hooks'
import { proxy, subscribe } from 'valtio/vanilla'
import { NetworkError } from '#client/platform/http/errors.ts'
import {
  clearPendingOfUser,
  createTrainingLogDatabase,
  type PendingSetResult,
  pendingOfAssignment,
  pendingOfUser,
} from '#client/platform/offline/training-log-db.ts'
import { session } from '#client/session/session.ts'
import { registerUnsentWork } from '#client/session/sign-out.ts'
import { isOnline } from '#client/ui/use-online.ts'
import type { TrainingData } from '#shared/api/training-data.ts'
import { clock } from '#shared/clock.ts'
import type { SetEdit } from '#shared/training-log.ts'
import { syncResults } from '../api/sync-results.ts'
import { fetchTrainingData } from '../api/training-data-api.ts'
import { createResultsSync } from './results-sync.ts'

const db = createTrainingLogDatabase()

/**
 * What screens show: a sync under way, the last one stopped by an error (the network or the
 * server: a retry is the person's to ask for), results the server refused, assignments just synced.
 */
export const resultsSyncStatus = proxy({ syncing: false, failed: false, refused: false, syncedVersion: 0 })

const resultsSync = createResultsSync({
  db,
  send: syncResults,
  isOnline,
  onSynced: () => {
    resultsSyncStatus.syncedVersion++
  },
  onRefused: () => {
    resultsSyncStatus.refused = true
  },
  onSettled: (sent) => {
    resultsSyncStatus.failed = !sent
  },
})

const signedInUser = () => (session.isAuthenticated ? session.userId : null)

/** Sends what waits for the signed-in user; failures leave it waiting for the next chance. */
export async function syncPendingResults(): Promise<void> {
  const user = signedInUser()
  if (!user) return
  resultsSyncStatus.syncing = true
  try {
    await resultsSync.sync(user)
  } catch {
    // Offline or the server is away: the results stay on the device.
  } finally {
    resultsSyncStatus.syncing = false
  }
}

/** Keeps an edit of a set on the device and sends it when it can. */
export async function logSetResult(assignmentId: string, edit: SetEdit): Promise<void> {
  const user = signedInUser()
  if (!user) return
  await resultsSync.log(user, assignmentId, edit)
}

let started = false

export function startResultsSync() {
  if (started || typeof window === 'undefined') return
  started = true
  registerUnsentWork({
    async countUnsent() {
      const user = signedInUser()
      if (!user) return 0
      await syncPendingResults()
      return resultsSync.pendingCount(user)
    },
    async discard() {
      const user = signedInUser()
      if (user) await clearPendingOfUser(db, user)
    },
  })
  // Signing out forgets the training data kept for the user (results were confirmed or let go).
  let owner = signedInUser()
  subscribe(session, () => {
    const next = signedInUser()
    if (owner && next !== owner) void db.snapshots.delete(owner)
    owner = next
  })
  void syncPendingResults()
  let user = signedInUser()
  subscribe(session, () => {
    const next = signedInUser()
    if (next === user) return
    user = next
    if (user) void syncPendingResults()
  })
  window.addEventListener('online', () => void syncPendingResults())
}

/** The results of an assignment waiting on this device, live (undefined while the database answers). */
export function usePendingResults(assignmentId: string | null): PendingSetResult[] | undefined {
  const user = session.isAuthenticated ? session.userId : null
  return useLiveQuery(
    async () => (user && assignmentId ? pendingOfAssignment(db, user, assignmentId) : []),
    [user, assignmentId],
  )
}

/**
 * The training data for the page: from the server (kept on the device), or, with no network, the
 * copy last kept — so a workout can be logged in a gym with no signal.
 */
export interface LoadedTrainingData {
  data: TrainingData
  fromDevice: boolean
}

export async function loadTrainingData(): Promise<LoadedTrainingData | null> {
  const user = signedInUser()
  if (!user) return null
  try {
    const data = await fetchTrainingData()
    void db.snapshots.put({ userId: user, data, savedAt: clock.nowMs() })
    return { data, fromDevice: false }
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    const kept = await db.snapshots.get(user)
    if (!kept) throw error
    return { data: kept.data as TrainingData, fromDevice: true }
  }
}

/** All of the user's results waiting on this device, live. */
export function useAllPendingResults(): PendingSetResult[] | undefined {
  const user = session.isAuthenticated ? session.userId : null
  return useLiveQuery(async () => (user ? pendingOfUser(db, user) : []), [user])
}
