// The last time this device changed something on the server, or heard that something changed
// there (decision 0014, "a change made here"): a cache filled before it — the schedule — no
// longer shows the whole truth, whatever its age. Kept in local storage so the mark survives
// the navigation that usually follows a change (book, then open the schedule) and is shared by
// the app's tabs.
import { clock } from '#shared/clock.ts'

const KEY = 'trainly.lastLocalChange'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A request answered with success: a write marks the device's caches as older than it. */
export function noteIfChange(method: string, ok: boolean, storage: Storage | undefined = safeStorage()) {
  if (ok && !READS.has(method.toUpperCase())) noteChange(storage)
}

/**
 * The server said that something this device caches changed (the realtime `schedule:changed`):
 * the same mark, so a page reloaded before the event's sync has finished still refreshes.
 */
export function noteServerChange(storage: Storage | undefined = safeStorage()) {
  noteChange(storage)
}

function noteChange(storage: Storage | undefined) {
  if (!storage) return
  try {
    storage.setItem(KEY, String(clock.nowMs()))
  } catch {
    // Storage full or refused (private mode): caches fall back to their age alone.
  }
}

/** When this device last changed something on the server (ms), or 0. */
export function lastLocalChange(storage: Storage | undefined = safeStorage()): number {
  const value = Number(storage?.getItem(KEY))
  return Number.isFinite(value) ? value : 0
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
