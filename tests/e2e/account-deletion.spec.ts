import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { expectNoHorizontalScroll, watchConsole } from './support.ts'

// Issue 20's account deletion, in Russian at phone width: a student with an upcoming booking
// deletes the account from /settings; the booking is cancelled and its trainer told; the person
// can no longer log in.
const PASSWORD = 'Sturdy-Pass-2026'
const TRAINER = 'elena.run@trainly.local'

async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

test('a student deletes the account: the upcoming booking is cancelled and the trainer told', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `leaving.${Date.now().toString(36)}@example.test`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Уходящий' },
  })
  expect(registered.status()).toBe(201)
  const studentToken = ((await registered.json()) as { token: string }).token

  // The demo trainer publishes a free training; the student books it, both through the API.
  const trainerToken = await token(request, TRAINER, DEMO_PASSWORD)
  const created = await request.post('/api/trainings', {
    headers: { authorization: `Bearer ${trainerToken}` },
    data: {
      title: `Farewell stretch ${Date.now().toString(36)}`,
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      durationMin: 60,
      capacity: 4,
      price: 0,
      format: 'online',
      onlineUrl: 'https://meet.example.test/farewell',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const trainingId = ((await created.json()) as { data: { id: string } }).data.id
  const booked = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${studentToken}` },
    data: { trainingId, payWith: 'free' },
  })
  expect(booked.status()).toBe(201)
  const bookingId = ((await booked.json()) as { data: { id: string } }).data.id

  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 360, height: 780 },
  })
  const page = await context.newPage()
  const console = watchConsole(page)
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Пароль').fill(PASSWORD)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/settings')
  const card = page.getByRole('region', { name: 'Удаление аккаунта' })
  await expect(card.getByText(/Остаются, но без вашего имени/)).toBeVisible()
  await card.getByRole('button', { name: 'Удалить аккаунт…' }).click()
  await expectNoHorizontalScroll(page)

  // A wrong password is refused on its field, and nothing is deleted.
  await card.getByLabel('Ваш пароль для подтверждения').fill('not-my-password')
  await card.getByRole('button', { name: 'Удалить аккаунт навсегда' }).click()
  await expect(card.getByText('Текущий пароль неверен')).toBeVisible()
  await expect(card.getByLabel('Ваш пароль для подтверждения')).toHaveValue('not-my-password')

  await card.getByLabel('Ваш пароль для подтверждения').fill(PASSWORD)
  await card.getByRole('button', { name: 'Удалить аккаунт навсегда' }).click()
  await expect(page.getByText('Ваш аккаунт удалён')).toBeVisible()
  await expect(page).toHaveURL('/')

  // The booking is cancelled and the trainer is told; the account cannot log in again.
  const notes = (await (
    await request.get('/api/notifications', { headers: { authorization: `Bearer ${trainerToken}` } })
  ).json()) as { data: { type: string; data: { bookingId?: string } }[] }
  expect(notes.data.some((n) => n.type === 'booking_cancelled' && n.data.bookingId === bookingId)).toBe(true)
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(login.status()).toBe(401)
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/login/)
  // The refused wrong password is the one failed request the browser reports.
  expect(console.problems.filter((p) => !p.includes('status of 400'))).toEqual([])
  await context.close()
})
