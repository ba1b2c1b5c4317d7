import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createOfflineDatabase,
  type OfflineDatabase,
  readScheduleCache,
  writeScheduleCache,
} from '#client/platform/offline/db.ts'
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { SCHEDULE_SYNC_DELAY_MS, SCHEDULE_SYNC_MIN_INTERVAL_MS } from '#shared/constants.ts'
import { createScheduleSync, type ScheduleSync } from './schedule-sync.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const TRAINER = '22222222-2222-4222-8222-222222222222'
const TODAY = '2026-11-22'

const item = (id: string, date = TODAY): ScheduleItem => ({
  id,
  date,
  startsAt: `${date}T06:00:00.000Z`,
  endsAt: `${date}T07:00:00.000Z`,
  title: 'Morning yoga',
  status: 'scheduled',
  format: 'gym',
  trainer: { id: TRAINER, name: 'Anna', avatar: '' },
  capacity: 8,
  bookedCount: 3,
  price: 90_000,
  currency: 'RUB',
  cancelReason: null,
})

/** The server's answers: each call is recorded and waits until the test releases it. */
function serverStandIn() {
  const calls: Array<{ role: ScheduleRole; startDate: string; endDate: string }> = []
  const pending: Array<{ resolve: (items: ScheduleItem[]) => void; reject: (e: unknown) => void }> = []
  let answer: ScheduleItem[] = [item('t1')]
  let autoAnswer = true
  return {
    calls,
    setAnswer: (items: ScheduleItem[]) => {
      answer = items
    },
    /** Holds answers until `release`, to see syncs overlap. */
    hold: () => {
      autoAnswer = false
    },
    release: () => {
      for (const p of pending.splice(0)) p.resolve(answer)
    },
    failNext: (error: unknown) => {
      autoAnswer = false
      return () => {
        for (const p of pending.splice(0)) p.reject(error)
      }
    },
    fetchSchedule(role: ScheduleRole, startDate: string, endDate: string) {
      calls.push({ role, startDate, endDate })
      if (autoAnswer) return Promise.resolve(answer)
      return new Promise<ScheduleItem[]>((resolve, reject) => pending.push({ resolve, reject }))
    },
  }
}

let db: OfflineDatabase
let dbNumber = 0
let online: boolean
let server: ReturnType<typeof serverStandIn>
let sync: ScheduleSync
let errors: Array<{ role: ScheduleRole; error: unknown }>
let lastChange: number

// fake-indexeddb schedules its work with Node's setImmediate, which the fake timers leave alone.
const { setImmediate: nextTask } = globalThis as unknown as { setImmediate(run: () => void): void }

