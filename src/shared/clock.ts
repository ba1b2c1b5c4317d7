/**
 * The one source of "now" for the server and the client (decision 0019). In production it reads
 * the system clock; tests set it to an instant of their choosing, so an answer that depends on
 * the time of day never depends on when the suite happens to run.
 *
 * Only "now" lives here. Durations (timeouts, caches, rate measurements) use timers or
 * `performance.now()`, which a pinned clock must not stop.
 */
let pinnedMs: number | null = null

function toMs(at: Date | string | number): number {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(at)}`)
  return ms
}

export const clock = {
  /** Now, as a new Date each call. */
  now(): Date {
    return new Date(clock.nowMs())
  },
  /** Now, in milliseconds since the epoch. */
  nowMs(): number {
    return pinnedMs ?? Date.now()
  },
  /** Stops the clock at `at`: every "now" answers that instant until it is moved again. */
  set(at: Date | string | number): void {
    pinnedMs = toMs(at)
  },
  /** Moves a set clock forward (or back, with a negative amount). */
  advance(ms: number): void {
    pinnedMs = clock.nowMs() + ms
  },
  /** Back to the system clock. */
  reset(): void {
    pinnedMs = null
  },
  /** Whether a test has set the clock. */
  isSet(): boolean {
    return pinnedMs !== null
  },
}
