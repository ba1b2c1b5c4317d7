import { readFile } from 'node:fs/promises'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { expectNoHorizontalScroll, logInThroughForm } from './support.ts'

// Issue 17's browser story (decision 0028), at 360 px in both languages: a trainer sells a
// 3-session plan; a new student (Russian) buys it paying the trainer directly; the trainer
// confirms; both open the receipt; the student books with the subscription, cancels early and
// gets the session back.

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

test('a plan bought directly, confirmed, its receipt, spent on a booking and given back', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const title = `E2E pack ${Date.now().toString(36)}`

  // The trainer (English) creates the plan.
  const trainer = await newPage(browser, 'en-US')
  await logInThroughForm(trainer, TRAINER)
  await trainer.goto('/trainer/subscriptions')
  await trainer.getByRole('button', { name: 'New plan' }).click()
  await trainer.getByLabel('Title').fill(title)
  await trainer.getByLabel('Sessions (empty = unlimited)').fill('3')
  await trainer.getByLabel('Validity, days').fill('30')
  await trainer.getByLabel('Price').fill('3000')
  await trainer.getByRole('button', { name: 'Create' }).click()
  await expect(trainer.getByText('Plan created')).toBeVisible()
  const planCard = trainer.getByLabel(title)
  await expect(planCard.getByText('3 sessions · valid 30 days · All trainings')).toBeVisible()
  await expectNoHorizontalScroll(trainer)
  await planCard.getByRole('link', { name: 'Open' }).click()
  await expect(trainer).toHaveURL(/\/trainer\/subscriptions\/[0-9a-f-]{36}$/)
  const planId = trainer.url().split('/').pop()!

  // A new student (Russian) buys it, paying the trainer directly: pending until confirmed.
  const student = await newPage(browser, 'ru-RU')
  await student.goto('/register')
  await student.getByLabel('Имя').fill('Вера')
  await student
    .getByRole('textbox', { name: 'Email' })
    .fill(`vera.money.${Date.now().toString(36)}@example.test`)
  await student.getByLabel('Пароль').fill(PASSWORD)
  await student.getByRole('button', { name: 'Создать аккаунт' }).click()
  await expect(student).toHaveURL('/', { timeout: 30_000 })
  await student.goto(`/subscriptions/buy?planId=${planId}`)
  await expect(student.getByText(title)).toBeVisible()
  await expect(student.getByText('3 000 ₽')).toBeVisible()
  await expectNoHorizontalScroll(student)
  await student.getByRole('button', { name: 'Оплатить тренеру напрямую' }).click()
  await expect(student).toHaveURL(/\/student\/subscriptions\/[0-9a-f-]{36}$/)
  const subscriptionUrl = new URL(student.url()).pathname
  await expect(student.getByText('Ожидает оплаты')).toBeVisible()
  // No receipt before it is paid: the way to the payment instead.
  await expect(student.getByRole('link', { name: 'Чек' })).toHaveCount(0)
  await expect(student.getByRole('link', { name: 'К оплате' })).toHaveAttribute('href', '/student-payments')
  // The payments page: the package waits to be paid, and the history under it is empty without
  // saying there are no payments at all.
  await student.getByRole('link', { name: 'К оплате' }).click()
  await expect(student.getByLabel(title).first()).toBeVisible()
  await expect(student.getByText('Оплаченных, возвращённых и отменённых платежей пока нет.')).toBeVisible()
  await expect(student.getByText('Платежей пока нет', { exact: true })).toHaveCount(0)
  await student.goBack()

  // The trainer confirms the payment among the incoming ones.
  await trainer.goto('/trainer-payments')
  await expect(trainer.getByRole('heading', { name: 'Waiting for your confirmation' })).toBeVisible()
  const incoming = trainer.getByLabel(title).first()
  await incoming.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(trainer.getByText('Payment confirmed; the receipt is issued')).toBeVisible()
  const totals = trainer.getByRole('figure', { name: 'Month totals' })
  await expect(totals).toBeVisible()
  // The demo's paid plans and this one: this month's income (₽ in English), in the chart's table.
  await expect(totals.getByRole('row', { name: /^This month ₽[\d,]+$/ })).toBeAttached()
  await expectNoHorizontalScroll(trainer)

  // The student's receipt, in Russian, printable.
  await student.goto('/student-payments')
  await student.getByLabel(title).first().getByRole('link', { name: 'Чек' }).click()
  await expect(student).toHaveURL(/\/payments\?receipt=/)
  await expect(student.getByRole('heading', { name: /Чек № \d{4}-\d{6}/ })).toBeVisible()
  await expect(student.getByText('Итого: 3 000 ₽')).toBeVisible()
  await expect(student.getByRole('button', { name: 'Распечатать' })).toBeVisible()
  // Its PDF, made by the server, in the language of the page (the student set none).
  const heading = (await student.getByRole('heading', { name: /Чек № \d{4}-\d{6}/ }).textContent()) ?? ''
  const number = heading.replace(/^Чек № /, '')
  const [download] = await Promise.all([
    student.waitForEvent('download'),
    student.getByRole('button', { name: 'Скачать PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`)
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Чек ${number}`)
  await expectNoHorizontalScroll(student)
  // And the trainer's, in English.
  await trainer.goto(new URL(student.url()).pathname + new URL(student.url()).search)
  await expect(trainer.getByRole('heading', { name: /Receipt No\. \d{4}-\d{6}/ })).toBeVisible()
  await expect(trainer.getByText('Direct payment to the trainer')).toBeVisible()
  await expectNoHorizontalScroll(trainer)

  // Active now: 3 of 3 left.
  await student.goto(subscriptionUrl)
  await expect(student.getByText('Активен')).toBeVisible()
  await expect(student.getByText('осталось 3 из 3')).toBeVisible()

  // Booked with the subscription from the trainer's profile (the furthest free slot: early to cancel).
  await student.goto('/trainers?q=Igor')
  await student.getByRole('link', { name: /Igor/ }).first().click()
  await expect(student).toHaveURL(/\/trainer-profile\//)
  await expect(student.getByText(title)).toBeVisible()
  await student.locator('a.slot:not(.slot--full)').last().click()
  await expect(student).toHaveURL(/\/booking\?.*trainingId=/)
  await expect(student.getByRole('radio', { name: /Оплатить абонементом/ })).toBeChecked()
  await expectNoHorizontalScroll(student)
  await student.getByRole('button', { name: 'Записаться' }).click()
  await expect(student.getByRole('heading', { name: 'Вы записаны' })).toBeVisible()
  await student.goto(subscriptionUrl)
  await expect(student.getByText('осталось 2 из 3')).toBeVisible()
  await expect(student.getByText('списано')).toBeVisible()

  // Cancelled in time: the session comes back.
  await student.goto('/schedule')
  const item = student.getByRole('article').filter({ hasText: 'Вы записаны' }).first()
  await item.getByRole('button', { name: 'Подробнее' }).click()
  await item.getByRole('button', { name: 'Отменить запись' }).click()
  await item.getByRole('button', { name: 'Да, отменить' }).click()
  await expect(student.getByText('Запись отменена')).toBeVisible()
  await student.goto(subscriptionUrl)
  await expect(student.getByText('осталось 3 из 3')).toBeVisible()
  await expect(student.getByText(/возвращено/)).toBeVisible()
  await expectNoHorizontalScroll(student)

  // Reserved once more and called off before paying: nothing is owed.
  await student.goto(`/subscriptions/buy?planId=${planId}`)
  await student.getByRole('button', { name: 'Оплатить тренеру напрямую' }).click()
  await expect(student.getByText('Ожидает оплаты')).toBeVisible()
  await student.goto('/student-payments')
  const reserved = student.getByLabel(title).filter({ hasText: 'Ожидает' })
  await reserved.getByRole('button', { name: 'Отменить абонемент' }).click()
  await expect(student.getByText('Абонемент отменён, платить ничего не нужно')).toBeVisible()
  await expect(student.getByLabel(title).filter({ hasText: 'Отменён' })).toHaveCount(1)
  await expect(student.getByLabel(title).filter({ hasText: 'Ожидает' })).toHaveCount(0)
})

test('a plan refused for bad input keeps what was typed; then edited and covering some kinds of training', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const title = `Edit pack ${Date.now().toString(36)}`
  const trainer = await newPage(browser, 'ru-RU')
  await trainer.goto('/login')
  await trainer.getByRole('textbox', { name: 'Email' }).fill('maria.pilates@trainly.local')
  await trainer.getByLabel('Пароль').fill(DEMO_PASSWORD)
  await trainer.locator('form button[type=submit]').click()
  await expect(trainer).toHaveURL('/', { timeout: 30_000 })
  await trainer.goto('/trainer/subscriptions')
  await trainer.getByRole('button', { name: 'Новый абонемент' }).click()
  const form = trainer.getByRole('form', { name: 'Новый абонемент' })
  await form.getByLabel('Название').fill(title)
  await form.getByLabel('Занятий (пусто — без ограничения)').fill('пять')
  await form.getByLabel('Цена').fill('7500,50')
  await form.getByRole('button', { name: 'Создать' }).click()
  // Not a number of sessions: refused (never an unlimited plan), and nothing typed is lost.
  await expect(
    form.getByText('Введите число занятий от 1 до 1000 или оставьте поле пустым — без ограничения'),
  ).toBeVisible()
  await expect(form.getByLabel('Название')).toHaveValue(title)
  await form.getByLabel('Занятий (пусто — без ограничения)').fill('5')
  await form.getByLabel('Действует на').selectOption('specializations')
  await form.getByRole('checkbox', { name: 'Пилатес' }).check()
  await form.getByRole('button', { name: 'Создать' }).click()
  await expect(trainer.getByText('Абонемент создан')).toBeVisible()
  const card = trainer.getByLabel(title)
  await expect(card.getByText('5 занятий · действует 30 дней · Некоторые виды тренировок')).toBeVisible()
  await expect(card.getByText('7 500,50 ₽')).toBeVisible()

  // Edited: a bad validity is refused beside its field; then saved.
  await card.getByRole('button', { name: 'Изменить' }).click()
  const edit = trainer.getByRole('form', { name: title })
  await expect(edit.getByLabel('Цена')).toHaveValue('7500,50')
  await edit.getByLabel('Цена').fill('8000')
  await edit.getByLabel('Срок действия, дней').fill('0')
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await expect(edit.getByText('Введите срок действия в днях, от 1 до 3660')).toBeVisible()
  await expect(edit.getByLabel('Цена')).toHaveValue('8000')
  await edit.getByLabel('Срок действия, дней').fill('60')
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await expect(trainer.getByLabel(title).getByText('8 000 ₽')).toBeVisible()
  await expect(
    trainer.getByLabel(title).getByText('5 занятий · действует 60 дней · Некоторые виды тренировок'),
  ).toBeVisible()
  await expectNoHorizontalScroll(trainer)
})
