import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import {
  clearUserCache,
  createOfflineDatabase,
  OFFLINE_DB_VERSION,
  type OfflineDatabase,
  readMetadata,
  readScheduleCache,
  scheduleCacheId,
  writeMetadata,
  writeScheduleCache,
} from './db.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'

const item = (id: string, date: string): ScheduleItem => ({
  id,
  date,
  startsAt: `${date}T06:00:00.000Z`,
  endsAt: `${date}T07:00:00.000Z`,
  title: 'Morning yoga — утро',
  status: 'scheduled',
  format: 'gym',
  trainer: { id: OTHER, name: 'Anna', avatar: '' },
  capacity: 8,
  bookedCount: 3,
  price: 90_000,
  currency: 'RUB',
  cancelReason: null,
})

let db: OfflineDatabase
let n = 0
const open = () => {
  n += 1
  db = createOfflineDatabase(`trainly-test-${n}`)
  return db
}

afterEach(async () => {
  await db?.delete()
})

describe('the offline database (SPEC.md §3)', () => {
  it('is version 1 with the stores schedule and metadata and the indexes userId, role, lastSync', async () => {
    await open().open()
    expect(db.verno).toBe(OFFLINE_DB_VERSION)
    expect(OFFLINE_DB_VERSION).toBe(1)
    expect(db.tables.map((t) => t.name).sort()).toEqual(['metadata', 'schedule'])
    const schedule = db.table('schedule').schema
    expect(schedule.primKey.keyPath).toBe('id')
    expect(schedule.indexes.map((i) => i.keyPath).sort()).toEqual(['lastSync', 'role', 'userId'])
    expect(db.table('metadata').schema.primKey.keyPath).toBe('key')
  })

  it('keeps one record per user and role, keyed by both joined, with its size', async () => {
    open()
    const data = [item('a', '2026-11-23'), item('b', '2026-11-24')]
    const written = await writeScheduleCache(db, USER, 'student', data, 1000)
    expect(written).toEqual({
      id: scheduleCacheId(USER, 'student'),
      userId: USER,
      role: 'student',
      data,
      lastSync: 1000,
      dataSize: new TextEncoder().encode(JSON.stringify(data)).byteLength,
    })
    // Cyrillic counts in bytes, not characters.
    expect(written.dataSize).toBeGreaterThan(JSON.stringify(data).length)
    await writeScheduleCache(db, USER, 'trainer', [], 2000)
    await writeScheduleCache(db, USER, 'student', [data[0]!], 3000)
    expect(await readScheduleCache(db, USER, 'student')).toMatchObject({ lastSync: 3000, data: [data[0]] })
    expect(await readScheduleCache(db, USER, 'trainer')).toMatchObject({ lastSync: 2000, data: [] })
    expect(await readScheduleCache(db, OTHER, 'student')).toBeUndefined()
    expect(await db.schedule.where('role').equals('student').count()).toBe(1)
  })

  it('forgets one user’s caches and keeps the others’', async () => {
    open()
    await writeScheduleCache(db, USER, 'student', [item('a', '2026-11-23')])
    await writeScheduleCache(db, USER, 'trainer', [])
    await writeScheduleCache(db, OTHER, 'student', [])
    await clearUserCache(db, USER)
    expect(await db.schedule.count()).toBe(1)
    expect(await readScheduleCache(db, OTHER, 'student')).toBeDefined()
  })

  it('stores metadata values with the time they changed', async () => {
    open()
    expect(await readMetadata(db, 'userId')).toBeUndefined()
    await writeMetadata(db, 'userId', USER, 5000)
    expect(await readMetadata<string>(db, 'userId')).toBe(USER)
    expect(await db.metadata.get('userId')).toEqual({ key: 'userId', value: USER, updatedAt: 5000 })
  })
})
