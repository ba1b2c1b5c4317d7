// Whether the app's first page has been drawn, set by main.tsx once the router has resolved it
// (firstPageShown). A screen that draws in two steps on a cold start (decision 0054) asks it, so
// it does so only as the first page of the load, never on a page opened inside the app.

let shown = false

export function markFirstPageShown() {
  shown = true
}

/**
 * Whether this is the first page of a load opened afresh (a link, an address typed, the bot's
 * button), still being drawn: not a page opened inside the app, not a reload or a step in history
 * (where the router restores a scroll position).
 */
export function isFreshFirstPage(): boolean {
  if (shown || typeof performance === 'undefined') return false
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate'
}
