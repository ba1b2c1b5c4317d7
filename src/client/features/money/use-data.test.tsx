import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Settled } from '#client/ui/settle.ts'
import { useData } from './use-data.ts'

describe('data fetched on mount', () => {
  it('is asked for on mount, and again on reload', async () => {
    const load = vi.fn(() => Promise.resolve(['a']))
    const hook = renderHook(() => useData(load, []))
    expect(hook.result.current.loading).toBe(true)
    await waitFor(() => expect(hook.result.current.data).toEqual(['a']))
    act(() => hook.result.current.reload())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })

  it('given its first answer on its way from a route loader, shows it without asking again until a reload', async () => {
    const load = vi.fn(() => Promise.resolve(['fresh']))
    let answer!: (settled: Settled<string[]>) => void
    const first = new Promise<Settled<string[]>>((resolve) => (answer = resolve))
    const hook = renderHook(() => useData(load, [], first))
    expect(hook.result.current.loading).toBe(true)
    await act(async () => answer({ ok: true, value: ['first'] }))
    expect(hook.result.current).toMatchObject({ data: ['first'], loading: false })
    expect(load).not.toHaveBeenCalled()
    act(() => hook.result.current.reload())
    await waitFor(() => expect(hook.result.current.data).toEqual(['fresh']))
    expect(load).toHaveBeenCalledOnce()
  })

  it('given a failed first answer, shows the failure; a reload asks again', async () => {
    const failure = new Error('offline')
    const load = vi.fn(() => Promise.resolve(['back']))
    const hook = renderHook(() => useData<string[]>(load, [], Promise.resolve({ ok: false, error: failure })))
    await waitFor(() => expect(hook.result.current).toMatchObject({ error: failure, loading: false }))
    expect(hook.result.current.data).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    act(() => hook.result.current.reload())
    await waitFor(() => expect(hook.result.current.data).toEqual(['back']))
  })
})
