import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import type { HostTestUser } from '../../mock-telegram/host/presets.ts'
import { startTelegramHost, type TelegramHost } from '../../mock-telegram/host-server.ts'
import { logInThroughForm, watchConsole } from './support.ts'

// Payments inside the mock Telegram host (decision 0029): the Mini App asks the server for an
// invoice, opens it with openInvoice, the host's sheet pays it through the fake Bot API (which
// sends the bot pre_checkout_query and successful_payment), and the app follows invoice_closed.
// tests/e2e/serve.mjs runs the fake Bot API on the app's port + 1000; the host is on + 2000.
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

/** A Telegram user who is a trainer (made so by the demo admin), on the trial that comes with it. */
async function telegramTrainer(request: APIRequestContext, languageCode: 'en' | 'ru'): Promise<HostTestUser> {
  const user: HostTestUser = {
    id: 710_000_000 + randomInt(1_000_000),
    first_name: languageCode === 'ru' ? 'Тренер' : 'Coach',
    language_code: languageCode,
    allows_write_to_pm: true,
  }
  const signIn = await request.post('/api/auth/telegram', { data: { initData: host.initDataFor(user) } })
  expect(signIn.ok()).toBe(true)
  await grantTrainer(request, ((await signIn.json()) as { user: { id: string } }).user.id)
  return user
}

/** The demo admin gives an account the trainer role (and with it the 30-day trial). */
async function grantTrainer(request: APIRequestContext, userId: string) {
  const admin = await request.post('/api/auth/login', {
    data: { email: 'admin@trainly.local', password: DEMO_PASSWORD },
  })
  const { token } = (await admin.json()) as { token: string }
  const granted = await request.post(`/api/admin/users/${userId}/roles`, {
    headers: { authorization: `Bearer ${token}` },
    data: { add: ['trainer'] },
  })
  expect(granted.ok()).toBe(true)
}

/** Opens the Mini App as `user` on the trainer plan (the `plan` deep link). */
async function openPlanInTelegram(page: Page, user: HostTestUser) {
  await page.goto(host.pageUrl({ user: 'new', theme: 'light', platform: 'android' }))
  await expect(byTestId(page, 'tg-ready')).toHaveText('yes')
  // The host's first launch (a new user on /choose) settles before the relaunch replaces it.
  const app = page.frameLocator('[data-testid="tg-app-frame"]')
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.evaluate(
    (u) =>
      (window as unknown as { telegramHost: { launch(o: object): void } }).telegramHost.launch({
        user: u,
        startParam: 'plan',
      }),
    user,
  )
  await expect(byTestId(page, 'tg-user-id')).toContainText(String(user.id))
  // The relaunch signs in anew and loads the plan: wait for the page itself, on a busy machine too.
  await expect(app.getByTestId('trainer-plan-status')).toBeVisible({ timeout: 30_000 })
  return app
}

test.describe('Telegram payments', () => {
  test('a trainer pays Trainly Pro in Stars as a Stars subscription, in Russian', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page)
    const user = await telegramTrainer(request, 'ru')
    const app = await openPlanInTelegram(page, user)
    await expect(app.getByRole('heading', { level: 1, name: 'Тариф тренера' })).toBeVisible()
    await app.getByRole('button', { name: 'Оплатить ⭐ 500' }).click()

    const sheet = byTestId(page, 'tg-invoice-sheet')
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAttribute('data-loaded', 'true')
    await expect(byTestId(page, 'tg-invoice-title')).toHaveText('Trainly Pro')
    await expect(byTestId(page, 'tg-invoice-amount')).toHaveText('⭐ 500')
    await expect(byTestId(page, 'tg-invoice-period')).toContainText('30 days')
    await byTestId(page, 'tg-invoice-pay').click()

    await expect(app.getByRole('status')).toHaveText('Оплата получена. Спасибо!')
    await expect(app.getByTestId('trainer-plan-status')).toHaveAttribute('data-kind', 'pro')
    await expect(app.getByTestId('trainer-plan-status')).toContainText('Pro до')
    await expect(app.getByText('Продлевается каждые 30 дней за Telegram Stars.')).toBeVisible()
    await expect(app.getByTestId('trainer-plan-history').locator('[data-status="paid"]')).toHaveCount(1)
    // Telegram renews it by itself: nothing is sold again, which would charge twice a month.
    await expect(
      app.getByText(/^Сейчас платить ничего не нужно: Telegram продлевает Pro сам\./),
    ).toBeVisible()
    await expect(app.getByRole('button', { name: /Продлить|Оплатить/ })).toHaveCount(0)
    // The paid month has its receipt, sold by the platform.
    await app.getByTestId('trainer-plan-history').getByRole('link', { name: 'Чек' }).click()
    const receipt = app.getByRole('article', { name: /^Чек № / })
    await expect(receipt).toBeVisible()
    await expect(receipt.getByText('Trainly', { exact: true })).toBeVisible()
    console.expectClean()
  })

  test('a trainer who cancels the invoice is told so and stays unpaid, in English', async ({
    page,
    request,
  }) => {
    const user = await telegramTrainer(request, 'en')
    const app = await openPlanInTelegram(page, user)
    await expect(app.getByRole('heading', { level: 1, name: 'Trainer plan' })).toBeVisible()
    // Given the trainer role, the trainer is on the 30-day trial.
    await expect(app.getByTestId('trainer-plan-status')).toContainText('Trial until')
    await expect(app.getByText('30 days left')).toBeVisible()
    await app.getByRole('button', { name: 'Pay ⭐ 500' }).click()
    await expect(byTestId(page, 'tg-invoice-amount')).toHaveText('⭐ 500')
    await byTestId(page, 'tg-invoice-cancel').click()
    await expect(app.getByRole('status')).toHaveText('Payment cancelled.')
    await expect(app.getByTestId('trainer-plan-history').locator('[data-status="pending"]')).toHaveCount(1)
  })

  test('in a browser the trainer plan links to Telegram to pay', async ({ page, request }) => {
    const email = `coach-${randomInt(1_000_000_000)}@example.com`
    const password = 'Correct-Horse-42'
    const registered = await request.post('/api/auth/register', {
      data: { email, password, firstName: 'Browser', lastName: 'Coach' },
    })
    expect(registered.ok()).toBe(true)
    await grantTrainer(request, ((await registered.json()) as { user: { id: string } }).user.id)
    await logInThroughForm(page, email, password)
    await page.goto('/trainer-subscription')
    await expect(page.getByText(/sold by Trainly inside Telegram/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open in Telegram to pay' })).toHaveAttribute(
      'href',
      'https://t.me/trainly_test_bot?startapp=plan',
    )
  })
})
