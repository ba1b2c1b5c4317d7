import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { reloadOffline } from './support.ts'

// Issue 7's check in Chromium: log in, open /schedule, go offline, reload — the schedule is
// there with the offline line; a change made on the server meanwhile appears when the device
// comes back online. The service worker is what serves the app shell offline.
test.use({ serviceWorkers: 'allow' })

// A demo trainer with weekly group classes (seed DEMO_TEMPLATES) that no other spec books.
const TRAINER = 'dmitry.boxing@trainly.local'
const PASSWORD = 'Offline-Pass-2026'

interface Slot {
  trainingId: string
  title: string
  startsAt: string
  price: number
  placesLeft: number
  booked: boolean
  onWaitlist: boolean
}

async function signIn(api: APIRequestContext, email: string, password: string) {
  const answer = await api.post('/api/auth/login', { data: { email, password } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as { token: string; user: { id: string } }
}

/** A new student with two bookable trainings of the trainer, found over the API. */
async function studentWithSlots(api: APIRequestContext) {
  const email = `offline-${Date.now().toString(36)}@example.com`
  const registered = await api.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Olivia', timeZone: 'Europe/Moscow', language: 'en' },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } }
  const trainer = await signIn(api, TRAINER, DEMO_PASSWORD)
  const slots = await api.get(`/api/trainers/${trainer.user.id}/slots`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(slots.ok(), await slots.text()).toBe(true)
  const open = ((await slots.json()) as { data: Slot[] }).data.filter(
    (s) => s.placesLeft > 0 && !s.booked && !s.onWaitlist,
  )
  expect(open.length).toBeGreaterThanOrEqual(2)
  const book = async (slot: Slot) => {
    const answer = await api.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: { trainingId: slot.trainingId, payWith: slot.price > 0 ? 'direct' : 'free' },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  /** The trainings on the student's schedule as the server has it now. */
  const serverSchedule = async () => {
    const dates = open.map((s) => s.startsAt.slice(0, 10)).sort()
    const answer = await api.get('/api/schedule', {
      headers: { authorization: `Bearer ${token}`, 'x-user-id': user.id, 'x-user-role': 'student' },
      params: { startDate: addDay(dates[0]!, -1), endDate: addDay(dates.at(-1)!, 1) },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    return ((await answer.json()) as { data: { id: string }[] }).data.map((item) => item.id).sort()
  }
  return { email, first: open[0]!, second: open[1]!, book, serverSchedule }
}

function addDay(date: string, days: number) {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

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
  const student = await studentWithSlots(api)
  await student.book(student.first)

  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Moscow' })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(student.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL('/')

  await page.goto('/schedule')
  const syncLine = page.getByTestId('schedule-sync-line')
  await expect(syncLine).toHaveText(/^Updated /)
  // A new student: the one booking is the whole schedule.
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(student.first.title)
  await controlledByServiceWorker(page)

  // Offline: the reload comes from the service worker, the schedule from the device.
  await reloadOffline(page)
  await expect(syncLine).toHaveText(/^Offline · updated /)
  await expect(cards).toHaveCount(1)
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
