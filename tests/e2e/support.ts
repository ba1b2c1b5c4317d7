import { expect, type Page } from '@playwright/test'

/** Collects console errors and failed requests so a test can assert a clean page (CSP included). */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(String(e)))
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  }
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
