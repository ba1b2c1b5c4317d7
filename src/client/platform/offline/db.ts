// The device's own database (SPEC.md §3): version 1 with the stores `schedule` and `metadata`,
// indexes on userId, role and lastSync. The schedule cache policy of SPEC.md §4 lives in
// features/schedule/sync and uses only what is exported here.
import Dexie, { type EntityTable } from 'dexie'
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { SCHEDULE_STORE, SCHEDULE_USER_INDEX } from '#shared/device-database.ts'
import { openHoldingLock } from './open-lock.ts'
import { OFFLINE_DB_NAME, type ScheduleCacheRecord, scheduleCacheId } from './records.ts'

export { OFFLINE_DB_NAME, type ScheduleCacheRecord, scheduleCacheId } from './records.ts'
export const OFFLINE_DB_VERSION = 1

export interface MetadataRecord {
  key: string
  value: unknown
  /** ms since the epoch. */
  updatedAt: number
}

export type OfflineDatabase = Dexie & {
  schedule: EntityTable<ScheduleCacheRecord, 'id'>
  metadata: EntityTable<MetadataRecord, 'key'>
}

/** Opens (lazily, on first use, holding its lock: open-lock.ts) the offline database; one instance per name. */
export function createOfflineDatabase(name = OFFLINE_DB_NAME): OfflineDatabase {
  const db = new Dexie(name) as OfflineDatabase
  db.version(OFFLINE_DB_VERSION).stores({
    [SCHEDULE_STORE]: `id, ${SCHEDULE_USER_INDEX}, role, lastSync`,
    metadata: 'key',
  })
  return openHoldingLock(db)
}

const encoder = new TextEncoder()

export async function readScheduleCache(
  db: OfflineDatabase,
  userId: string,
  role: ScheduleRole,
): Promise<ScheduleCacheRecord | undefined> {
  return db.schedule.get(scheduleCacheId(userId, role))
}

/** Replaces the role's cached schedule with `data`, loaded at `lastSync`. */
export async function writeScheduleCache(
  db: OfflineDatabase,
  userId: string,
  role: ScheduleRole,
  data: ScheduleItem[],
  lastSync: number = clock.nowMs(),
): Promise<ScheduleCacheRecord> {
  const record: ScheduleCacheRecord = {
    id: scheduleCacheId(userId, role),
    userId,
    role,
    data,
    lastSync,
    dataSize: encoder.encode(JSON.stringify(data)).byteLength,
  }
  await db.schedule.put(record)
  return record
}

/** Forgets everything cached for a user (logout, account switch). */
export async function clearUserCache(db: OfflineDatabase, userId: string): Promise<void> {
  await db.schedule.where('userId').equals(userId).delete()
}

export async function readMetadata<T>(db: OfflineDatabase, key: string): Promise<T | undefined> {
  return (await db.metadata.get(key))?.value as T | undefined
}

export async function writeMetadata(db: OfflineDatabase, key: string, value: unknown, at = clock.nowMs()) {
  await db.metadata.put({ key, value, updatedAt: at })
}
