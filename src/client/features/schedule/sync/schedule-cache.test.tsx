import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { createOfflineDatabase, writeScheduleCache } from '#client/platform/offline/db.ts'
import { useScheduleCache } from './schedule-cache.ts'
import { firstRead, forgetReads, rememberRead } from './schedule-reads.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const db = createOfflineDatabase()

afterAll(async () => {
  db.close()
  await db.delete()
})

// Decision 0053: a schedule screen draws without the store (Dexie), then follows the database live.
describe('a schedule screen’s cached schedule', () => {
  it('draws the last read at its first render, keeps it when the database answers the same, and follows a change', async () => {
    const written = await writeScheduleCache(db, USER, 'student', [], 1_700_000_000_000)
    rememberRead(USER, 'student', { ...written })
    let renders = 0
    const drawn = renderHook(() => {
      renders++
      return useScheduleCache(USER, 'student')
    })
    const first = drawn.result.current
    expect(first).toEqual(written)
    expect(renders).toBe(1)

    // The store loads after the first render and reads the same record: the screen keeps the
    // object it drew, so nothing below it draws again.
    await waitFor(() => expect(renders).toBe(2))
    expect(drawn.result.current).toBe(first)
    expect(firstRead(USER, 'student')).toBe(first)

    // A sync writes a newer copy: the screen follows it.
    const newer = await act(() => writeScheduleCache(db, USER, 'student', [], 1_700_000_060_000))
    await waitFor(() => expect(drawn.result.current).toEqual(newer))
    drawn.unmount()
  })

  it('is undefined until the database answers when nothing was read, then null when nothing is cached', async () => {
    forgetReads()
    const other = '22222222-2222-4222-8222-222222222222'
    const drawn = renderHook(() => useScheduleCache(other, 'trainer'))
    expect(drawn.result.current).toBeUndefined()
    await waitFor(() => expect(drawn.result.current).toBeNull())
    drawn.unmount()
  })
})
