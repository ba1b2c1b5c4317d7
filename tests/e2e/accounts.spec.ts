import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { expectNoHorizontalScroll } from './support.ts'

const OUTBOX = path.resolve('test-results/e2e-data/outbox')
const PASSWORD = 'Sturdy-Pass-2026'

function uniqueEmail(tag: string) {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`
}

async function registerInUi(page: Page, email: string, firstName = 'Ella') {
  await page.goto('/register')
  await page.getByLabel('First name').fill(firstName)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/')
}

async function loginInUi(page: Page, email: string, password = PASSWORD) {
  // On the login page first: /settings has its own "Email" (the notification channel switch).
  await expect(page).toHaveURL(/\/login/)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** The newest link of `kind` mailed to `to`, from the server's outbox (no SMTP_URL in e2e). */
async function resetLinkFor(to: string, kind: 'reset' | 'confirm' = 'reset'): Promise<string> {
  const pattern =
    kind === 'reset'
      ? /(\/reset-password\/verify\?token=[A-Za-z0-9_-]+)/
      : /(\/verify-email\?token=[A-Za-z0-9_-]+)/
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) =>
      f.includes(to.replace(/[^\w.@-]/g, '_')),
    )
    if (files.length > 0) {
      const raw = await readFile(path.join(OUTBOX, files.sort().at(-1)!), 'utf8')
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      const match = text.match(pattern)
      if (match?.[1]) return match[1]
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no ${kind} mail for ${to}`)
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  return (await res.json()) as { token: string; user: { id: string } }
}

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

test.describe('accounts', () => {
  test('register, log out, log in again, and keep typed values on a wrong password', async ({ page }) => {
    const email = uniqueEmail('reg')
    await registerInUi(page, email)
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

    await page.goto('/settings')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/login')

    await loginInUi(page, email, 'not-my-password')
    await expect(page.getByRole('alert')).toContainText('Wrong email or password')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL('/')
  })

  test('a guest opening a login-required page returns to it after logging in', async ({ page }) => {
    const email = uniqueEmail('back')
    await registerInUi(page, email)
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.goto('/statistics')
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/statistics')}`)
    await loginInUi(page, email)
    await expect(page).toHaveURL('/statistics')
    await expect(page).toHaveTitle('Trainly | Statistics')
  })

  test('refuses a common password and an email that is taken, in the form', async ({ page }) => {
    const email = uniqueEmail('taken')
    await registerInUi(page, email)
    const other = await newPage(page.context().browser()!)
    await other.goto('/register')
    await other.getByLabel('First name').fill('Second')
    await other.getByRole('textbox', { name: 'Email' }).fill(email)
    await expect(other.getByText('An account with this email already exists')).toBeVisible()
    await other.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('fresh'))
    await expect(other.getByText('This email is free')).toBeVisible()
    await other.getByLabel('Password').fill('password1')
    await other.getByRole('button', { name: 'Create account' }).click()
    await expect(other.getByText('This password is among the most common ones; choose another')).toBeVisible()
    await expect(other.getByLabel('First name')).toHaveValue('Second')
  })

  test('reset the password through the mailed link', async ({ page }) => {
    const email = uniqueEmail('reset')
    await registerInUi(page, email)
    // A reset goes only to a confirmed address (decision 0022): the owner opens the first mail's link.
    await page.goto(await resetLinkFor(email, 'confirm'))
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())

    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveTitle('Trainly | Password reset')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText('If an account with this email exists')

    await page.goto(await resetLinkFor(email))
    await expect(page).toHaveTitle('Trainly | Reset confirmation')
    await page.getByLabel('New password').fill('Fresh-Start-2027')
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page).toHaveURL('/')

    await page.goto('/settings')
    await page.getByRole('button', { name: 'Log out' }).click()
    await loginInUi(page, email, 'Fresh-Start-2027')
    await expect(page).toHaveURL('/')
  })

  test('a session ended from another device shows the message there at once', async ({ page, browser }) => {
    const email = uniqueEmail('ended')
    await registerInUi(page, email)

    const other = await newPage(browser)
    await other.goto('/login')
    await loginInUi(other, email)
    await expect(other).toHaveURL('/')
    await other.goto('/settings/sessions')
    await expect(other.getByText('This device')).toBeVisible()
    await other.getByRole('button', { name: 'End session' }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Session ended' })).toBeVisible()

    // The device hears of it at once: the live session_ended notification makes it check its session.
    await expect(page.getByText('Your session was ended on another device. Log in again.')).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })

  test('downloads everything of one’s own as one file from the settings', async ({ page }) => {
    const email = `export.${Date.now().toString(36)}@example.test`
    await registerInUi(page, email, 'Nika')
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^trainly-data-\d{4}-\d{2}-\d{2}\.json$/)
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8'))
    expect(saved.profile).toMatchObject({ firstName: 'Nika', email })
    expect(saved).toMatchObject({ bookings: [], payments: [], trainingLog: [] })
    await expect(page.getByText('Your data is downloaded')).toBeVisible()
  })

  test('a blocked user lands on /blocked at once', async ({ page, request }) => {
    const email = uniqueEmail('blocked')
    await registerInUi(page, email)
    const userId = await page.evaluate(() => localStorage.getItem('userId'))
    const admin = await apiLogin(request, 'admin@trainly.local', 'trainly-demo')
    const res = await request.post(`/api/admin/users/${userId}/block`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { reason: 'Spam' },
    })
    expect(res.status()).toBe(200)
    await expect(page).toHaveURL('/blocked')
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeVisible()
    await page.goto('/login')
    await loginInUi(page, email)
    await expect(page).toHaveURL('/blocked')
  })
})

test.describe('accounts in Russian', () => {
  test.use({ locale: 'ru-RU' })

  test('shows the login error and the session pages in Russian', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle('Trainly | Вход')
    await page.getByRole('textbox', { name: 'Email' }).fill('student@trainly.local')
    await page.getByLabel('Пароль').fill('definitely-wrong')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Неверный email или пароль')
    await page.getByLabel('Пароль').fill('trainly-demo')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible()
    await page.goto('/settings/sessions')
    await expect(page.getByText('Это устройство')).toBeVisible()
  })

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } })

    test('the cabinet pages fit the screen', async ({ page }) => {
      await page.goto('/login')
      await page.getByRole('textbox', { name: 'Email' }).fill('artem@trainly.local')
      await page.getByLabel('Пароль').fill('trainly-demo')
      await page.getByRole('button', { name: 'Войти', exact: true }).click()
      await expect(page).toHaveURL('/')
      for (const path of [
        '/choose',
        '/profile',
        '/profile-edit',
        '/settings',
        '/settings/sessions',
        '/statistics',
      ]) {
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        await expectNoHorizontalScroll(page)
      }
    })
  })
})
