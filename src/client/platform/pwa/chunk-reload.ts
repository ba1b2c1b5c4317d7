import { clock } from '#shared/clock.ts'
import { PAGE_RELOAD_GUARD_MS } from '#shared/constants.ts'
import type { BuildCheck } from './build-check.ts'
import { isChunkLoadError, keepRouterFromReloading } from './chunk-error.ts'

export { isChunkLoadError }

const GUARD_KEY_PREFIX = 'pageReloadGuard:'

export interface ReloadGuard {
  /** Yes, and remembered, unless this path was already reloaded within the guard's window. */
  claim(path: string): boolean
}

/** SPEC.md §9 "Page reload guard 10000 ms per path", kept in session storage across the reloads. */
export function createReloadGuard({
  storage = sessionStorage,
  now = clock.nowMs,
  windowMs = PAGE_RELOAD_GUARD_MS,
}: {
  storage?: Storage
  now?: () => number
  windowMs?: number
} = {}): ReloadGuard {
  return {
    claim(path) {
      const key = `${GUARD_KEY_PREFIX}${path}`
      const at = now()
      try {
        const last = Number(storage.getItem(key))
        if (last > 0 && at >= last && at - last < windowMs) return false
        storage.setItem(key, String(at))
        return true
      } catch {
        // Without storage a reload cannot be remembered, and an unremembered reload can loop.
        return false
      }
    },
  }
}

export interface ChunkRecoveryOptions {
  guard: ReloadGuard
  buildCheck: Pick<BuildCheck, 'newBuild' | 'check'>
  reload: () => void
  currentPath: () => string
  storage?: Storage
}

/**
 * SPEC.md §4: a page-chunk load error after a new build is detected reloads the page, at most
 * once per guard window per path. The error may also be how we learn of the new build: then the
 * check runs first. Resolves to whether the page is reloading. One error, one decision, however
 * many places report it (Vite's preload event, the router's error page).
 */
export function createChunkRecovery({
  guard,
  buildCheck,
  reload,
  currentPath,
  storage = sessionStorage,
}: ChunkRecoveryOptions) {
  const decisions = new WeakMap<object, Promise<boolean>>()

  async function decide(path: string): Promise<boolean> {
    const newBuild = buildCheck.newBuild ?? (await buildCheck.check())
    if (!newBuild || !guard.claim(path)) return false
    reload()
    return true
  }

  return function recoverFromChunkError(error: unknown): Promise<boolean> {
    if (!isChunkLoadError(error)) return Promise.resolve(false)
    const known = decisions.get(error)
    if (known) return known
    keepRouterFromReloading(error, storage)
    const decision = decide(currentPath())
    decisions.set(error, decision)
    return decision
  }
}
