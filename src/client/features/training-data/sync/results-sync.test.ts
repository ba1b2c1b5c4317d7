import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiRequestError, NetworkError } from '#client/platform/http/errors.ts'
import { createTrainingLogDatabase, pendingOfUser } from '#client/platform/offline/training-log-db.ts'
import type { SetResult } from '#shared/api/training-data.ts'
import { mergeSetEdits, type SetEdit } from '#shared/training-log.ts'
import { createResultsSync } from './results-sync.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const ASSIGNMENT = '22222222-2222-4222-8222-222222222222'
const ITEM = '33333333-3333-4333-8333-333333333333'

const edit = (setIndex: number, reps: number, editedAt: string): SetEdit => ({
  id: `44444444-4444-4444-8444-00000000000${setIndex}`,
  itemId: ITEM,
  setIndex,
  reps,
  weightKg: 50,
  durationSeconds: null,
  done: true,
  editedAt,
})

let dbs: ReturnType<typeof createTrainingLogDatabase>[] = []
afterEach(async () => {
  for (const db of dbs) await db.delete()
  dbs = []
})

/** A server that stores the merge of what it receives; `online` says whether it can be reached. */
function setUp() {
  const db = createTrainingLogDatabase(`test-log-${dbs.length}-${Math.random()}`)
  dbs.push(db)
  const server = {
    stored: [] as SetEdit[],
    online: false,
    calls: 0,
    during: null as null | (() => Promise<void>),
  }
  const sync = createResultsSync({
    db,
    isOnline: () => server.online,
    async send(_assignmentId, results) {
      server.calls++
      if (!server.online) throw new NetworkError()
      server.stored = mergeSetEdits(
        server.stored,
        results.map(({ id, itemId, setIndex, reps, weightKg, durationSeconds, done, editedAt }) => ({
          id,
          itemId,
          setIndex,
          reps,
          weightKg,
          durationSeconds,
          done,
          editedAt,
        })),
      )
      if (server.during) await server.during()
      return server.stored as SetResult[]
    },
  })
  return { db, server, sync }
}

describe('the device queue of logged sets', () => {
  it('keeps sets logged offline as waiting, and sends them when the connection returns', async () => {
    const { db, server, sync } = setUp()
    await sync.log(USER, ASSIGNMENT, edit(0, 8, '2026-11-01T10:00:00.000Z'))
    await sync.log(USER, ASSIGNMENT, edit(1, 6, '2026-11-01T10:01:00.000Z'))
    expect(await sync.pendingCount(USER)).toBe(2)
    expect(server.calls).toBe(0)

    server.online = true
    await sync.sync(USER)
    expect(await sync.pendingCount(USER)).toBe(0)
    expect(server.stored.map((s) => s.reps)).toEqual([8, 6])
    expect(await pendingOfUser(db, USER)).toEqual([])
  })

  it('keeps an edit made while the sync was under way for the next sync', async () => {
    const { server, sync } = setUp()
    await sync.log(USER, ASSIGNMENT, edit(0, 8, '2026-11-01T10:00:00.000Z'))
    server.online = true
    server.during = async () => {
      server.during = null
      await sync.log(USER, ASSIGNMENT, edit(0, 9, '2026-11-01T10:00:05.000Z'))
    }
    await sync.sync(USER)
    await sync.sync(USER)
    expect(await sync.pendingCount(USER)).toBe(0)
    expect(server.stored).toHaveLength(1)
    expect(server.stored[0]?.reps).toBe(9)
  })

  it('drops results the server refuses for good, so they never block later syncs', async () => {
    const { db, sync } = setUp()
    const refusing = createResultsSync({
      db,
      isOnline: () => true,
      send: () => Promise.reject(new ApiRequestError(404, 'not_found', 'Not found')),
    })
    await db.pending.put({
      ...edit(0, 5, '2026-11-01T10:00:00.000Z'),
      key: 'k',
      userId: USER,
      assignmentId: ASSIGNMENT,
    })
    await refusing.sync(USER)
    expect(await sync.pendingCount(USER)).toBe(0)
  })

  it('tells whether a run sent everything or stopped on an error (the screen then offers a retry)', async () => {
    const { db } = setUp()
    const settled: boolean[] = []
    let reachable = false
    const flaky = createResultsSync({
      db,
      // The device believes it is online, but the server cannot be reached.
      isOnline: () => true,
      send: async (_assignmentId, results) => {
        if (!reachable) throw new NetworkError()
        return results as SetResult[]
      },
      onSettled: (sent) => settled.push(sent),
    })
    await flaky.log(USER, ASSIGNMENT, edit(0, 8, '2026-11-01T10:00:00.000Z'))
    await expect.poll(() => settled).toEqual([false])
    expect(await flaky.pendingCount(USER)).toBe(1)

    reachable = true
    await flaky.sync(USER)
    expect(settled).toEqual([false, true])
    expect(await flaky.pendingCount(USER)).toBe(0)
  })
})
