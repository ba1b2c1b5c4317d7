import { expect, type Page, request, test } from '@playwright/test'
import { EARLY_DEVICE_GLOBAL } from '#shared/early-requests.ts'
import { studentWithSlots } from './student-bookings.ts'
import { logInThroughForm, reloadOffline } from './support.ts'

// Issue 7's check in Chromium: log in, open /schedule, go offline, reload — the schedule is
// there with the offline line; a change made on the server meanwhile appears when the device
// comes back online. The service worker is what serves the app shell offline.
test.use({ serviceWorkers: 'allow' })

const PASSWORD = 'Offline-Pass-2026'

/** Waits until the service worker controls the page (it does from the second load on). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('the schedule opens offline from the device and catches up when back online', async ({
  browser,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL })
  const student = await studentWithSlots(api, { prefix: 'offline', password: PASSWORD })
  await student.book(student.first)

  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Moscow' })
  const page = await context.newPage()
  await logInThroughForm(page, student.email, PASSWORD)

  await page.goto('/schedule')
  const syncLine = page.getByTestId('schedule-sync-line')
  await expect(syncLine).toHaveText(/^Updated /)
  // A new student: the one booking is the whole schedule.
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(student.first.title)
  await controlledByServiceWorker(page)

  // Offline: the reload comes from the service worker, the schedule from the device.
  const answer = await reloadOffline(page)
  // The worker answered with the route's own page, its chunks named as preloads (decision 0052).
  expect(answer?.fromServiceWorker()).toBe(true)
  expect(await answer?.text()).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/schedule-[\w-]+\.js">/,
  )
  await expect(syncLine).toHaveText(/^Offline · updated /)
  await expect(cards).toHaveCount(1)
  // The page's inline script read the device's copy while the document was parsed (decision 0052):
  // the Content-Security-Policy let it run, and it found this student's record.
  const early = await page.evaluate(async (name) => {
    const left = (window as unknown as Record<string, { records: Promise<{ id: string }[] | null> }>)[name]
    const ids = ((await left?.records) ?? []).map((record) => record.id)
    return { ids, userId: localStorage.getItem('userId') }
  }, EARLY_DEVICE_GLOBAL)
  expect(early.ids).toEqual([`${early.userId}:student`])
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled()
  // Changes need the network: the card says so and its actions wait.
  await cards.first().getByRole('button', { name: 'Details' }).click()
  await expect(page.getByText('You are offline: changes need a connection.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled()

  // Meanwhile, on the server: a second booking (made elsewhere). The server's schedule has both
  // trainings now, while the device, offline, still shows its own copy and has not synced.
  const offlineLine = await syncLine.textContent()
  await student.book(student.second)
  expect(await student.serverSchedule()).toEqual([student.first.trainingId, student.second.trainingId].sort())
  await expect(cards).toHaveCount(1)
  await expect(syncLine).toHaveText(offlineLine ?? '')
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled()

  // Back online: the sync runs at once, whatever the cache's age.
  await context.setOffline(false)
  await expect(syncLine).toHaveText(/^Updated /)
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(1)).toContainText(student.second.title)
  await context.close()
  await api.dispose()
})
