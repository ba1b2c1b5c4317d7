import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuildInfo } from '#shared/api/system.ts'
import { PAGE_RELOAD_GUARD_MS } from '#shared/constants.ts'
import { watchChunkErrors } from './chunk-error.ts'
import { createChunkRecovery, createReloadGuard, isChunkLoadError } from './chunk-reload.ts'

const NEW_BUILD: BuildInfo = { buildId: 'b2', builtAt: '2026-11-22T00:00:00.000Z' }

const missingChunk = (name = 'about-old.js') =>
  new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${name}`)

/** One tab: its session storage outlives reloads; `reload` starts the page over on the same path. */
function tab(options: { newBuild?: BuildInfo | null; latest?: BuildInfo | null; path?: string } = {}) {
  let clock = 1_000_000
  let path = options.path ?? '/about'
  const reloads: string[] = []
  const check = vi.fn(async () => options.latest ?? null)
  const page = () =>
    createChunkRecovery({
      guard: createReloadGuard({ storage: sessionStorage, now: () => clock }),
      buildCheck: { newBuild: options.newBuild ?? null, check },
      reload: () => reloads.push(path),
      currentPath: () => path,
    })
  return {
    reloads,
    check,
    page,
    wait: (ms: number) => {
      clock += ms
    },
    goTo: (next: string) => {
      path = next
    },
  }
}

beforeEach(() => {
  sessionStorage.clear()
})

describe('telling a missing page chunk from other errors', () => {
  it('knows the messages of Chromium, Firefox and Safari, and a missing stylesheet', () => {
    expect(isChunkLoadError(missingChunk())).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Internal Server Error'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('the page reload guard', () => {
  it('allows one reload per path every 10 seconds', () => {
    let now = 5_000_000
    const guard = createReloadGuard({ storage: sessionStorage, now: () => now })
    expect(guard.claim('/about')).toBe(true)
    now += PAGE_RELOAD_GUARD_MS - 1
    expect(guard.claim('/about')).toBe(false)
    expect(guard.claim('/help')).toBe(true)
    now += 1
    expect(guard.claim('/about')).toBe(true)
  })

  it('refuses when it cannot remember the reload', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(createReloadGuard({ storage: broken }).claim('/about')).toBe(false)
  })
})

describe('a page chunk that fails to load', () => {
  it('reloads the page once a new build has been detected', async () => {
    const t = tab({ newBuild: NEW_BUILD })
    expect(await t.page()(missingChunk())).toBe(true)
    expect(t.reloads).toEqual(['/about'])
    expect(t.check).not.toHaveBeenCalled()
  })

  it('asks for a new build first when none was detected yet, and reloads if there is one', async () => {
    const t = tab({ latest: NEW_BUILD })
    expect(await t.page()(missingChunk())).toBe(true)
    expect(t.check).toHaveBeenCalledTimes(1)
    expect(t.reloads).toEqual(['/about'])
  })

  it('does not reload when there is no new build (a broken network, not a stale page)', async () => {
    const t = tab({ latest: null })
    expect(await t.page()(missingChunk())).toBe(false)
    expect(t.reloads).toEqual([])
  })

  it('does not loop: the same failure right after the reload leaves the page as it is', async () => {
    const t = tab({ newBuild: NEW_BUILD })
    expect(await t.page()(missingChunk())).toBe(true)
    // The reloaded page still cannot load the chunk (a broken deploy): no second reload.
    t.wait(1500)
    expect(await t.page()(missingChunk())).toBe(false)
    t.wait(5000)
    expect(await t.page()(missingChunk())).toBe(false)
    expect(t.reloads).toEqual(['/about'])
    // Another path has its own allowance; the same path again after 10 s.
    t.goTo('/help')
    expect(await t.page()(missingChunk('help-old.js'))).toBe(true)
    t.goTo('/about')
    t.wait(PAGE_RELOAD_GUARD_MS)
    expect(await t.page()(missingChunk())).toBe(true)
    expect(t.reloads).toEqual(['/about', '/help', '/about'])
  })

  it('decides once per error, however many places report it', async () => {
    const t = tab({ newBuild: NEW_BUILD })
    const recover = t.page()
    const error = missingChunk()
    const answers = await Promise.all([recover(error), recover(error)])
    expect(answers).toEqual([true, true])
    expect(t.reloads).toHaveLength(1)
  })

  it('leaves other errors alone', async () => {
    const t = tab({ newBuild: NEW_BUILD })
    expect(await t.page()(new Error('Internal Server Error'))).toBe(false)
    expect(t.reloads).toEqual([])
  })
})

describe('before the guard has loaded', () => {
  /** Vite's report of a failed lazy import, as its preload helper sends it. */
  function preloadError(payload: Error) {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error }
    event.payload = payload
    return event
  }

  it("marks a missing chunk's message so that the router does not reload the page by itself", () => {
    const target = new EventTarget()
    watchChunkErrors(target)
    target.dispatchEvent(preloadError(missingChunk('about-new.js')))
    expect(
      sessionStorage.getItem(
        'tanstack_router_reload:Failed to fetch dynamically imported module: http://localhost/assets/about-new.js',
      ),
    ).toBe('1')
  })

  it('leaves other errors to the router', () => {
    const target = new EventTarget()
    watchChunkErrors(target)
    target.dispatchEvent(preloadError(new Error('Internal Server Error')))
    expect(sessionStorage.length).toBe(0)
  })
})
