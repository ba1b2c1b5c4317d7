import { type Browser, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { expectNoHorizontalScroll, logInThroughForm, watchConsole } from './support.ts'

// Issue 16's staff stories in Chromium: becoming a trainer through moderation (a rejection with a
// reason, a second application, an approval, the new trainer's first training).

const MODERATOR = 'moderator@trainly.local'
const PASSWORD = 'Sturdy-Pass-2026'

async function newPage(browser: Browser, locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale,
    timezoneId: 'Europe/Moscow',
    viewport: { width, height: 800 },
  })
  return context.newPage()
}

/** Tomorrow's date in Moscow, YYYY-MM-DD. */
function tomorrowInMoscow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(Date.now() + 86_400_000),
  )
}

/** The staff areas are in the role menu: the header's Account button or the tab bar's Menu. */
async function fromMenu(page: Page, name: string) {
  await page.locator('button.app-menu__open:visible').first().click()
  await page.getByRole('dialog').getByRole('link', { name, exact: true }).click()
}

test('a student applies, is rejected with a reason, applies again, is approved and publishes a training', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const email = `nina.${stamp}@example.test`

  // A guest follows the landing page's "Become a trainer" (Russian, phone width): registers, applies.
  const student = await newPage(browser, 'ru-RU', 360)
  const studentConsole = watchConsole(student)
  await student.goto('/')
  await student.getByRole('link', { name: 'Стать тренером' }).first().click()
  await expect(student).toHaveURL(/\/login/)
  await student.goto('/register')
  await student.getByLabel('Имя').fill('Нина')
  await student.getByLabel('Email').fill(email)
  await student.getByLabel('Пароль').fill(PASSWORD)
  await student.getByRole('button', { name: 'Создать аккаунт' }).click()
  await expect(student).toHaveURL('/')
  await student.goto('/choose')
  await student.getByRole('link', { name: /Стать тренером/ }).click()
  await expect(student).toHaveURL('/become-trainer')
  await expect(student).toHaveTitle('Trainly | Стать тренером')

  // Field errors first: nothing chosen, a short bio, a link that is not https.
  await student.getByLabel('О себе').fill('Коротко')
  await student.getByLabel('Ссылки на сертификаты').fill('http://example.org/cert')
  await student.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(student.getByText('Выберите хотя бы одно направление')).toBeVisible()
  await expect(student.getByText('Расскажите о себе хотя бы в 20 символах')).toBeVisible()
  await expect(student.getByText('Укажите ссылку на сертификат, начинающуюся с https://')).toBeVisible()
  await expectNoHorizontalScroll(student)

  await student.getByLabel('Йога').check()
  await student.getByLabel('Онлайн').check()
  await student.getByLabel('Стаж, лет').fill('4')
  await student.getByLabel('Город').fill('Казань')
  await student.getByLabel('О себе').fill('Веду йогу для начинающих четыре года, группы и личные занятия.')
  await student.getByLabel('Ссылки на сертификаты').fill('https://certs.example.org/yoga-200')
  await student.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(student.getByText('Заявка отправлена')).toBeVisible()
  await expect(student.getByText('Ждёт проверки')).toBeVisible()

  // The moderator (English, desktop) finds it in the queue and rejects it with a reason.
  const moderator = await newPage(browser, 'en-US')
  const moderatorConsole = watchConsole(moderator)
  await logInThroughForm(moderator, MODERATOR)
  await fromMenu(moderator, 'Moderation')
  await expect(moderator).toHaveURL('/moderator')
  await expect(moderator.getByText(/Applications waiting: \d+/)).toBeVisible()
  await moderator.getByRole('link', { name: 'Open the queue' }).click()
  await expect(moderator).toHaveURL(/\/moderator\/trainer-requests/)
  const card = moderator
    .getByRole('region', { name: 'Нина' })
    .or(moderator.locator('.card', { hasText: 'Нина' }))
  await card.first().getByRole('button', { name: 'Review' }).click()
  await expect(card.first().getByText('https://certs.example.org/yoga-200')).toBeVisible()
  await expect(card.first().getByText(email)).toBeVisible()
  await card.first().getByRole('button', { name: 'Reject' }).click()
  await card.first().getByRole('button', { name: 'Reject the application' }).click()
  await expect(moderator.getByText('Give a reason')).toBeVisible()
  await card.first().getByLabel('Reason for the applicant').fill('Add a certificate from a recognised school')
  await card.first().getByRole('button', { name: 'Reject the application' }).click()
  await expect(moderator.getByText('The application is rejected')).toBeVisible()

  // The student sees the reason and applies again from the filled form.
  await student.reload()
  await expect(student.getByText('Причина: Add a certificate from a recognised school')).toBeVisible()
  await student.getByRole('button', { name: 'Исправить и подать снова' }).click()
  await expect(student.getByLabel('Город')).toHaveValue('Казань')
  await expect(student.getByLabel('Йога')).toBeChecked()
  await student
    .getByLabel('Ссылки на сертификаты')
    .fill('https://certs.example.org/yoga-200\nhttps://school.example.org/ryt-500')
  await student.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(student.getByText('Ждёт проверки')).toBeVisible()
  await expect(student.getByRole('heading', { name: 'Прошлые заявки' })).toBeVisible()

  // The moderator approves the new one; its card shows the earlier rejection.
  await moderator.reload()
  const second = moderator.locator('.card', { hasText: 'Нина' }).first()
  await second.getByRole('button', { name: 'Review' }).click()
  await expect(second.getByText('Add a certificate from a recognised school')).toBeVisible()
  await second.getByRole('button', { name: 'Approve' }).click()
  await expect(moderator.getByText('The application is approved')).toBeVisible()
  await moderator.goto('/moderator')
  await expect(moderator.locator('.card', { hasText: 'Нина' }).first()).toBeVisible()

  // The new trainer is told, opens the trainer cabinet and publishes a training at once.
  await student.reload()
  await expect(student.getByText(/Заявка одобрена/)).toBeVisible()
  await student.getByRole('button', { name: 'Открыть кабинет тренера' }).click()
  await expect(student).toHaveURL('/schedule')
  await student.goto('/create-single-training')
  await student.getByLabel('Название').fill(`Йога ${stamp}`)
  await student.getByLabel('Дата').fill(tomorrowInMoscow())
  await student.getByLabel('Время начала').fill('10:00')
  await student.getByLabel('Цена', { exact: true }).fill('1500')
  await student.getByLabel('Ссылка на онлайн-занятие').fill('https://meet.example.org/yoga')
  await student.getByRole('button', { name: 'Создать тренировку' }).click()
  await expect(student.getByText(/Тренировка создана/)).toBeVisible()

  studentConsole.expectClean()
  moderatorConsole.expectClean()
})