/** Lets IndexedDB and promise callbacks run under fake timers. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise<void>((r) => nextTask(r))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  dbNumber += 1
  db = createOfflineDatabase(`trainly-sync-test-${dbNumber}`)
  online = true
  errors = []
  lastChange = 0
  server = serverStandIn()
  sync = createScheduleSync({
    db,
    fetchSchedule: server.fetchSchedule,
    isOnline: () => online,
    today: () => TODAY,
    lastLocalChange: () => lastChange,
    onError: (role, error) => errors.push({ role, error }),
  })
})

afterEach(async () => {
  sync.stop()
  vi.useRealTimers()
  db.close()
  await db.delete()
})

describe('opening a role (SPEC.md §4 "Schedule cache")', () => {
  it('loads from the server at once when there is no cache, over the 6 + 12 month window', async () => {
    expect(await sync.open(USER, 'student')).toBe('loaded')
    expect(server.calls).toEqual([{ role: 'student', startDate: '2026-05-22', endDate: '2027-11-22' }])
    const cached = await readScheduleCache(db, USER, 'student')
    expect(cached?.data.map((i) => i.id)).toEqual(['t1'])
    expect(cached?.lastSync).toBe(clock.nowMs())
  })

  it('with a cache under 300 s old, shows it and does not touch the network', async () => {
    await writeScheduleCache(
      db,
      USER,
      'student',
      [item('old')],
      clock.nowMs() - (SCHEDULE_SYNC_MIN_INTERVAL_MS - 1),
    )
    expect(await sync.open(USER, 'student')).toBe('fresh')
    vi.advanceTimersByTime(SCHEDULE_SYNC_DELAY_MS * 10)
    await settle()
    expect(server.calls).toHaveLength(0)
  })

  it('with a cache 300 s old, refreshes in the background after exactly 100 ms', async () => {
    await writeScheduleCache(
      db,
      USER,
      'student',
      [item('old')],
      clock.nowMs() - SCHEDULE_SYNC_MIN_INTERVAL_MS,
    )
    expect(await sync.open(USER, 'student')).toBe('scheduled')
    // Shown at once: the cache is untouched until the refresh lands.
    expect((await readScheduleCache(db, USER, 'student'))?.data[0]?.id).toBe('old')
    vi.advanceTimersByTime(SCHEDULE_SYNC_DELAY_MS - 1)
    await settle()
    expect(server.calls).toHaveLength(0)
    vi.advanceTimersByTime(1)
    await settle()
    expect(server.calls).toHaveLength(1)
    expect((await readScheduleCache(db, USER, 'student'))?.data[0]?.id).toBe('t1')
  })

  it('a cache under 300 s old but older than a change made from this device refreshes', async () => {
    // Booked a minute after the last sync, then opened the schedule: the booking must show.
    const synced = clock.nowMs() - 120_000
    await writeScheduleCache(db, USER, 'student', [item('old')], synced)
    lastChange = synced + 60_000
    expect(await sync.open(USER, 'student')).toBe('scheduled')
    vi.advanceTimersByTime(SCHEDULE_SYNC_DELAY_MS)
    await settle()
    expect(server.calls).toHaveLength(1)
    expect((await readScheduleCache(db, USER, 'student'))?.data[0]?.id).toBe('t1')
    // The refreshed cache is newer than the change: the next open leaves the network alone.
    expect(await sync.open(USER, 'student')).toBe('fresh')
  })

  it('offline, shows the cache however old and never calls the server', async () => {
    online = false
    await writeScheduleCache(db, USER, 'trainer', [item('old')], clock.nowMs() - 86_400_000)
    expect(await sync.open(USER, 'trainer')).toBe('offline')
    vi.advanceTimersByTime(1000)
    await settle()
    expect(server.calls).toHaveLength(0)
  })

  it('offline with no cache says so and does not try', async () => {
    online = false
    expect(await sync.open(USER, 'student')).toBe('offline-no-cache')
    expect(server.calls).toHaveLength(0)
  })

  it('does not refresh when the device went offline during the 100 ms', async () => {
    await writeScheduleCache(
      db,
      USER,
      'student',
      [item('old')],
      clock.nowMs() - SCHEDULE_SYNC_MIN_INTERVAL_MS,
    )
    await sync.open(USER, 'student')
    online = false
    vi.advanceTimersByTime(SCHEDULE_SYNC_DELAY_MS)
    await settle()
    expect(server.calls).toHaveLength(0)
  })

  it('opening twice within the 100 ms makes one refresh', async () => {
    await writeScheduleCache(
      db,
      USER,
      'student',
      [item('old')],
      clock.nowMs() - SCHEDULE_SYNC_MIN_INTERVAL_MS,
    )
    await sync.open(USER, 'student')
    await sync.open(USER, 'student')
    vi.advanceTimersByTime(SCHEDULE_SYNC_DELAY_MS)
    await settle()
    expect(server.calls).toHaveLength(1)
  })
})

describe('one sync per role at a time', () => {
  it('a second sync of the same role joins the running one', async () => {
    server.hold()
    const first = sync.sync(USER, 'student')
    const second = sync.sync(USER, 'student')
    await settle()
    expect(server.calls).toHaveLength(1)
    server.release()
    expect(await first).toBe(true)
    expect(await second).toBe(true)
    // Once it is over, the next sync goes to the server again.
    server.release()
    const third = sync.sync(USER, 'student')
    await settle()
    server.release()
    expect(await third).toBe(true)
    expect(server.calls).toHaveLength(2)
  })

  it('a change announced while a sync runs syncs once more after it, since that one may predate it', async () => {
    server.hold()
    const before = sync.sync(USER, 'student')
    await settle()
    const announced = sync.changed(USER, 'student')
    const again = sync.changed(USER, 'student')
    await settle()
    expect(server.calls).toHaveLength(1)
    server.setAnswer([item('after-the-change')])
    server.release()
    await before
    await settle()
    // The two announcements share the one sync that starts after the running one.
    expect(server.calls).toHaveLength(2)
    server.release()
    expect(await announced).toBe(true)
    expect(await again).toBe(true)
    expect((await readScheduleCache(db, USER, 'student'))?.data[0]?.id).toBe('after-the-change')
  })

  it('a change announced with no sync running syncs at once', async () => {
    expect(await sync.changed(USER, 'student')).toBe(true)
    expect(server.calls).toHaveLength(1)
  })

  it('the two roles sync side by side', async () => {
    server.hold()
    const student = sync.sync(USER, 'student')
    const trainer = sync.sync(USER, 'trainer')
    await settle()
    expect(server.calls.map((c) => c.role)).toEqual(['student', 'trainer'])
    server.release()
    await Promise.all([student, trainer])
  })
})

describe('start, role change and coming back online', () => {
  it('at start loads the current role and, with both roles, the other one', async () => {
    await sync.start(USER, 'trainer', true)
    expect(server.calls.map((c) => c.role).sort()).toEqual(['student', 'trainer'])
  })

  it('at start loads only the current role for a student-only user', async () => {
    await sync.start(USER, 'student', false)
    expect(server.calls.map((c) => c.role)).toEqual(['student'])
  })

  it('at start offline loads nothing', async () => {
    online = false
    await sync.start(USER, 'student', true)
    expect(server.calls).toHaveLength(0)
  })

  it('a role change loads that role only when its cache is missing', async () => {
    await sync.roleChanged(USER, 'trainer')
    expect(server.calls.map((c) => c.role)).toEqual(['trainer'])
    await sync.roleChanged(USER, 'trainer')
    vi.advanceTimersByTime(SCHEDULE_SYNC_DELAY_MS)
    await settle()
    expect(server.calls).toHaveLength(1)
  })

  it('coming back online syncs even a fresh cache', async () => {
    await writeScheduleCache(db, USER, 'student', [item('old')], clock.nowMs())
    server.setAnswer([item('changed-while-offline')])
    await sync.cameOnline(USER, ['student'])
    expect(server.calls).toHaveLength(1)
    expect((await readScheduleCache(db, USER, 'student'))?.data[0]?.id).toBe('changed-while-offline')
  })
})

describe('sync errors (SPEC.md §8)', () => {
  it('are logged and reported, keep the cache, and return nothing', async () => {
    await writeScheduleCache(
      db,
      USER,
      'student',
      [item('kept')],
      clock.nowMs() - SCHEDULE_SYNC_MIN_INTERVAL_MS,
    )
    const fail = server.failNext(new Error('503'))
    const result = sync.sync(USER, 'student')
    await settle()
    fail()
    expect(await result).toBe(false)
    expect(errors.map((e) => e.role)).toEqual(['student'])
    expect(console.warn).toHaveBeenCalled()
    expect((await readScheduleCache(db, USER, 'student'))?.data[0]?.id).toBe('kept')
  })
})
