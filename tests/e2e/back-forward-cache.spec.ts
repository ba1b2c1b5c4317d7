import { expect, request, test } from '@playwright/test'
import { studentWithSlots } from './student-bookings.ts'
import { logInThroughForm } from './support.ts'

// Decision 0050: a signed-in page is kept by the back/forward cache (its realtime socket closes as
// it leaves: Chromium before 156 never kept a page with an open WebSocket), and back from the cache
// it catches up with what changed while it was away and hears the server again.
//
// It runs in playwright.config.ts' project with the back/forward cache on, as every browser has it.

const PASSWORD = 'Kept-Page-2026'

test('Back returns to the kept schedule, which catches up and hears the server again', async ({
  page,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL })
  const student = await studentWithSlots(api, { prefix: 'kept', password: PASSWORD })

  const sockets: string[] = []
  // Each socket by the page it opened on: home, right after the login, may open its own first.
  page.on('websocket', () => sockets.push(new URL(page.url()).pathname))
  await logInThroughForm(page, student.email, PASSWORD)
  await page.goto('/schedule')
  const cards = page.getByRole('article')
  await expect(page.getByTestId('schedule-sync-line')).toHaveText(/^Updated /)
  await expect(cards).toHaveCount(0)
  // The realtime socket opens once the page has settled.
  await expect.poll(() => sockets.filter((path) => path === '/schedule').length).toBe(1)
  await page.evaluate(() => {
    ;(window as Window & { keptByTheCache?: boolean }).keptByTheCache = true
  })

  // Away on another document, while a booking is made elsewhere.
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  await student.book(student.first)

  // A page from the cache fires no load event: the navigation's commit is the step.
  await page.goBack({ waitUntil: 'commit' })
  // The same document, not a new load: the cache kept it.
  expect(await page.evaluate(() => (window as Window & { keptByTheCache?: boolean }).keptByTheCache)).toBe(
    true,
  )
  // What changed while it was away shows at once.
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(student.first.title)
  // And what changes now reaches it: its socket opened again (Playwright does not report a
  // restored page's sockets).
  await student.book(student.second)
  await expect(cards).toHaveCount(2)
  await api.dispose()
})
