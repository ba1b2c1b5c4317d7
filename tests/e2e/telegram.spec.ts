import { expect, type Frame, type Page, test } from '@playwright/test'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import { HOST_THEMES } from '../../mock-telegram/host/presets.ts'
import {
  type HostPageOptions,
  startTelegramHost,
  type TelegramHost,
} from '../../mock-telegram/host-server.ts'
import { watchConsole } from './support.ts'

// The app inside the mock Telegram host: real signed init data, the SDK's real bridge messages
// over the iframe protocol, the server's real check. tests/e2e/serve.mjs gives the server the
// same fake bot token, a fake Bot API on the app's port + 1000, and lets the host on port + 2000
// frame the app (TELEGRAM_HOST_ORIGIN).
const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const APP_URL = `http://127.0.0.1:${APP_PORT}`

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

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

function appFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(APP_URL))
  if (!frame) throw new Error('the Mini App frame is not loaded')
  return frame
}

async function openInTelegram(page: Page, options: HostPageOptions = {}) {
  await page.goto(host.pageUrl({ user: 'new', theme: 'light', platform: 'android', ...options }))
  await expect(byTestId(page, 'tg-ready')).toHaveText('yes')
  return page.frameLocator('[data-testid="tg-app-frame"]')
}

function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

test.describe('Trainly inside Telegram', () => {
  test('signs a new Russian-speaking Telegram user in at once, in Russian', async ({ page }) => {
    const app = await openInTelegram(page, { user: 'new-ru' })
    await expect(app.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible()
    expect(new URL(appFrame(page).url()).pathname).toBe('/')
    // Telegram's own chrome replaces the web header; home is a tab-bar root, so no BackButton.
    await expect(app.locator('.app-header')).toHaveCount(0)
    await expect(byTestId(page, 'tg-back-button')).toBeHidden()
    await expect(byTestId(page, 'tg-expanded')).toHaveText('yes')
  })

  test('signs an English-speaking Telegram user in, in English', async ({ page }) => {
    const console = watchConsole(page)
    const app = await openInTelegram(page, { user: 'new' })
    await expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    console.expectClean()
  })

  test('follows a live theme switch: the page colours change', async ({ page }) => {
    const app = await openInTelegram(page)
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible()
    const background = () => app.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)
    expect(await background()).toBe(rgb(HOST_THEMES.light.bg_color))
    await byTestId(page, 'tg-theme-select').selectOption('dark')
    await expect.poll(background).toBe(rgb(HOST_THEMES.dark.bg_color))
    await expect
      .poll(() => app.locator('body').evaluate((body) => getComputedStyle(body).color))
      .toBe(rgb(HOST_THEMES.dark.text_color))
    await byTestId(page, 'tg-theme-select').selectOption('light')
    await expect.poll(background).toBe(rgb(HOST_THEMES.light.bg_color))
  })

  test('takes its colours from Telegram alone, on a phone whose system is set to dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    const app = await openInTelegram(page)
    const heading = app.getByRole('heading', { level: 1, name: 'Home' })
    await expect(heading).toBeVisible()
    const colours = (selector: string) =>
      app
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element)
          return [style.color, style.backgroundColor]
        })
    // Telegram's light theme: its text on its background, not the system's near-white text.
    expect((await colours('html'))[0]).toBe(rgb(HOST_THEMES.light.text_color))
    expect((await colours('html'))[1]).toBe(rgb(HOST_THEMES.light.bg_color))
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).toBe(rgb(HOST_THEMES.light.text_color))
  })

  test('shows the BackButton on an inner page, and pressing it goes back', async ({ page }) => {
    const app = await openInTelegram(page)
    await app.locator('.tab-bar').getByRole('button', { name: 'Menu' }).click()
    const settings = app.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' })
    // The sheet is drawn inside the tab bar, but its links are not the tab bar's small labels.
    expect(
      Number.parseFloat(await settings.evaluate((a) => getComputedStyle(a).fontSize)),
    ).toBeGreaterThanOrEqual(15)
    await settings.click()
    await expect(app.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(byTestId(page, 'tg-back-button')).toBeVisible()
    await byTestId(page, 'tg-back-button').click()
    await expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    await expect(byTestId(page, 'tg-back-button')).toBeHidden()
  })

  test('submits a form with the MainButton, confirming closing while it has unsaved input', async ({
    page,
  }) => {
    const app = await openInTelegram(page, { path: '/telegram-login?redirect=%2Fprofile-edit' })
    await expect(app.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    const mainButton = byTestId(page, 'tg-main-button')
    await expect(mainButton).toBeVisible()
    await expect(mainButton).toHaveText('Save')
    // The in-page button stepped aside for the MainButton.
    await expect(app.getByRole('button', { name: 'Save' })).toHaveCount(0)
    const closing = byTestId(page, 'tg-closing-confirmation')
    await expect(closing).toHaveAttribute('data-state', 'off')

    await app.getByLabel('First name').fill('Telegrammed')
    await expect(closing).toHaveAttribute('data-state', 'on')
    const hapticsBefore = Number(await byTestId(page, 'tg-haptic-count').textContent())
    await mainButton.click()

    await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await expect(app.getByText('Telegrammed').first()).toBeVisible()
    await expect(closing).toHaveAttribute('data-state', 'off')
    await expect(mainButton).toBeHidden()
    // The success toast buzzed.
    await expect
      .poll(async () => Number(await byTestId(page, 'tg-haptic-count').textContent()))
      .toBeGreaterThan(hapticsBefore)
  })

  test('the BackButton closes the open menu sheet first, even on a tab-bar root', async ({ page }) => {
    const app = await openInTelegram(page)
    await expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    const back = byTestId(page, 'tg-back-button')
    await expect(back).toBeHidden()
    await app.locator('.tab-bar').getByRole('button', { name: 'Menu' }).click()
    const menu = app.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(back).toBeVisible()
    await back.click()
    await expect(menu).toBeHidden()
    await expect(app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    await expect(back).toBeHidden()
  })

  test('a reload of the app leaves no MainButton of the screen before it', async ({ page }) => {
    const app = await openInTelegram(page, { path: '/telegram-login?redirect=%2Fprofile-edit' })
    await expect(app.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    const mainButton = byTestId(page, 'tg-main-button')
    await expect(mainButton).toHaveText('Save')
    // The app reloads itself onto a screen without a primary action (as after a new build).
    await appFrame(page).evaluate(() => window.location.assign('/settings'))
    await expect(app.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(mainButton).toBeHidden()
  })

  test('another Telegram user whose sign-in fails does not get the account signed in before', async ({
    page,
  }) => {
    const first = await openInTelegram(page, { user: 'ru' })
    await expect(first.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible()
    // The same device, now another Telegram user, with a link code the server refuses.
    const second = await openInTelegram(page, { user: 'new', startParam: 'link_not-a-real-code' })
    await expect(second.getByRole('heading', { name: 'Could not sign you in with Telegram' })).toBeVisible()
    const frame = appFrame(page)
    await frame.goto(`${APP_URL}/profile`)
    const app = page.frameLocator('[data-testid="tg-app-frame"]')
    await expect(app.getByRole('heading', { name: 'Log in to continue' })).toBeVisible()
    await expect(app.getByText('Петров')).toHaveCount(0)
  })

  test('follows a trainer deep link from the start parameter', async ({ page, request }) => {
    const trainers = (await (await request.get('/api/trainers')).json()) as { data: { id: string }[] }
    const trainerId = trainers.data[0]?.id
    expect(trainerId, 'the demo seed has trainers').toBeTruthy()
    const app = await openInTelegram(page, { startParam: `trainer_${trainerId}` })
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => new URL(appFrame(page).url()).pathname).toBe(`/trainer-profile/${trainerId}`)
    await expect(byTestId(page, 'tg-back-button')).toBeVisible()
  })
})

test('the same app in a plain browser tab sends /telegram-login to /login', async ({ page }) => {
  const console = watchConsole(page)
  await page.goto('/telegram-login')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  console.expectClean()
})
