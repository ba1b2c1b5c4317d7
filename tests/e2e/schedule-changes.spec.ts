import { expect, type Route, request, test } from '@playwright/test'
import { studentWithSlots } from './student-bookings.ts'
import { logInThroughForm } from './support.ts'

// Decision 0014: the server's word that a schedule changed makes the device's copy stale at once.
// A page reloaded while that change's sync is still on its way must not take the old copy, synced a
// minute before, for a fresh one (booking.spec.ts reloaded right after a roll call and, on a slow
// run, kept showing "booked" instead of "attended" for five minutes).

const PASSWORD = 'Changed-Page-2026'

test('a change the server announces still shows after a reload that cut its sync short', async ({
  page,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL })
  const student = await studentWithSlots(api, { prefix: 'announced', password: PASSWORD })
  const sockets: string[] = []
  page.on('websocket', () => sockets.push(page.url()))
  await logInThroughForm(page, student.email, PASSWORD)
  await page.goto('/schedule')
  const cards = page.getByRole('article')
  await expect(page.getByTestId('schedule-sync-line')).toHaveText(/^Updated /)
  await expect(cards).toHaveCount(0)
  await expect.poll(() => sockets.filter((url) => url.endsWith('/schedule')).length).toBe(1)

  // Booked elsewhere: the server tells the page, whose sync is held on its way.
  const held: Route[] = []
  await page.route('**/api/schedule?*', (route) => {
    held.push(route)
  })
  await student.book(student.first)
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  // Reloaded before that sync answered: the copy on the device is a minute old, yet the booking shows.
  await page.reload()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(student.first.title)
  await api.dispose()
})
