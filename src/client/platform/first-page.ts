// Whether the app's first page has been drawn, set by main.tsx once the router has resolved it
// (firstPageShown). A screen that draws in two steps on a cold start (decision 0054) asks it, so
// it does so only as the first page of the load, never on a page opened inside the app.

let shown = false
let settleDrawn = () => {}
const drawn = new Promise<void>((resolve) => {
  settleDrawn = resolve
})

export function markFirstPageShown() {
  shown = true
  settleDrawn()
}

/**
 * Settles once the load's first page has been drawn, and at once after that. Work that draws
 * nothing and is started while the app itself starts (a module's own code, not a render's effect)
 * waits for it: the next paint then is the boot splash's, not the page's (decision 0055, addendum).
 */
export function firstPageDrawn(): Promise<void> {
  return drawn
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
