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
