import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'

// With nothing on the device yet, /schedule says it is loading from its first frame to the list:
// the page's sync starts after its first render, and in between it drew neither the spinner nor
// the list (one or two blank frames a load, found in issue 19's measurements).

/** Records, each frame, whether the schedule's heading shows with nothing under it. */
const WATCH_FRAMES = `(() => {
  const frames = []
  Object.defineProperty(window, '__scheduleFrames', { value: frames })
  const look = () => {
    const main = document.querySelector('main')
    if (location.pathname === '/schedule' && main && main.querySelector('h1')) {
      const shown = main.querySelector(
        '[role=status] .spinner, article, .empty-state, [data-testid=schedule-sync-line], [role=alert]',
      )
      frames.push(shown ? 'shown' : 'blank')
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`

test('the schedule shows Loading… until its first sync, with no blank frame', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('sofia@trainly.local')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Nothing on the device: the signed-in user's first visit on a new one. A slower CPU (as
  // Lighthouse's phone) widens the moment between the page's first frame and its sync.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(page.url()).origin,
    storageTypes: 'indexeddb',
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(WATCH_FRAMES)
  await page.goto('/schedule')
  await expect(page.getByTestId('schedule-sync-line')).toBeVisible()
  const frames = await page.evaluate(
    () => (window as unknown as { __scheduleFrames: string[] }).__scheduleFrames,
  )
  expect(frames.length).toBeGreaterThan(0)
  expect(
    frames.filter((f) => f === 'blank'),
    frames.join(' '),
  ).toEqual([])
})
