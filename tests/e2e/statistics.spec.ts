import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import { startTelegramHost, type TelegramHost } from '../../mock-telegram/host-server.ts'
import { expectNoHorizontalScroll, logInThroughForm, watchConsole } from './support.ts'

// /statistics (issue 18, decision 0032) at 360 px: the demo student's sessions and streak, a
// demo trainer's sessions held and attendance, both languages, light and dark (the chart follows
// a theme change without a reload), and inside the mock Telegram host in its theme.

const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const APP_URL = `http://127.0.0.1:${APP_PORT}`

test.use({ viewport: { width: 360, height: 740 } })

const plots = (page: Page) => page.locator('[data-testid="chart-plot"]')

test.describe('statistics in a browser', () => {
  test('a student sees sessions per week and a streak, in English and light, then dark', async ({ page }) => {
    const console = watchConsole(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await logInThroughForm(page, 'student@trainly.local')
    await page.goto('/statistics')
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
    await expect(page).toHaveTitle('Trainly | Statistics')
    await expect(page.getByText('Sessions attended')).toBeVisible()
    await expect(page.getByText('Current streak')).toBeVisible()
    const perWeek = page.getByRole('figure', { name: 'Sessions per week' })
    await expect(perWeek).toBeVisible()
    // The screen reader's summary and table, the canvas drawn and hidden from them.
    await expect(perWeek).toHaveAccessibleDescription(/^Sessions per week: week of .+ Sessions: total \d+;/)
    await expect(perWeek.locator('canvas').first()).toBeVisible()
    await expect(perWeek.getByRole('table')).toHaveCount(1)
    await expect(page.getByRole('figure', { name: 'Sessions by specialization' })).toBeVisible()
    await expect(page.getByText('No sessions attended yet')).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    const box = await perWeek.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(360)

    // The period switch: a year cut in months.
    await page.getByRole('button', { name: 'Year' }).click()
    await expect(page).toHaveURL(/period=1y/)
    await expect(page.getByRole('figure', { name: 'Sessions per month' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true')

    // Dark mode: the chart redraws in the dark palette, without a reload.
    const light = await plots(page).first().getAttribute('data-series-color')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => plots(page).first().getAttribute('data-series-color')).not.toBe(light)
    await expectNoHorizontalScroll(page)
    console.expectClean()
  })

  test('a trainer switches between both roles, in Russian and dark', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'ru-RU',
      colorScheme: 'dark',
      viewport: { width: 360, height: 740 },
    })
    const page = await context.newPage()
    const console = watchConsole(page)
    await logInThroughForm(page, 'anna.yoga@trainly.local', DEMO_PASSWORD, 'ru')
    await page.goto('/statistics?role=trainer')
    await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible()
    await expect(page.getByText('Проведено тренировок')).toBeVisible()
    await expect(page.locator('dt', { hasText: 'Посещаемость' })).toBeVisible()
    const held = page.getByRole('figure', { name: 'Проведённые тренировки и посещаемость' })
    await expect(held).toBeVisible()
    await expect(held).toHaveAccessibleDescription(/Проведено: всего \d+/)
    await expect(page.getByRole('figure', { name: 'Пришедшие ученики' })).toBeVisible()
    // The demo's paid subscriptions to Anna: revenue per month in roubles.
    const revenue = page.getByRole('figure', { name: 'Выручка по месяцам, RUB' })
    await expect(revenue).toBeVisible()
    await expect(revenue).toHaveAccessibleDescription(/Выручка/)
    await expectNoHorizontalScroll(page)

    // As a student Anna has attended nothing: the honest empty state, with a way forward.
    await page.getByRole('button', { name: 'Как ученик' }).click()
    await expect(page).toHaveURL(/role=student/)
    await expect(page.getByText('Посещённых тренировок пока нет')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Найти тренера' })).toBeVisible()
    await page.getByRole('button', { name: 'Как тренер' }).click()
    await expect(held).toBeVisible()
    console.expectClean()
    await context.close()
  })

  test('a student cannot open the trainer side: the switch is not offered', async ({ page }) => {
    await logInThroughForm(page, 'student@trainly.local')
    await page.goto('/statistics?role=trainer')
    await expect(page.getByRole('figure', { name: 'Sessions per week' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'As a trainer' })).toHaveCount(0)
  })
})

test.describe('statistics inside Telegram', () => {
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

  test('opens in the host’s dark theme and language, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(host.pageUrl({ user: 'new-ru', theme: 'dark', platform: 'android' }))
    await expect(page.locator('[data-testid="tg-ready"]')).toHaveText('yes')
    const app = page.frameLocator('[data-testid="tg-app-frame"]')
    // Signed in from the init data on home; the statistics are in the tab bar's menu.
    await app.locator('.tab-bar').getByRole('button', { name: 'Меню' }).click()
    await app
      .getByRole('dialog', { name: 'Меню' })
      .getByRole('link', { name: 'Статистика', exact: true })
      .click()
    await expect(app.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible()
    // A new Telegram user has attended nothing yet.
    await expect(app.getByText('Посещённых тренировок пока нет')).toBeVisible()
    await expect(app.getByRole('button', { name: '4 недели' })).toHaveAttribute('aria-pressed', 'true')
    const background = await app.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)
    expect(background).not.toBe('rgb(255, 255, 255)')
  })
})
