import { expect, type Page, request, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import { startTelegramHost, type TelegramHost } from '../../mock-telegram/host-server.ts'
import { logInThroughForm } from './support.ts'

// Issue 8's story in Chromium: a student inside Telegram (the mock host) books; the trainer, in
// a browser tab, sees the badge and the toast live; the trainer cancels the training; the
// student sees the notification live in the app and gets it as a bot message (fake Bot API).
const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const APP_URL = `http://127.0.0.1:${APP_PORT}`
const BOT_API = `http://127.0.0.1:${APP_PORT + 1000}`
const TRAINER = 'olga.stretch@trainly.local'

let host: TelegramHost

test.beforeAll(async () => {
  host = await startTelegramHost({
    appUrl: APP_URL,
    botToken: FAKE_BOT_TOKEN,
    botApi: BOT_API,
    port: APP_PORT + 2000,
  })
})

test.afterAll(async () => {
  await host?.close()
})

/** A free group training of the trainer tomorrow, with a title no other training has. */
async function publishTraining(title: string): Promise<string> {
  const api = await request.newContext({ baseURL: APP_URL })
  const login = await api.post('/api/auth/login', { data: { email: TRAINER, password: DEMO_PASSWORD } })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const startsAt = new Date(Date.now() + 30 * 3_600_000)
  startsAt.setUTCMinutes(0, 0, 0)
  const created = await api.post('/api/trainings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      durationMin: 45,
      capacity: 6,
      price: 0,
      format: 'gym',
      location: 'Studio 2, Lenina 5',
      startsAt: startsAt.toISOString(),
      allowParallel: true,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { data } = (await created.json()) as { data: { id: string } }
  await api.dispose()
  return data.id
}

async function botMessagesTo(chatId: number): Promise<string[]> {
  const answer = await fetch(`${BOT_API}/calls`)
  const calls = (await answer.json()) as Array<{
    method: string
    params: { chat_id?: unknown; text?: unknown }
  }>
  return calls
    .filter((c) => c.method === 'sendMessage' && Number(c.params.chat_id) === chatId)
    .map((c) => String(c.params.text))
}

async function trainerSchedule(page: Page) {
  await logInThroughForm(page, TRAINER)
  await page.goto('/schedule')
  await page.getByRole('button', { name: 'As a trainer' }).click()
  await expect(page.getByRole('button', { name: 'As a trainer' })).toHaveAttribute('aria-pressed', 'true')
}

test('a booking and a cancellation reach the other side live, in the app and in Telegram', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const title = `Evening stretch ${Date.now().toString(36)}`
  const trainingId = await publishTraining(title)

  // The trainer keeps the schedule open in a browser tab.
  const trainerContext = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Yekaterinburg' })
  const trainer = await trainerContext.newPage()
  await trainerSchedule(trainer)
  const badge = trainer.getByRole('link', { name: /^Notifications, \d+ unread$/ }).first()
  const unreadBefore =
    (await badge.count()) > 0 ? Number((await badge.getAttribute('aria-label'))?.match(/\d+/)?.[0]) : 0

  // A new Telegram user opens the Mini App at the training and books with the MainButton.
  const studentContext = await browser.newContext({ locale: 'en-US' })
  const student = await studentContext.newPage()
  await student.goto(
    host.pageUrl({ user: 'new', theme: 'light', platform: 'android', startParam: `training_${trainingId}` }),
  )
  await expect(student.getByTestId('tg-ready')).toHaveText('yes')
  const app = student.frameLocator('[data-testid="tg-app-frame"]')
  const telegramUserId = Number(await student.getByTestId('tg-window').getAttribute('data-user-id'))
  await expect(app.getByRole('heading', { name: title }).first()).toBeVisible()
  await expect(student.getByTestId('tg-main-button')).toBeEnabled()
  await student.getByTestId('tg-main-button').click()
  await expect(app.getByRole('heading', { name: 'You are booked' })).toBeVisible()

  // The trainer: a toast and the badge, without reloading.
  await expect(trainer.getByRole('status').filter({ hasText: `booked ${title}` })).toBeVisible()
  await expect(
    trainer.getByRole('link', { name: `Notifications, ${unreadBefore + 1} unread` }).first(),
  ).toBeVisible()

  // The trainer cancels the training from the schedule, with a reason.
  const card = trainer.getByRole('article').filter({ hasText: title })
  await expect(card).toHaveCount(1)
  await card.getByRole('button', { name: 'Details' }).click()
  await card.getByRole('button', { name: 'Cancel training' }).click()
  await card.getByLabel('Reason, shown to the booked students').fill('The studio is closed for repairs')
  await card.getByRole('button', { name: 'Cancel the training' }).click()
  await expect(card.getByText('Cancelled', { exact: true }).first()).toBeVisible()

  // The student: live in the app (toast, then the list), and as a bot message.
  await expect(
    app
      .getByRole('status')
      .filter({ hasText: `${title}` })
      .filter({ hasText: 'cancelled' }),
  ).toBeVisible()
  await expect
    .poll(async () => (await botMessagesTo(telegramUserId)).filter((text) => text.includes(title)), {
      timeout: 45_000,
    })
    .toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringMatching(/is cancelled\.\nReason: The studio is closed for repairs/),
    ])
  // From the schedule, whose tab bar carries the unread count.
  await app.getByRole('link', { name: 'Open schedule' }).click()
  await app
    .getByRole('link', { name: /^Notifications, \d+ unread$/ })
    .first()
    .click()
  await expect(app.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(
    app.getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'cancelled' }),
  ).toBeVisible()

  await trainerContext.close()
  await studentContext.close()
})
