import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectNoHorizontalScroll, logInThroughForm } from './support.ts'

// Refunds in the browser (decision 0038), at 360 px in both languages: a student (Russian) buys a
// plan paying the trainer directly, the trainer (English) confirms it and then refunds it from
// /trainer-payments through the confirmation dialog with a reason; the student sees the payment
// refunded and the refund on the receipt.

const TRAINER = 'igor.strength@trainly.local'
const ZONE = 'Europe/Moscow'
const PASSWORD = 'Sturdy-Pass-2026'

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({
    locale,
    timezoneId: ZONE,
    viewport: { width: 360, height: 780 },
  })
  return context.newPage()
}

test('a trainer refunds a confirmed direct payment; the student sees it refunded and on the receipt', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const title = `E2E refund ${Date.now().toString(36)}`

  const trainer = await newPage(browser, 'en-US')
  await logInThroughForm(trainer, TRAINER)
  await trainer.goto('/trainer/subscriptions')
  await trainer.getByRole('button', { name: 'New plan' }).click()
  await trainer.getByLabel('Title').fill(title)
  await trainer.getByLabel('Sessions (empty = unlimited)').fill('4')
  await trainer.getByLabel('Validity, days').fill('30')
  await trainer.getByLabel('Price').fill('2500')
  await trainer.getByRole('button', { name: 'Create' }).click()
  await expect(trainer.getByText('Plan created')).toBeVisible()
  await trainer.getByLabel(title).getByRole('link', { name: 'Open' }).click()
  await expect(trainer).toHaveURL(/\/trainer\/subscriptions\/[0-9a-f-]{36}$/)
  const planId = trainer.url().split('/').pop()!

  const student = await newPage(browser, 'ru-RU')
  await student.goto('/register')
  await student.getByLabel('Имя').fill('Пётр')
  await student
    .getByRole('textbox', { name: 'Email' })
    .fill(`petr.refund.${Date.now().toString(36)}@example.test`)
  await student.getByLabel('Пароль').fill(PASSWORD)
  await student.getByRole('button', { name: 'Создать аккаунт' }).click()
  await expect(student).toHaveURL('/', { timeout: 30_000 })
  await student.goto(`/subscriptions/buy?planId=${planId}`)
  await student.getByRole('button', { name: 'Оплатить тренеру напрямую' }).click()
  await expect(student).toHaveURL(/\/student\/subscriptions\/[0-9a-f-]{36}$/)
  const subscriptionUrl = new URL(student.url()).pathname

  // The trainer confirms, then refunds through the dialog, with a reason.
  await trainer.goto('/trainer-payments')
  await trainer.getByLabel(title).first().getByRole('button', { name: 'Confirm payment' }).click()
  await expect(trainer.getByText('Payment confirmed; the receipt is issued')).toBeVisible()
  const refundButton = trainer.getByLabel(title).getByRole('button', { name: 'Refund' })
  await refundButton.click()
  const dialog = trainer.getByRole('dialog', { name: /Refund ₽2,500 to Пётр/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/The subscription ends/)).toBeVisible()
  await expectNoHorizontalScroll(trainer)
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep' }).click()
  await expect(dialog).toBeHidden()
  await refundButton.click()
  await trainer.getByRole('dialog').getByLabel('Reason (optional)').fill('Moved away')
  await trainer.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(trainer.getByText('Payment refunded')).toBeVisible()
  const refunded = trainer.getByLabel(title).first()
  await expect(refunded.getByText('Refunded', { exact: true })).toBeVisible()
  await expect(refunded.getByText(/Reason: Moved away/)).toBeVisible()
  await expect(refunded.getByRole('button', { name: 'Refund' })).toHaveCount(0)
  await expectNoHorizontalScroll(trainer)

  // The student: refunded in the list, on the receipt, and the subscription ended.
  await student.goto('/student-payments')
  const mine = student.getByLabel(title).first()
  await expect(mine.getByText('Возвращён', { exact: true })).toBeVisible()
  await mine.getByRole('link', { name: 'Чек' }).click()
  await expect(student.getByRole('heading', { name: /Чек № \d{4}-\d{6}/ })).toBeVisible()
  await expect(student.getByText(/Возврат .*: покупателю возвращено 2\s500\s₽\./)).toBeVisible()
  await expect(student.getByText('Причина: Moved away')).toBeVisible()
  await expectNoHorizontalScroll(student)
  await student.goto(subscriptionUrl)
  await expect(student.getByText('Отменён').first()).toBeVisible()
  // A cancelled package says what was used of it, not what is left or until when.
  await expect(student.getByText(/^использовано 0 из \d+$/)).toBeVisible()
  await expect(student.getByText(/^осталось /)).toHaveCount(0)
  await expect(student.getByText(/^до /)).toHaveCount(0)
})
