// Email confirmation (issue 15 defect 1, decision 0022): register → see the unconfirmed state →
// open the link from the mail → confirmed; in English and in Russian.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectNoHorizontalScroll, watchConsole } from './support.ts'

const OUTBOX = path.resolve('test-results/e2e-data/outbox')
const PASSWORD = 'Sturdy-Pass-2026'

function uniqueEmail(tag: string) {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`
}

/** The confirmation links mailed to `to` so far, oldest first (the outbox: no SMTP_URL in e2e). */
async function confirmLinksFor(to: string, atLeast = 1): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[]))
      .filter((f) => f.includes(to.replace(/[^\w.@-]/g, '_')))
      .sort()
    const links: string[] = []
    for (const file of files) {
      const raw = await readFile(path.join(OUTBOX, file), 'utf8')
      const split = raw.search(/\r?\n\r?\n/)
      const body = /^Content-Transfer-Encoding: base64$/im.test(raw.slice(0, split))
        ? Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8')
        : raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      const match = body.match(/(\/verify-email\?token=[A-Za-z0-9_-]+)/)
      if (match?.[1]) links.push(match[1])
    }
    if (links.length >= atLeast) return links
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`fewer than ${atLeast} confirmation mails for ${to}`)
}

async function register(page: Page, email: string) {
  await page.goto('/register')
  await page.getByLabel('First name').fill('Vera')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/')
}

test.describe('confirming the email', () => {
  test('register, see the address unconfirmed, send the link again, open it: confirmed', async ({ page }) => {
    const console = watchConsole(page)
    const email = uniqueEmail('confirm')
    await register(page, email)

    await page.goto('/settings')
    const status = page.getByTestId('email-status')
    await expect(status).toContainText('Email not verified')
    await status.getByRole('button', { name: 'Send again' }).click()
    await expect(status.getByRole('status')).toHaveText(`We sent a confirmation link to ${email}.`)
    await page.goto('/profile')
    await expect(page.getByTestId('email-status')).toContainText('Email not verified · Send again')

    // Only the newest link works: the one "Send again" mailed.
    const links = await confirmLinksFor(email, 2)
    await page.goto(links[0]!)
    await expect(page.getByRole('heading', { name: 'The link does not work' })).toBeVisible()
    await page.goto(links.at(-1)!)
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
    await expect(page.getByText(`${email} is now confirmed for your Trainly account.`)).toBeVisible()
    await page.getByRole('link', { name: 'Open settings' }).click()
    await expect(page).toHaveURL('/settings')
    await expect(page.getByText('✓ Confirmed')).toBeVisible()
    await expect(page.getByTestId('email-status')).toHaveCount(0)

    // A new address waits for its own link; the password confirms the change.
    await page.goto('/profile-edit')
    const next = uniqueEmail('next')
    await page.getByRole('textbox', { name: 'Email' }).fill(next)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter your current password to change the email')).toBeVisible()
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL('/profile')
    await expect(page.getByText(`Open the link we sent to ${next} to confirm it`)).toBeVisible()
    await expect(page.getByTestId('email-status')).toContainText(`New email ${next} waits for confirmation`)
    await expect(page.getByText(email, { exact: true })).toBeVisible()
    await page.goto((await confirmLinksFor(next))[0]!)
    await expect(page.getByText(`${next} is now confirmed for your Trainly account.`)).toBeVisible()
    // The only failed requests are the ones the test made fail: the dead link and the missing password.
    expect(console.problems.filter((p) => !p.includes('status of 400'))).toEqual([])
  })

  test('the same in Russian, on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const email = uniqueEmail('ru')
    await register(page, email)
    await page.goto('/settings')
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ru')
    const status = page.getByTestId('email-status')
    await expect(status).toContainText('Email не подтверждён')
    await expect(status.getByRole('button', { name: 'Отправить ещё раз' })).toBeVisible()
    await expectNoHorizontalScroll(page)

    await page.goto((await confirmLinksFor(email))[0]!)
    await expect(page.getByRole('heading', { name: 'Email подтверждён' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await page.getByRole('link', { name: 'Открыть настройки' }).click()
    await expect(page.getByText('✓ Подтверждён')).toBeVisible()
  })
})
