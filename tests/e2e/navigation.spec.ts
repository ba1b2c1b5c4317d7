import { expect, type Page, test } from '@playwright/test'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import { startTelegramHost, type TelegramHost } from '../../mock-telegram/host-server.ts'
import { logInThroughForm } from './support.ts'

// A student and a trainer reach every screen of their role from home by tapping only, on a
// 390 px phone; inside the mock Telegram host the same tab bar shows and no web header.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
// Long walks (a dozen screens each) on a shared machine: room to finish, not a timed assertion.
test.describe.configure({ timeout: 240_000 })

const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const APP_URL = `http://127.0.0.1:${APP_PORT}`

const tabBar = (page: Page) => page.locator('.tab-bar')

/** Taps the tab bar's Menu and a link of the sheet. */
async function fromMenu(page: Page, name: string) {
  await tabBar(page).getByRole('button', { name: 'Menu' }).tap()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('link', { name, exact: true }).tap()
  await expect(sheet).toBeHidden()
}

async function expectScreen(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
}

async function home(page: Page) {
  await tabBar(page).getByRole('link', { name: 'Home' }).tap()
  await expect(page).toHaveURL('/')
}

test('a student reaches every screen of the role from home by tapping', async ({ page }) => {
  await logInThroughForm(page, 'student@trainly.local')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Next trainings' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Today’s workout' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My packages' })).toBeVisible()
  await expect(page.locator('.app-header')).toBeVisible()
  // Each card links to its screen.
  for (const [name, path] of [
    ['Training log', '/trainings-data'],
    ['All packages', '/student/subscriptions'],
  ] as const) {
    await page.getByRole('link', { name, exact: true }).tap()
    await expectScreen(page, path)
    await home(page)
  }

  for (const [name, path] of [
    ['Trainers', '/trainers'],
    ['Schedule', '/schedule'],
    ['Notifications', '/notifications'],
  ] as const) {
    await tabBar(page)
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .tap()
    await expectScreen(page, path)
    await home(page)
  }

  for (const [name, path] of [
    ['My trainers', '/trainers-list'],
    ['Favorites', '/favorites'],
    ['Services', '/services'],
    ['Training data', '/trainings-data'],
    ['Statistics', '/statistics'],
    ['Plans on offer', '/subscriptions'],
    ['My subscriptions', '/student/subscriptions'],
    ['Sessions left', '/student-subscription'],
    ['Payments to pay', '/student-payments'],
    ['All payments', '/payments'],
    ['Profile', '/profile'],
    ['Settings', '/settings'],
    ['Become a trainer', '/become-trainer'],
    ['Switch role', '/choose'],
  ] as const) {
    await fromMenu(page, name)
    await expectScreen(page, path)
    await home(page)
  }

  // A student has no staff areas in the menu.
  await tabBar(page).getByRole('button', { name: 'Menu' }).tap()
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin' })).toHaveCount(0)
})

test('a trainer reaches every screen of the role from home by tapping', async ({ page }) => {
  await logInThroughForm(page, 'anna.yoga@trainly.local')
  // The role is picked only when the user asks for it: Menu → Switch role.
  await fromMenu(page, 'Switch role')
  await page.getByRole('button', { name: /^Trainer/ }).tap()
  await expect(page).toHaveURL(/\/schedule/)
  await home(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Today at work' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Today and tomorrow' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Requests', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payments to confirm' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Income this month' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Trainly plan' })).toBeVisible()
  await page.getByRole('link', { name: 'Plan', exact: true }).tap()
  await expectScreen(page, '/trainer-subscription')
  await home(page)

  for (const [name, path] of [
    ['Schedule', '/schedule'],
    ['Students', '/trainer-students'],
    ['Requests', '/trainer-requests'],
  ] as const) {
    await tabBar(page).getByRole('link', { name, exact: true }).tap()
    await expectScreen(page, path)
    await home(page)
  }

  for (const [name, path] of [
    ['Workouts', '/trainer-workouts'],
    ['New training', '/create-single-training'],
    ['New template', '/create-training-template'],
    ['Statistics', '/statistics'],
    ['Payments', '/trainer-payments'],
    ['My plans', '/trainer/subscriptions'],
    ['Trainer plan', '/trainer-subscription'],
    ['All payments', '/payments'],
    ['Profile', '/profile'],
    ['Settings', '/settings'],
  ] as const) {
    await fromMenu(page, name)
    await expectScreen(page, path)
    await page.goBack()
    await expect(page).toHaveURL('/')
  }
})

test('staff find their areas in the menu', async ({ page }) => {
  await logInThroughForm(page, 'admin@trainly.local')
  await fromMenu(page, 'Moderation')
  await expectScreen(page, '/moderator')
  await home(page)
  await fromMenu(page, 'Admin')
  await expectScreen(page, '/admin')
})

test.describe('inside Telegram', () => {
  let host: TelegramHost

  test.beforeAll(async () => {
    host = await startTelegramHost({
      appUrl: APP_URL,
      botToken: FAKE_BOT_TOKEN,
      botApi: `http://127.0.0.1:${APP_PORT + 1000}`,
      port: APP_PORT + 2000,
    })
  })

  test.afterAll(async () => {
    await host?.close()
  })

  test('home has the tab bar and no web header', async ({ page }) => {
    await page.goto(host.pageUrl({ user: 'new', theme: 'light', platform: 'android' }))
    await expect(page.locator('[data-testid="tg-ready"]')).toHaveText('yes')
    const app = page.frameLocator('[data-testid="tg-app-frame"]')
    await expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({ timeout: 30_000 })
    await expect(app.locator('.tab-bar')).toBeVisible()
    await expect(app.locator('.app-header')).toHaveCount(0)
    // A click, not a tap: Debian's Chromium 150 lands DevTools' emulated touches inside the mock
    // host's cross-origin frame at the wrong point (the tap's click went to a paragraph above the
    // tab bar). Telegram's own app is not framed; the taps outside a frame are checked above.
    await app
      .locator('.tab-bar')
      .getByRole('link', { name: /^Notifications/ })
      .click()
    await expect(app.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  })
})

test('after following a link by keyboard, focus starts at the new page’s content, not the document’s top', async ({
  page,
}) => {
  await logInThroughForm(page, 'student@trainly.local')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await page.goto('/trainers')
  await expect(page.getByRole('heading', { level: 1, name: 'Find a trainer' })).toBeVisible()
  const card = page.locator('main').getByRole('link', { name: /Anna/ }).first()
  await card.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/trainer-profile\//)
  // The link that led here is gone; focus did not fall back to the page's body.
  await expect(page.locator('main#main')).toBeFocused()
  // From the tab bar too: whether its link stays or is drawn anew with another layout, focus is
  // never left on the page's body.
  await page.goto('/schedule')
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible()
  await tabBar(page).getByRole('link', { name: 'Trainers' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/trainers')
  await expect(page.getByRole('heading', { level: 1, name: 'Find a trainer' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
})
