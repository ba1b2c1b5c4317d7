import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { expectNoHorizontalScroll, logInThroughForm, watchConsole } from './support.ts'

// Issues 16 and 17's admin finances in Chromium (decision 0036): the demo admin, in Russian at
// 360 px, sees the demo's paid turnover on /admin and /admin/finances, downloads a CSV, and opens
// a receipt from /admin/receipts.

const ADMIN = 'admin@trainly.local'

test('an admin sees the turnover, downloads a CSV and opens a receipt', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 360, height: 780 },
    acceptDownloads: true,
  })
  const page = await context.newPage()
  const console = watchConsole(page)
  await logInThroughForm(page, ADMIN, DEMO_PASSWORD, 'ru')

  // /admin: this month's revenue among the figures (the demo's subscriptions were paid at seeding).
  await page.goto('/admin')
  const revenue = page.locator('.staff-figures > div').filter({ hasText: 'Выручка за месяц' })
  await expect(revenue.locator('dd')).toContainText('₽')

  await page.goto('/admin/finances')
  await expect(page.getByRole('heading', { name: 'Финансы', level: 1 })).toBeVisible()
  const totals = page.getByRole('region', { name: 'Оборот' })
  await expect(totals.locator('dd').first()).toContainText('₽')
  await expect(page.getByRole('figure', { name: 'Оборот по месяцам, RUB' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'По тренерам' })).toBeVisible()
  await expect(page.getByRole('cell', { name: /₽/ }).first()).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Абонементы' })).toBeVisible()
  await expectNoHorizontalScroll(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV по тренерам' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^finances-trainer-\d{4}-01-01-\d{4}-12-31\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.startsWith('\uFEFFtrainer_id,trainer,currency,amount_minor_units,payments\r\n')).toBe(true)
  expect(csv).toMatch(/,RUB,\d+,\d+\r\n/)

  // The receipts: the newest opens as the printable receipt.
  await page.getByRole('link', { name: 'Все чеки' }).click()
  await expect(page).toHaveURL('/admin/receipts')
  await expect(page.getByRole('heading', { name: 'Чеки', level: 1 })).toBeVisible()
  const first = page.getByRole('link', { name: /^Открыть чек / }).first()
  const name = (await first.getAttribute('aria-label'))!
  const number = name.replace('Открыть чек № ', '')
  await expectNoHorizontalScroll(page)
  await first.click()
  await expect(page).toHaveURL(/\/payments\?receipt=[0-9a-f-]{36}$/)
  await expect(page.getByText(`Чек № ${number}`).first()).toBeVisible()
  console.expectClean()
  await context.close()
})

test('an admin sets the Pro price in roubles, and a refused field says which', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 360, height: 780 },
  })
  const page = await context.newPage()
  await logInThroughForm(page, ADMIN, DEMO_PASSWORD, 'ru')
  await page.goto('/admin')
  const card = page.getByRole('region', { name: 'Цена тарифа Pro' }).or(page.getByLabel('Цена тарифа Pro'))
  const stars = card.getByLabel('Цена в Telegram Stars (30 дней)')
  const price = card.getByLabel('Цена вне Stars')
  await expect(price).toHaveValue('990')
  await stars.fill('пятьсот')
  await card.getByRole('button', { name: 'Сохранить цену' }).click()
  await expect(stars).toHaveAttribute('aria-invalid', 'true')
  await expect(card.getByText('Введите целое число Stars от 1 до 100000')).toBeVisible()
  await expect(stars).toHaveValue('пятьсот')
  await stars.fill('500')
  await price.fill('1290,50')
  await card.getByRole('button', { name: 'Сохранить цену' }).click()
  await expect(page.getByTestId('pro-price-current')).toHaveText(/⭐ 500 · 1\s290,50\s₽/)
  await price.fill('990')
  await card.getByRole('button', { name: 'Сохранить цену' }).click()
  await expect(page.getByTestId('pro-price-current')).toHaveText(/⭐ 500 · 990\s₽/)
  await expectNoHorizontalScroll(page)
})
