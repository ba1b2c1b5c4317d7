import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import type { HostTestUser } from '../../mock-telegram/host/presets.ts'
import { startTelegramHost, type TelegramHost } from '../../mock-telegram/host-server.ts'
import { watchConsole } from './support.ts'

// The student's checkout by invoice inside the mock Telegram host (decision 0037): a package
// bought with "Pay in Telegram" (the server makes the invoice through the provider, the Mini App
// opens it, the host's sheet pays it through the fake Bot API, the bot credits it), then spent on
// a booking and given back by an early cancel; and a single training paid by invoice.
// tests/e2e/serve.mjs runs the fake Bot API on the app's port + 1000 with a provider token.
const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const APP_URL = `http://127.0.0.1:${APP_PORT}`
const TRAINER = 'igor.strength@trainly.local'

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

/** The demo trainer Igor sells a 3-session package in roubles; answers his id and the plan's. */
async function igorSellsPackage(request: APIRequestContext, title: string) {
  const login = await request.post('/api/auth/login', { data: { email: TRAINER, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const { token, user } = (await login.json()) as { token: string; user: { id: string } }
  const plan = await request.post('/api/trainer/plans', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, sessionsCount: 3, validityDays: 30, price: 300_000, currency: 'RUB' },
  })
  expect(plan.ok(), await plan.text()).toBe(true)
  return { trainerId: user.id, planId: ((await plan.json()) as { data: { id: string } }).data.id }
}

/** Opens the Mini App as a new Telegram user on `path` (signed in from Telegram first). */
async function openMiniApp(page: Page, user: HostTestUser, path: string): Promise<FrameLocator> {
  await page.goto(host.pageUrl({ user: 'new', theme: 'light', platform: 'android' }))
  await expect(byTestId(page, 'tg-ready')).toHaveText('yes')
  const app = page.frameLocator('[data-testid="tg-app-frame"]')
  // The host's first launch settles before the relaunch replaces it.
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.evaluate(
    (o) =>
      (window as unknown as { telegramHost: { launch(o: object): void } }).telegramHost.launch({
        user: o.user,
        startParam: '',
        path: `/telegram-login?redirect=${encodeURIComponent(o.path)}`,
      }),
    { user, path },
  )
  await expect(byTestId(page, 'tg-user-id')).toContainText(String(user.id))
  return app
}

/** The Mini App's frame, to move it to another screen (a reload inside Telegram keeps the session). */
function appFrame(page: Page) {
  const frame = page.frames().find((f) => f.url().startsWith(APP_URL))
  if (!frame) throw new Error('The Mini App is not open')
  return frame
}

function telegramStudent(languageCode: 'en' | 'ru'): HostTestUser {
  return {
    id: 720_000_000 + randomInt(1_000_000),
    first_name: languageCode === 'ru' ? 'Вера' : 'Vera',
    language_code: languageCode,
    allows_write_to_pm: true,
  }
}

test.describe('checkout by invoice in the Mini App', () => {
  test.use({ viewport: { width: 360, height: 780 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' })

  test('a student buys a package by invoice, books with it, cancels early and gets the session back, in Russian', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const console = watchConsole(page)
    const title = `TG pack ${Date.now().toString(36)}`
    const { trainerId, planId } = await igorSellsPackage(request, title)
    const app = await openMiniApp(page, telegramStudent('ru'), `/subscriptions/buy?planId=${planId}`)

    await expect(app.getByText(title)).toBeVisible({ timeout: 30_000 })
    await expect(app.getByText('3 000 ₽')).toBeVisible()
    await expect(app.getByText(/Оплата картой прямо в Telegram/)).toBeVisible()
    await app.getByRole('button', { name: 'Оплатить в Telegram' }).click()

    // The host's invoice sheet: the package in roubles, first cancelled, then paid.
    const sheet = byTestId(page, 'tg-invoice-sheet')
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await expect(byTestId(page, 'tg-invoice-title')).toHaveText(title)
    await expect(byTestId(page, 'tg-invoice-amount')).toContainText('3,000')
    await byTestId(page, 'tg-invoice-cancel').click()
    await expect(app.getByTestId('invoice-outcome')).toHaveText('Оплата отменена. Можно попробовать ещё раз.')
    await app.getByRole('button', { name: 'Попробовать ещё раз' }).click()
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await byTestId(page, 'tg-invoice-pay').click()

    // Credited by the bot: the subscription page shows it active, 3 of 3.
    await expect(app.getByText('Активен')).toBeVisible({ timeout: 30_000 })
    await expect(app.getByText('осталось 3 из 3')).toBeVisible()
    const subscriptionUrl = appFrame(page).url()
    expect(new URL(subscriptionUrl).pathname).toMatch(/^\/student\/subscriptions\/[0-9a-f-]{36}$/)
    // 360 px: the Mini App never scrolls sideways.
    const overflow = await appFrame(page).evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)

    // Booked with it from Igor's profile (the furthest free slot: early enough to cancel).
    await appFrame(page).goto(`${APP_URL}/trainer-profile/${trainerId}`)
    await app.locator('a.slot:not(.slot--full)').last().click()
    await expect(app.getByRole('radio', { name: /Оплатить абонементом/ })).toBeChecked()
    // Inside Telegram the booking's main action is Telegram's main button.
    const mainButton = byTestId(page, 'tg-main-button')
    await expect(mainButton).toHaveText('Записаться')
    await mainButton.click()
    await expect(app.getByRole('heading', { name: 'Вы записаны' })).toBeVisible()
    await appFrame(page).goto(subscriptionUrl)
    await expect(app.getByText('осталось 2 из 3')).toBeVisible()

    // Cancelled in time: the session comes back.
    await appFrame(page).goto(`${APP_URL}/schedule`)
    const item = app.getByRole('article').filter({ hasText: 'Вы записаны' }).first()
    await item.getByRole('button', { name: 'Подробнее' }).click()
    await item.getByRole('button', { name: 'Отменить запись' }).click()
    await item.getByRole('button', { name: 'Да, отменить' }).click()
    await expect(app.getByText('Запись отменена')).toBeVisible()
    await appFrame(page).goto(subscriptionUrl)
    await expect(app.getByText('осталось 3 из 3')).toBeVisible()
    await expect(app.getByText(/возвращено/)).toBeVisible()
    console.expectClean()
  })

  test('a package paid while Telegram is slow to tell the bot: the checkout waits for it, never offering to pay again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const title = `TG slow ${Date.now().toString(36)}`
    const { planId } = await igorSellsPackage(request, title)
    const app = await openMiniApp(page, telegramStudent('ru'), `/subscriptions/buy?planId=${planId}`)
    await expect(app.getByText(title)).toBeVisible({ timeout: 30_000 })
    host.delayPaymentUpdates(15_000)
    try {
      await app.getByRole('button', { name: 'Оплатить в Telegram' }).click()
      await expect(byTestId(page, 'tg-invoice-sheet')).toHaveAttribute('data-loaded', 'true')
      await byTestId(page, 'tg-invoice-pay').click()
      // The sheet closed as paid, but the bot has not heard of it yet.
      await expect(app.getByTestId('invoice-outcome')).toHaveAttribute('data-status', 'pending', {
        timeout: 20_000,
      })
      await expect(app.getByRole('button', { name: 'Оплатить в Telegram' })).toBeDisabled()
      // Then it has: the checkout moves on to the package by itself.
      await expect(app.getByText('Активен')).toBeVisible({ timeout: 30_000 })
      expect(new URL(appFrame(page).url()).pathname).toMatch(/^\/student\/subscriptions\/[0-9a-f-]{36}$/)
    } finally {
      host.delayPaymentUpdates(0)
    }
  })

  test('a student pays a single training by invoice, in English', async ({ page, request }) => {
    test.setTimeout(120_000)
    const { trainerId } = await igorSellsPackage(request, `TG pack ${Date.now().toString(36)}`)
    const app = await openMiniApp(page, telegramStudent('en'), `/trainer-profile/${trainerId}`)
    await app.locator('a.slot:not(.slot--full)').first().click({ timeout: 30_000 })
    await app.getByRole('radio', { name: /Pay in Telegram/ }).check()
    const mainButton = byTestId(page, 'tg-main-button')
    await expect(mainButton).toHaveText('Book')
    await mainButton.click()

    const sheet = byTestId(page, 'tg-invoice-sheet')
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await byTestId(page, 'tg-invoice-cancel').click()
    await expect(app.getByTestId('booking-invoice')).toContainText(
      'The payment was cancelled. Your place is held',
    )
    await app.getByRole('button', { name: 'Pay in Telegram' }).click()
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await byTestId(page, 'tg-invoice-pay').click()
    await expect(app.getByRole('heading', { name: 'You are booked' })).toBeVisible({ timeout: 30_000 })
  })

  test('an invoice left unpaid waits first on the student’s payments, with its own "pay", in Russian', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const title = `TG later ${Date.now().toString(36)}`
    const { planId } = await igorSellsPackage(request, title)
    const app = await openMiniApp(page, telegramStudent('ru'), `/subscriptions/buy?planId=${planId}`)
    await app.getByRole('button', { name: 'Оплатить в Telegram' }).click({ timeout: 30_000 })
    const sheet = byTestId(page, 'tg-invoice-sheet')
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await byTestId(page, 'tg-invoice-cancel').click()
    await expect(app.getByTestId('invoice-outcome')).toBeVisible()

    await appFrame(page).goto(`${APP_URL}/student-payments`)
    const pending = app.getByRole('region', { name: 'К оплате' })
    await expect(pending.getByLabel(title)).toBeVisible()
    // Not the cash hint of a direct payment: this one is paid here, by its invoice.
    await expect(pending.getByText(/наличными или переводом/)).toHaveCount(0)
    await pending.getByLabel(title).getByRole('button', { name: 'Оплатить в Telegram' }).click()
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await byTestId(page, 'tg-invoice-pay').click()
    const paid = app.getByRole('region', { name: 'История' }).getByLabel(title)
    await expect(paid.getByText('Оплачен')).toBeVisible({ timeout: 30_000 })
    await expect(paid.getByRole('link', { name: 'Чек' })).toBeVisible()
  })
})