test('an admin finds a user and blocks them; the user is thrown out live', async ({ browser }) => {
  test.setTimeout(120_000)
  const email = `oleg.${Date.now().toString(36)}@example.test`
  const user = await newPage(browser, 'en-US')
  await user.goto('/register')
  await user.getByLabel('First name').fill('Oleg')
  await user.getByLabel('Email').fill(email)
  await user.getByLabel('Password').fill(PASSWORD)
  await user.getByRole('button', { name: 'Create account' }).click()
  await expect(user).toHaveURL('/')
  await user.goto('/schedule')

  const admin = await newPage(browser, 'ru-RU', 360)
  const adminConsole = watchConsole(admin)
  await logInThroughForm(admin, 'admin@trainly.local', DEMO_PASSWORD, 'ru')
  await fromMenu(admin, 'Админка')
  await expect(admin).toHaveURL('/admin')
  await admin.goto('/admin/users')
  await expect(admin).toHaveTitle('Trainly | Пользователи')
  await admin.getByLabel('Имя, email, телефон или имя в Telegram').fill(email)
  await admin.getByRole('button', { name: 'Найти' }).click()
  await expect(admin.getByText('Пользователей: 1')).toBeVisible()
  const card = admin.locator('.card', { hasText: 'Oleg' }).first()
  await card.getByRole('button', { name: 'Открыть' }).click()
  await expect(card.getByText('Активные сеансы')).toBeVisible()
  // A staff role is given only after a question naming the person, with an optional reason.
  await card.getByRole('button', { name: 'Назначить: модератор' }).click()
  await expect(card.getByText(/^Дать пользователю Oleg .*роль «модератор»\?/)).toBeVisible()
  await card.getByLabel('Причина (необязательно)').fill('Помогает с заявками')
  await card.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(card.getByRole('button', { name: 'Снять роль: модератор' })).toBeVisible()
  await card.getByRole('button', { name: 'Заблокировать аккаунт' }).click()
  await card.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(card.getByText('Укажите причину')).toBeVisible()
  await card.getByLabel('Причина').fill('Спам в отзывах')
  await card.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(card.getByText('Заблокирован(а): Спам в отзывах')).toBeVisible()
  await expectNoHorizontalScroll(admin)

  // The user's open app leaves for /blocked at once, without reloading.
  await expect(user).toHaveURL('/blocked', { timeout: 15_000 })

  // The block is in the audit log on /admin, found by its action.
  await admin.goto('/admin')
  await expect(admin.getByText('Пользователи').first()).toBeVisible()
  await expect(admin.getByRole('img', { name: 'Новые пользователи и записи за 8 недель' })).toBeVisible()
  await admin.getByLabel('Действие').selectOption('user_blocked')
  const entry = admin.locator('.card', { hasText: 'Причина: Спам в отзывах' }).first()
  await expect(entry).toContainText('Аккаунт заблокирован')
  await expect(entry).toContainText('Oleg')
  await expectNoHorizontalScroll(admin)
  adminConsole.expectClean()
})

