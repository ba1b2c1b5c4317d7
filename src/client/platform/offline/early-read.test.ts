import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { createOfflineDatabase, OFFLINE_DB_NAME, writeScheduleCache } from './db.ts'
import { earlyScheduleRecord, forgetEarlyReads, readScheduleEarly } from './early-read.ts'

const USER = '11111111-1111-4111-8111-111111111111'

// Decision 0045: the app's start reads the schedule's record with IndexedDB itself, before Dexie.
describe('the schedule read as the app starts', () => {
  it('makes no database where there is none', async () => {
    readScheduleEarly(USER, 'student')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(earlyScheduleRecord(USER, 'student')).toBeUndefined()
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OFFLINE_DB_NAME)
  })

  it('reads the record Dexie wrote, for that user and role only, and lets Dexie open after it', async () => {
    const db = createOfflineDatabase()
    const written = await writeScheduleCache(db, USER, 'trainer', [], 1_700_000_000_000)
    db.close()

    readScheduleEarly(USER, 'trainer')
    readScheduleEarly(USER, 'student')
    await vi.waitFor(() => expect(earlyScheduleRecord(USER, 'trainer')).toEqual(written))
    expect(earlyScheduleRecord(USER, 'student')).toBeUndefined()

    // Its connection is closed once read: Dexie opens the same database again.
    const again = createOfflineDatabase()
    expect(await again.schedule.count()).toBe(1)
    again.close()

    forgetEarlyReads()
    expect(earlyScheduleRecord(USER, 'trainer')).toBeUndefined()
  })
})
