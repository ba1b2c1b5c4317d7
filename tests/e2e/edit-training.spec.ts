import { expect, test } from '@playwright/test'
import { expectNoHorizontalScroll, logInThroughForm, watchConsole } from './support.ts'

// Issue 20: a trainer changes a single training from the schedule on a 390 px phone. The Edit
// action opens the create form prefilled; the saved time and title show in the schedule.

const TRAINER = 'olga.stretch@trainly.local'

/** A calendar date `days` from today (the trainer's zone may differ by a day: far enough ahead). */
function dateAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test('a trainer edits a training’s time and title from the schedule on a phone', async ({ page }) => {
  test.setTimeout(120_000)
  const console = watchConsole(page)
  const suffix = Date.now().toString(36)
  const title = `Stretch ${suffix}`
  const renamed = `Deep stretch ${suffix}`
  const date = dateAhead(23)

  await logInThroughForm(page, TRAINER)

  // A training of the trainer's own, early in the morning, nobody booked.
  await page.goto('/create-single-training')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Date').fill(date)
  await page.getByLabel('Start time').fill('06:05')
  await page.getByLabel('Price').fill('900')
  // Olga teaches online first: her form starts on the online format.
  await page.getByLabel('Link to the online session').fill('https://meet.example.com/stretch')
  await page.getByRole('button', { name: 'Create training' }).tap()
  await expect(page).toHaveURL(/\/schedule/)

  const card = page.getByRole('article', { name: new RegExp(title) })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Details' }).tap()
  await card.getByRole('link', { name: `Edit ${title}` }).tap()

  // The same form, prefilled with the training.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit training' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByLabel('Date')).toHaveValue(date)
  await expect(page.getByLabel('Start time')).toHaveValue('06:05')
  await expect(page.getByLabel('Price')).toHaveValue('900')
  await expectNoHorizontalScroll(page)
  await page.getByLabel('Title').fill(renamed)
  await page.getByLabel('Start time').fill('06:35')
  await page.getByRole('button', { name: 'Save changes' }).tap()

  await expect(page).toHaveURL(/\/schedule/)
  const edited = page.getByRole('article', { name: new RegExp(renamed) })
  await expect(edited).toBeVisible()
  await expect(edited.locator('.schedule-item__time')).toContainText(/6:35/)
  await expect(page.getByRole('article', { name: new RegExp(`^\\S+ ${title}$`) })).toHaveCount(0)
  console.expectClean()
})
