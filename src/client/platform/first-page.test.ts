import { afterEach, describe, expect, it, vi } from 'vitest'

/** The module afresh (its flag is per page load), in a document opened by `type`. */
async function openedBy(type: NavigationTimingType | undefined) {
  vi.resetModules()
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) =>
    kind === 'navigation' && type ? [{ type } as unknown as PerformanceEntry] : [],
  )
  return import('./first-page.ts')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the first page of a load', () => {
  it('is fresh while it is being drawn after a plain navigation, and not once it has shown', async () => {
    const page = await openedBy('navigate')
    expect(page.isFreshFirstPage()).toBe(true)
    page.markFirstPageShown()
    expect(page.isFreshFirstPage()).toBe(false)
  })

  it('is not fresh after a reload or a step in history, where a scroll position is restored', async () => {
    expect((await openedBy('reload')).isFreshFirstPage()).toBe(false)
    expect((await openedBy('back_forward')).isFreshFirstPage()).toBe(false)
    expect((await openedBy(undefined)).isFreshFirstPage()).toBe(false)
  })
})
