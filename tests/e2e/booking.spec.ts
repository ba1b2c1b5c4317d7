import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectNoHorizontalScroll, logInThroughForm } from './support.ts'

// Issue 5's story, end to end in Chromium: a trainer publishes a weekly template; a student
// (in Russian) books one of its trainings from the trainer's profile, cancels, books again; the
// training starts, the trainer marks attendance; the student reviews the trainer.

const TRAINER = 'elena.run@trainly.local'
const ZONE = 'Europe/Moscow'
const PASSWORD = 'Sturdy-Pass-2026'

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, timezoneId: ZONE })
  return context.newPage()
}

/** The wall clock in Moscow `minutesAhead` from now, rounded up to the next whole minute. */
function moscowClock(minutesAhead: number): {
  date: string
  time: string
  startsAt: number
  isoWeekday: number
} {
  const start = Math.ceil((Date.now() + minutesAhead * 60_000) / 60_000) * 60_000
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    })
      .formatToParts(new Date(start))
      .map((p) => [p.type, p.value]),
  )
  const isoWeekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    startsAt: start,
    isoWeekday,
  }
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

test('a weekly class: published, booked, cancelled, booked again, attended and reviewed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const title = `Sunrise run club ${Date.now().toString(36)}`

  // The trainer takes bookings up to the start (no minimum notice) and publishes the class.
  const trainer = await newPage(browser, 'en-US')
  await logInThroughForm(trainer, TRAINER)
  await trainer.goto('/profile-edit')
  const notice = trainer.getByLabel('Minimum notice before a training, hours')
  await notice.fill('0')
  await trainer
    .locator('form', { has: notice })
    .getByRole('button', { name: 'Save trainer profile', exact: true })
    .click()
  await expect(trainer.getByText('Trainer profile saved')).toBeVisible()

  // Today, in two to three minutes, on the trainer's clock.
  const start = moscowClock(2)
  await trainer.goto('/create-training-template')
  await trainer.getByLabel('Title').fill(title)
  await trainer.getByLabel(WEEKDAYS[start.isoWeekday - 1]!, { exact: true }).check()
  await trainer.getByLabel('Start time').fill(start.time)
  await trainer.getByLabel('Places').fill('6')
  // CI's retry finds the failed attempt's class, booked and so kept, minutes from this one.
  if (testInfo.retry > 0) {
    await trainer.getByLabel('Allow this group to overlap my other trainings').check()
  }
  await trainer.getByLabel('Price').fill('700')
  await trainer.getByLabel('Format').selectOption('online')
  await trainer.getByLabel('Link to the online session').fill('https://meet.example.test/sunrise')
  await expect(trainer.getByText('Dates it will create')).toBeVisible()
  // The preview counts today's class among the 8 weeks it will create.
  await expect(trainer.getByText(/^\d+ trainings until /)).toBeVisible()
  await trainer.getByRole('button', { name: 'Create template' }).click()
  await expect(trainer.getByText(/trainings? created/).first()).toBeVisible()

  // A new student, reading Russian, finds the trainer and books today's class from the profile.
  const student = await newPage(browser, 'ru-RU')
  await student.goto('/register')
  await student.getByLabel('Имя').fill('Вера')
  await student.getByRole('textbox', { name: 'Email' }).fill(`vera.${Date.now().toString(36)}@example.test`)
  await student.getByLabel('Пароль').fill(PASSWORD)
  await student.getByRole('button', { name: 'Создать аккаунт' }).click()
  await expect(student).toHaveURL('/')
  await student.goto('/trainers?q=Elena')
  await student.getByRole('link', { name: /Elena/ }).first().click()
  await expect(student).toHaveURL(/\/trainer-profile\//)
  await expect(student.getByRole('heading', { name: 'Свободные места на 14 дней' })).toBeVisible()
  await student
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click()
  await expect(student).toHaveURL(/\/booking\?.*trainingId=/)
  await expect(student.getByText('Оплатить тренеру напрямую')).toBeVisible()
  await expectNoHorizontalScroll(student)
  await student.getByRole('button', { name: 'Записаться' }).click()
  await expect(student.getByRole('heading', { name: 'Вы записаны' })).toBeVisible()

  // The schedule shows the booking; cancelling inside the 12 h deadline is a late cancellation.
  await student.getByRole('link', { name: 'Открыть расписание' }).click()
  await expect(student).toHaveURL('/schedule')
  const item = student.getByRole('article', { name: new RegExp(title) })
  await expect(item.getByText('Вы записаны')).toBeVisible()
  await item.getByRole('button', { name: 'Подробнее' }).click()
  await expect(item.getByText(/Бесплатная отмена закончилась/)).toBeVisible()
  await item.getByRole('button', { name: 'Отменить запись' }).click()
  await item.getByRole('button', { name: 'Да, отменить' }).click()
  await expect(student.getByText('Запись отменена')).toBeVisible()
  await expect(item.getByText('Поздняя отмена')).toBeVisible()

  // Booked again from the trainer's profile.
  await student.goBack()
  await student.goto('/trainers?q=Elena')
  await student.getByRole('link', { name: /Elena/ }).first().click()
  await student
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click()
  await student.getByRole('button', { name: 'Записаться' }).click()
  await expect(student.getByRole('heading', { name: 'Вы записаны' })).toBeVisible()
  await student.goto('/schedule')
  await expect(
    student.getByRole('article', { name: new RegExp(title) }).getByText('Вы записаны'),
  ).toBeVisible()

  // The class starts; the trainer marks the student as present from the trainer schedule.
  await expect
    .poll(() => Date.now() >= start.startsAt + 2000, { timeout: 200_000, intervals: [5000] })
    .toBe(true)
  await trainer.goto('/schedule')
  await trainer.getByRole('button', { name: 'As a trainer' }).click()
  const session = trainer.getByRole('article', { name: new RegExp(title) }).first()
  await expect(session.getByText('1 of 6 booked')).toBeVisible()
  await session.getByRole('button', { name: 'Details' }).click()
  await session.getByRole('button', { name: 'Came' }).click()
  await expect(trainer.getByText('Attendance saved')).toBeVisible()
  await expect(session.getByRole('button', { name: 'Came' })).toHaveAttribute('aria-pressed', 'true')

  // Attended: the student reviews the trainer.
  await student.reload()
  const attended = student.getByRole('article', { name: new RegExp(title) })
  await expect(attended.getByText('Посещена')).toBeVisible()
  await attended.getByRole('button', { name: 'Подробнее' }).click()
  await attended.getByRole('link', { name: 'Оставить отзыв' }).click()
  await expect(student).toHaveURL(/\/trainer-profile\//)
  await student.getByRole('button', { name: 'Оставить отзыв' }).click()
  await student.getByLabel('Комментарий').fill('Отличная пробежка на рассвете')
  // The rating is chosen, not preset: without one the form says so and keeps the comment.
  await student.getByRole('button', { name: 'Опубликовать отзыв' }).click()
  await expect(student.getByText('Поставьте от 1 до 5 звёзд')).toBeVisible()
  await expect(student.getByLabel('Комментарий')).toHaveValue('Отличная пробежка на рассвете')
  await student.getByLabel('Ваша оценка').selectOption('5')
  await student.getByRole('button', { name: 'Опубликовать отзыв' }).click()
  await expect(student.getByText('Отличная пробежка на рассвете')).toBeVisible()
})
