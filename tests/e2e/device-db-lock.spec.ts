import { expect, request, test } from '@playwright/test'
import { logInThroughForm } from './support.ts'

// Decision 0046: a page that leaves while it is creating or upgrading a device database can be
// frozen in the back/forward cache in the middle of that upgrade, and the next page's open of the
// database got no answer: the schedule stayed on "Loading…". Every open now holds the database's
// Web Lock, and a frozen page holding a lock another page asks for is evicted.
//
// It runs in playwright.config.ts' project with the back/forward cache on, as every browser has it.

const PASSWORD = 'Frozen-Page-2026'

test('a page frozen in the middle of upgrading the device database does not keep the next page from its schedule', async ({
  page,
}) => {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL })
  const email = `frozen-${Date.now().toString(36)}@example.com`
  const registered = await api.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Frida', timeZone: 'Europe/Moscow', language: 'en' },
  })
  expect(registered.ok(), await registered.text()).toBe(true)

  const sockets: string[] = []
  page.on('websocket', () => sockets.push(new URL(page.url()).pathname))
  await logInThroughForm(page, email, PASSWORD)
  // Home settled: its socket open and no request of its own under way. A page that leaves with
  // either is not kept for that reason (Chromium reports some as "masked"), not for the lock.
  await expect.poll(() => sockets.filter((path) => path === '/').length).toBe(1)
  await page.waitForLoadState('networkidle')

  // This page starts an upgrade of the schedule's database, as the app's own open does, and
  // never ends it: the moment a page leaves mid-upgrade, held for as long as the test needs.
  await page.evaluate(
    () =>
      new Promise<void>((started) => {
        void navigator.locks.request(
          'trainly-open:trainly',
          () =>
            new Promise(() => {
              const open = indexedDB.open('trainly', 99)
              open.onupgradeneeded = () => {
                const store = open.result.createObjectStore('busy')
                let n = 0
                const more = () => {
                  store.put(n, n++).onsuccess = more
                }
                more()
                started()
              }
            }),
        )
      }),
  )

  await page.goto('/schedule')
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible()
  await expect(page.getByTestId('schedule-sync-line')).toBeVisible({ timeout: 20_000 })

  // The frozen page was let go because this one asked for the lock it held.
  await page.goBack({ waitUntil: 'commit' })
  const reasons = await page.evaluate(() =>
    JSON.stringify(
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          notRestoredReasons?: unknown
        }
      ).notRestoredReasons ?? null,
    ),
  )
  expect(reasons).toContain('weblocks-contention')
})
