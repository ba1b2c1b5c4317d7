import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { EARLY_DEVICE_GLOBAL, earlyRequestsScript } from '#shared/early-requests.ts'
import { createOfflineDatabase, OFFLINE_DB_NAME, writeScheduleCache } from './db.ts'
import {
  earlyScheduleRecord,
  forgetEarlyReads,
  readScheduleEarly,
  subscribeEarlyReads,
} from './early-read.ts'

const USER = '11111111-1111-4111-8111-111111111111'

// Decisions 0045 and 0052: index.html's inline script reads the device while the document is
// parsed, before Dexie has loaded, and the app keeps its answer for the schedule's first render.
describe('the schedule read by the inline script', () => {
  const OTHER = '22222222-2222-4222-8222-222222222222'

  /** Runs index.html's inline script as a browser would, with this storage and IndexedDB. */
  function runScript(stored: Record<string, string>) {
    const window: Record<string, unknown> = { indexedDB, Promise }
    const browser = {
      window,
      location: { pathname: '/schedule' },
      document: { cookie: '' },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      performance: { now: () => 0 },
      fetch: () => Promise.reject(new TypeError('offline')),
    }
    new Function(...Object.keys(browser), earlyRequestsScript())(...Object.values(browser))
    return window[EARLY_DEVICE_GLOBAL] as
      | { userId: string; records: Promise<{ id: string }[] | null> }
      | undefined
  }

  it("leaves the signed-in user's records of every role, and none of another user's", async () => {
    const db = createOfflineDatabase()
    const student = await writeScheduleCache(db, USER, 'student', [], 1_700_000_000_000)
    const trainer = await writeScheduleCache(db, USER, 'trainer', [], 1_700_000_000_000)
    await writeScheduleCache(db, OTHER, 'student', [], 1_700_000_000_000)
    db.close()

    const left = runScript({ isAuthenticated: 'true', userId: USER })
    expect(left?.userId).toBe(USER)
    const found = await left?.records
    expect(found?.map((r) => r.id).sort()).toEqual([student.id, trainer.id].sort())

    // Read for another user than the one the app starts with: the app takes nothing.
    Object.assign(globalThis, { [EARLY_DEVICE_GLOBAL]: left })
    readScheduleEarly(OTHER)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(earlyScheduleRecord(OTHER, 'student')).toBeUndefined()
    expect(earlyScheduleRecord(USER, 'student')).toBeUndefined()

    // The app takes them, and tells a screen that has already drawn.
    const told = vi.fn()
    const stop = subscribeEarlyReads(told)
    readScheduleEarly(USER)
    await vi.waitFor(() => expect(earlyScheduleRecord(USER, 'student')).toEqual(student))
    expect(earlyScheduleRecord(USER, 'trainer')).toEqual(trainer)
    expect(earlyScheduleRecord(OTHER, 'student')).toBeUndefined()
    expect(told).toHaveBeenCalled()
    stop()

    // A read that answers after the user changed is dropped.
    forgetEarlyReads()
    readScheduleEarly(USER)
    forgetEarlyReads()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(earlyScheduleRecord(USER, 'student')).toBeUndefined()

    // Its connection is closed once read: Dexie opens the same database again.
    const again = createOfflineDatabase()
    expect(await again.schedule.count()).toBe(3)
    await again.delete()
    Object.assign(globalThis, { [EARLY_DEVICE_GLOBAL]: undefined })
  })

  it('reads nothing for a guest, and makes no database where there is none', async () => {
    expect(runScript({ userId: USER })).toBeUndefined()
    const left = runScript({ isAuthenticated: 'true', userId: USER })
    expect(await left?.records).toBeNull()
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OFFLINE_DB_NAME)
  })
})
