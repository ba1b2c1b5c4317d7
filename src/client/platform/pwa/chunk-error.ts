// Whether an error is a missing lazily loaded chunk, apart from the reload guard of chunk-reload.ts:
// the error pages of the first load need only this test, while the guard, the build check and the
// rest of the PWA start load after the first page (decision 0027). chunk-reload.ts re-exports it.

/** What browsers say when a lazily loaded script or its stylesheet is gone (Chromium, Firefox, Safari). */
const CHUNK_ERROR_MARKERS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export function isChunkLoadError(error: unknown): error is Error {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && CHUNK_ERROR_MARKERS.some((marker) => message.startsWith(marker))
}

/**
 * TanStack Router's lazy route components reload the page once per error message by themselves,
 * remembered by a flag in session storage. The reload guard decides instead (chunk-reload.ts), so
 * the router's flag is set as soon as the error is known: the router then shows the route's error
 * page, which asks the guard (use-chunk-recovery.ts).
 */
export function keepRouterFromReloading(error: Error, storage: Storage = sessionStorage) {
  try {
    storage.setItem(`tanstack_router_reload:${error.message}`, '1')
  } catch {
    // No storage: the router cannot remember its reload either, and will not try it.
  }
}

/**
 * From the first load on (main.tsx), before the guard of start-pwa.ts may have arrived: Vite
 * reports every failed lazy import as `vite:preloadError` before the router sees the rejection.
 * Without this, a route chunk missing on a slow first load had the router reload the page too,
 * beside the guard's own reload.
 */
export function watchChunkErrors(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (isChunkLoadError(event.payload)) keepRouterFromReloading(event.payload)
  })
}