test('an admin edits /about in Russian with a live preview; a guest sees it, sanitized', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const marker = `Мы открылись ${Date.now().toString(36)}`
  const admin = await newPage(browser, 'ru-RU')
  const adminConsole = watchConsole(admin)
  await logInThroughForm(admin, 'admin@trainly.local', DEMO_PASSWORD, 'ru')
  await admin.goto('/admin/content')
  await admin.getByLabel('Страница').selectOption('about')
  await admin.getByLabel('Язык страницы').selectOption('ru')
  const body = admin.getByLabel('Текст (Markdown)')
  await expect(body).toHaveValue(/Trainly помогает/)
  await body.fill(
    `## ${marker}\n\nЗаходите в [помощь](/help).\n\n<img src=x onerror="window.__pwned=1">\n\n[опасно](javascript:window.__pwned=2)`,
  )
  const preview = admin.getByLabel('Предпросмотр')
  await expect(preview.getByRole('heading', { name: marker })).toBeVisible()
  await expect(preview.getByText('<img src=x onerror="window.__pwned=1">')).toBeVisible()
  await admin.getByRole('button', { name: 'Сохранить' }).click()
  await expect(admin.getByText('Сохранено; страница опубликована')).toBeVisible()
  await expect(admin.getByText('Текущая')).toBeVisible()

  // A guest reading Russian sees the new text; nothing hostile ran or became a live link.
  const guest = await newPage(browser, 'ru-RU', 360)
  await guest.goto('/about')
  await expect(guest).toHaveTitle('Trainly | О нас')
  await expect(guest.getByRole('heading', { level: 2, name: marker })).toBeVisible()
  await expect(
    guest.locator('.content-page__body').getByRole('link', { name: 'помощь', exact: true }),
  ).toHaveAttribute('href', '/help')
  await expect(guest.locator('.content-page__body').getByRole('link', { name: 'опасно' })).toHaveAttribute(
    'href',
    '#',
  )
  expect(await guest.locator('.content-page__body img, .content-page__body [onerror]').count()).toBe(0)
  expect(await guest.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  await expectNoHorizontalScroll(guest)

  // An English reader still gets the English page, unchanged.
  const english = await newPage(browser, 'en-US')
  await english.goto('/about')
  await expect(english.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible()
  await expect(english.getByText(marker)).toHaveCount(0)
  adminConsole.expectClean()
})
