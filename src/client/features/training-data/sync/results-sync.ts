// Sends the set results waiting on this device (decision 0031): one batch per assignment, at most
// one run at a time; an answer removes only the edits the server now holds (or has superseded),
// so an edit made while a sync is under way waits for the next one.
import { ApiRequestError } from '#client/platform/http/errors.ts'
import {
  type PendingSetResult,
  pendingKey,
  pendingOfUser,
  queueSetEdit,
  type TrainingLogDatabase,
} from '#client/platform/offline/training-log-db.ts'
import type { SetResult } from '#shared/api/training-data.ts'
import { MAX_RESULTS_PER_SYNC, type SetEdit, supersedes } from '#shared/training-log.ts'

export interface ResultsSyncDeps {
  db: TrainingLogDatabase
  send(assignmentId: string, results: SetEdit[]): Promise<SetResult[]>
  isOnline(): boolean
  /** The server's stored sets after a sync of an assignment (screens refresh from it). */
  onSynced?(assignmentId: string): void
  /** Results the server refused for good (the assignment is gone, or the values are not valid). */
  onRefused?(assignmentId: string, error: ApiRequestError): void
  /** A run's end: whether it sent everything, or stopped on an error (the network, the server). */
  onSettled?(sent: boolean): void
}

export function createResultsSync(deps: ResultsSyncDeps) {
  let running: Promise<void> | null = null
  let rerun = false

  async function sendAll(userId: string) {
    const pending = await pendingOfUser(deps.db, userId)
    const byAssignment = new Map<string, PendingSetResult[]>()
    for (const edit of pending)
      byAssignment.set(edit.assignmentId, [...(byAssignment.get(edit.assignmentId) ?? []), edit])
    for (const [assignmentId, edits] of byAssignment) {
      for (let from = 0; from < edits.length; from += MAX_RESULTS_PER_SYNC) {
        const batch = edits.slice(from, from + MAX_RESULTS_PER_SYNC)
        let stored: SetResult[]
        try {
          stored = await deps.send(assignmentId, batch)
        } catch (error) {
          // 400/404: these results can never be accepted; keeping them would block every sync.
          if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404)) {
            await deps.db.pending.bulkDelete(batch.map((edit) => edit.key))
            deps.onRefused?.(assignmentId, error)
            continue
          }
          throw error
        }
        await deps.db.transaction('rw', deps.db.pending, async () => {
          for (const kept of stored) {
            const key = pendingKey(userId, assignmentId, kept)
            const waiting = await deps.db.pending.get(key)
            if (waiting && !supersedes(waiting, kept)) await deps.db.pending.delete(key)
          }
        })
        deps.onSynced?.(assignmentId)
      }
    }
  }

  /** Sends what waits for the user; a call during a run makes the run go once more. */
  function sync(userId: string): Promise<void> {
    if (!deps.isOnline()) return Promise.resolve()
    if (running) {
      rerun = true
      return running
    }
    running = (async () => {
      try {
        do {
          rerun = false
          await sendAll(userId)
        } while (rerun)
        deps.onSettled?.(true)
      } catch (error) {
        deps.onSettled?.(false)
        throw error
      } finally {
        running = null
      }
    })()
    return running
  }

  /** Keeps an edit on the device and, when online, sends it. */
  async function log(userId: string, assignmentId: string, edit: SetEdit) {
    await queueSetEdit(deps.db, userId, assignmentId, edit)
    void sync(userId).catch(() => {
      // Offline or the server is away: the edit waits for the next chance (online event, start).
    })
  }

  async function pendingCount(userId: string): Promise<number> {
    return deps.db.pending.where('userId').equals(userId).count()
  }

  return { sync, log, pendingCount }
}
