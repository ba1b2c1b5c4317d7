import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BuildInfo } from '#shared/api/system.ts'
import { createBuildCheck, LATEST_BUILD_URL } from './build-check.ts'

const build = (buildId: string): BuildInfo => ({ buildId, builtAt: '2026-11-22T00:00:00.000Z' })
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** builds/latest.json as the server has it right now. */
function server(latest: () => Response | Promise<Response>) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => latest())
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the build check', () => {
  it('asks builds/latest.json past every cache', async () => {
    const fetch = server(() => json(build('b1')))
    await createBuildCheck({ currentBuildId: 'b1', fetch }).check()
    expect(fetch).toHaveBeenCalledWith(LATEST_BUILD_URL, expect.objectContaining({ cache: 'no-store' }))
  })

  it('finds nothing new while the server has the running build', async () => {
    const onNewBuild = vi.fn()
    const check = createBuildCheck({
      currentBuildId: 'b1',
      fetch: server(() => json(build('b1'))),
      onNewBuild,
    })
    expect(await check.check()).toBeNull()
    expect(check.newBuild).toBeNull()
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('reads the schema only for an answer that names another build', async () => {
    let latest = build('b1')
    const loadSchema = vi.fn(async () => (await import('#shared/api/system.ts')).buildInfo)
    const check = createBuildCheck({ currentBuildId: 'b1', fetch: server(() => json(latest)), loadSchema })
    expect(await check.check()).toBeNull()
    expect(loadSchema).not.toHaveBeenCalled()
    latest = build('b2')
    expect(await check.check()).toEqual(build('b2'))
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('detects a build with another id, and tells about it once per build', async () => {
    let latest = build('b2')
    const onNewBuild = vi.fn()
    const check = createBuildCheck({ currentBuildId: 'b1', fetch: server(() => json(latest)), onNewBuild })
    expect(await check.check()).toEqual(build('b2'))
    await check.check()
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    latest = build('b3')
    await check.check()
    expect(check.newBuild?.buildId).toBe('b3')
    expect(onNewBuild).toHaveBeenCalledTimes(2)
  })

  it('takes a failed request, a 404 or a page instead of the file for no news', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => json({ status: 'error' }, 404),
      () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      () => json({ id: 'x' }),
    ]
    for (const answer of answers) {
      const check = createBuildCheck({ currentBuildId: 'b1', fetch: server(answer) })
      expect(await check.check()).toBeNull()
    }
  })

  it('keeps knowing of the new build when a later check fails', async () => {
    let online = true
    const check = createBuildCheck({
      currentBuildId: 'b1',
      fetch: server(() => {
        if (!online) throw new TypeError('Failed to fetch')
        return json(build('b2'))
      }),
    })
    await check.check()
    online = false
    expect(await check.check()).toEqual(build('b2'))
  })

  it('sends one request for checks that overlap', async () => {
    const fetch = server(() => json(build('b1')))
    const check = createBuildCheck({ currentBuildId: 'b1', fetch })
    await Promise.all([check.check(), check.check(), check.check()])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('checks periodically, and when the window gets the focus or the page is shown again', async () => {
    vi.useFakeTimers()
    const fetch = server(() => json(build('b1')))
    const stop = createBuildCheck({ currentBuildId: 'b1', fetch }).watch({ intervalMs: 60_000 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetch).toHaveBeenCalledTimes(3)

    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(4)
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(5)

    stop()
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(600_000)
    expect(fetch).toHaveBeenCalledTimes(5)
  })
})
