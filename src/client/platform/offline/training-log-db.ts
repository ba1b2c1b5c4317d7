// Set results logged on this device and not yet confirmed by the server (issue 18, decision
// 0031). A database of its own beside the schedule's: SPEC.md §3 fixes the schedule database at
// version 1 with two stores, so the queue does not become a third store there.
import Dexie, { type EntityTable } from 'dexie'
import type { SetEdit } from '#shared/training-log.ts'
import { setKey } from '#shared/training-log.ts'
import { openHoldingLock } from './open-lock.ts'

export const TRAINING_LOG_DB_NAME = 'trainly-training-log'

/** One set's latest edit on this device, waiting to be sent. */
export interface PendingSetResult extends SetEdit {
  /** `${userId}|${assignmentId}|${itemId}#${setIndex}`: one waiting edit per set. */
  key: string
  userId: string
  assignmentId: string
}

/** The user's training data as last loaded, so the page opens with no network too. */
export interface TrainingDataSnapshot {
  userId: string
  data: unknown
  /** ms since the epoch. */
  savedAt: number
}

export type TrainingLogDatabase = Dexie & {
  pending: EntityTable<PendingSetResult, 'key'>
  snapshots: EntityTable<TrainingDataSnapshot, 'userId'>
}

export function createTrainingLogDatabase(name = TRAINING_LOG_DB_NAME): TrainingLogDatabase {
  const db = new Dexie(name) as TrainingLogDatabase
  db.version(1).stores({ pending: 'key, userId, [userId+assignmentId]', snapshots: 'userId' })
  return openHoldingLock(db)
}

export function pendingKey(userId: string, assignmentId: string, edit: Pick<SetEdit, 'itemId' | 'setIndex'>) {
  return `${userId}|${assignmentId}|${setKey(edit)}`
}

export function pendingOfUser(db: TrainingLogDatabase, userId: string): Promise<PendingSetResult[]> {
  return db.pending.where('userId').equals(userId).toArray()
}

export function pendingOfAssignment(
  db: TrainingLogDatabase,
  userId: string,
  assignmentId: string,
): Promise<PendingSetResult[]> {
  return db.pending.where('[userId+assignmentId]').equals([userId, assignmentId]).toArray()
}

/** Queues an edit: it replaces whatever waited for the same set. */
export async function queueSetEdit(
  db: TrainingLogDatabase,
  userId: string,
  assignmentId: string,
  edit: SetEdit,
) {
  await db.pending.put({ ...edit, key: pendingKey(userId, assignmentId, edit), userId, assignmentId })
}

/** Forgets a user's waiting results and saved training data (sign-out after the warning). */
export async function clearPendingOfUser(db: TrainingLogDatabase, userId: string) {
  await db.pending.where('userId').equals(userId).delete()
  await db.snapshots.delete(userId)
}
