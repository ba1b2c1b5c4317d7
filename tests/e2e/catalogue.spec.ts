import { type Browser, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_TRAINERS } from '../../src/server/db/seed.ts'
import { expectNoHorizontalScroll } from './support.ts'

const PASSWORD = 'Sturdy-Pass-2026'
const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

function trainerEmailByName(name: string): string {
  const trainer = DEMO_TRAINERS.find((t) => `${t.firstName} ${t.lastName}` === name)
  if (!trainer) throw new Error(`no demo trainer named ${name}`)
  return trainer.email
}

async function loginAs(browser: Browser, email: string, password: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(locale.startsWith('ru') ? 'Пароль' : 'Password').fill(password)
  await page.getByRole('button', { name: locale.startsWith('ru') ? 'Войти' : 'Log in', exact: true }).click()
  await expect(page).toHaveURL('/choose')
  return page
}

for (const viewport of [
  { name: 'a phone', width: 360, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`the catalogue on ${viewport.name}`, () => {
    test.use({ viewport })

    test('a guest finds a yoga trainer in Moscow, logs in, favorites and asks to train; the trainer accepts', async ({
      page,
      browser,
    }) => {
      await page.goto('/trainers')
      await page.getByLabel('What to train').selectOption('yoga')
      await page.getByLabel('City').fill('Moscow')
      await page.getByLabel('Price up to, ₽').fill('3000')
      await page.getByRole('button', { name: 'Show trainers' }).click()
      await expect(page).toHaveURL(/specialization=yoga/)
      await expect(page).toHaveURL(/city=Moscow/)
      await expect(page).toHaveURL(/priceMax=3000/)
      const cards = page.getByRole('article')
      await expect(cards.first()).toBeVisible()
      for (const card of await cards.all()) {
        await expect(card).toContainText('Moscow')
        await expect(card).toContainText('Yoga')
      }
      await expectNoHorizontalScroll(page)

      // The filtered view survives a reload and can be shared.
      await page.reload()
      await expect(page.getByLabel('What to train')).toHaveValue('yoga')
      await expect(page.getByLabel('City')).toHaveValue('Moscow')

      const name = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim()
      await cards.first().getByRole('link', { name }).click()
      // The trainer profile needs a login (SPEC.md §2): the guest is asked to log in, then returns.
      await expect(page).toHaveURL(/\/login\?redirect=/)
      await page.getByRole('link', { name: 'No account yet? Sign up' }).click()
      const email = uniqueEmail('fan')
      const student = `Vera${viewport.width}`
      await page.getByLabel('First name').fill(student)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page).toHaveURL(/\/trainer-profile\//)
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      await expect(page.getByText('Services and prices')).toBeVisible()
      await expectNoHorizontalScroll(page)

      await page.getByRole('button', { name: 'Add to favorites' }).click()
      await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible()
      await page.goto('/favorites')
      await expect(page.getByRole('article', { name })).toBeVisible()

      await page.getByRole('article', { name }).getByRole('link', { name }).click()
      await page.getByRole('button', { name: 'Ask to train' }).click()
      await page.getByLabel('Message').fill('I would like to start with two sessions a week.')
      await page.getByLabel('Preferred times').fill('Weekday evenings')
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Request sent — waiting for the answer')).toBeVisible()

      const trainer = await loginAs(browser, trainerEmailByName(name), DEMO_PASSWORD)
      await trainer.setViewportSize(viewport)
      await trainer.goto('/trainer-requests')
      const request = trainer.locator('.card', { hasText: student })
      await expect(request).toContainText('I would like to start with two sessions a week.')
      await request.getByRole('button', { name: 'Accept' }).click()
      await expect(trainer.getByText('Request accepted — the student is on your list')).toBeVisible()

      await trainer.goto('/trainer-students')
      await trainer.getByLabel('Search students').fill(student)
      const row = trainer.locator('.card', { hasText: student })
      await expect(row).toHaveCount(1)
      await row.getByRole('button', { name: 'Open card' }).click()
      await expect(trainer.getByText(email)).toBeVisible()
      await trainer.getByLabel('Private note').fill('Knee injury last year: no jumps.')
      await trainer.getByRole('button', { name: 'Save note' }).click()
      await expect(trainer.getByText('Note saved')).toBeVisible()
      await expectNoHorizontalScroll(trainer)

      // The student now sees the trainer among their own, with contacts.
      await page.goto('/trainers-list')
      await expect(page.getByRole('article', { name })).toBeVisible()
    })
  })
}

test.describe('the catalogue in Russian', () => {
  test.use({ locale: 'ru-RU' })

  test('filters by specialization from the services page and shows Russian texts', async ({ page }) => {
    await page.goto('/services')
    await expect(page).toHaveTitle('Trainly | Услуги')
    await page.getByRole('link', { name: /Йога/ }).click()
    await expect(page).toHaveURL(/specialization=yoga/)
    await expect(page.getByRole('combobox', { name: 'Направление' })).toHaveValue('yoga')
    await expect(page.getByRole('article').first()).toContainText('Йога')
    await page.getByLabel('Поиск', { exact: true }).fill('йога')
    await expect(page).toHaveURL(/q=/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
