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

  it('is drawn once it has shown, and at once for whoever asks after that', async () => {
    const page = await openedBy('navigate')
    let drawn = false
    void page.firstPageDrawn().then(() => {
      drawn = true
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(drawn).toBe(false)
    page.markFirstPageShown()
    await page.firstPageDrawn()
    expect(drawn).toBe(true)
  })
})
