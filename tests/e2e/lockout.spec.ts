// Issue 15, defect 6 in the browser (decision 0023): a stranger's wrong passwords from the same
// address do not keep the owner out of a browser they signed in on before.
import { expect, test } from '@playwright/test'

const PASSWORD = 'Sturdy-Pass-2026'

test('the owner signs in on their browser after a stranger’s 10 wrong passwords from the same address', async ({
  page,
  request,
}) => {
  const email = `lockout.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`
  await page.goto('/register')
  await page.getByLabel('First name').fill('Owner')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/')

  // The browser keeps a device cookie no script can read, sent only to the auth calls.
  const device = (await page.context().cookies()).find((c) => c.name === 'trainly_device')
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('trainly_device')

  // A stranger on the same address (no cookie of theirs) guesses 10 times: then that pair is locked.
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post('/api/auth/login', { data: { email, password: `Wrong-guess-${i}` } })
    expect(res.status()).toBe(401)
  }
  const locked = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(locked.status()).toBe(429)

  // The owner logs out and back in on their own browser: no lock, no wait to speak of.
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/')
})
