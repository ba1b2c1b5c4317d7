import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { expectNoHorizontalScroll, logInThroughForm, watchConsole } from './support.ts'

// Issue 18's trainer half in Chromium: a demo trainer builds a workout from the library (found
// in Russian and in English), reorders it by keyboard and by drag, assigns it to a student for a
// date and finds it on the student's card; Russian at 360 px, then English on a desktop.

const ZONE = 'Europe/Moscow'

test('a trainer builds a workout from the library in Russian on a phone and assigns it to a student', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const title = `Ноги и грудь ${Date.now().toString(36)}`
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: ZONE,
    viewport: { width: 360, height: 780 },
  })
  const page = await context.newPage()
  const console = watchConsole(page)
  await logInThroughForm(page, 'pavel.crossfit@trainly.local', DEMO_PASSWORD, 'ru')
  await page.goto('/trainer-workouts')
  await expect(page.getByRole('heading', { name: 'Тренировки', level: 1 })).toBeVisible()
  // The demo library is there.
  await expect(page.getByRole('heading', { name: 'WOD: Engine' })).toBeVisible()

  await page.getByRole('button', { name: 'Новая тренировка' }).click()
  await page.getByLabel('Название', { exact: true }).fill(title)
  const library = page.getByRole('list', { name: 'Библиотека упражнений' })
  await page.getByLabel('Поиск упражнений').fill('приседания со штангой')
  await library.getByRole('button', { name: 'Добавить: Приседания со штангой' }).click()
  // In English too, with a filter: the Russian name is what the Russian reader sees.
  await page.getByLabel('Поиск упражнений').fill('bench press')
  await page.getByLabel('Инвентарь').selectOption('barbell')
  await library.getByRole('button', { name: 'Добавить: Жим штанги лёжа средним хватом' }).click()
  await page.getByLabel('Поиск упражнений').fill('планка')
  await page.getByLabel('Инвентарь').selectOption('')
  await library.getByRole('button', { name: 'Добавить: Планка', exact: true }).click()

  const items = page.getByRole('list', { name: 'Упражнения' }).getByRole('listitem')
  await expect(items).toHaveCount(3)
  // By keyboard: the plank goes up, and a screen reader hears where it went.
  await page.getByRole('button', { name: 'Выше: Планка' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('builder-announcement')).toHaveText('Планка: теперь 2-е из 3')
  await expect(items.nth(1)).toHaveAccessibleName('Планка')
  // By drag: the bench press's handle dragged above the squat.
  const handle = page.getByRole('button', {
    name: 'Перетащите, чтобы переставить: Жим штанги лёжа средним хватом',
  })
  const target = await items.nth(0).boundingBox()
  const from = await handle.boundingBox()
  if (!target || !from) throw new Error('no boxes')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, target.y + 5, { steps: 8 })
  await page.mouse.up()
  await expect(items.nth(0)).toHaveAccessibleName('Жим штанги лёжа средним хватом')
  await expect(items.nth(1)).toHaveAccessibleName('Приседания со штангой')
  await expect(items.nth(2)).toHaveAccessibleName('Планка')

  // The squat: 5 × 5 at 80 kg, in a superset with the bench press above it.
  const squat = items.nth(1)
  await squat.getByLabel('Подходы').fill('5')
  await squat.getByLabel('Повторения', { exact: true }).fill('5')
  await squat.getByLabel('Вес, кг').fill('80')
  await squat.getByLabel('Суперсет с упражнением выше').check()
  // The plank is held for time.
  await items.nth(2).getByLabel('Мера').selectOption('time')
  await expect(items.nth(2).getByLabel('Время, с')).toHaveValue('60')
  await expectNoHorizontalScroll(page)
  // A weight that is not a number, and no sets: refused beside their fields, in Russian, as typed.
  await squat.getByLabel('Вес, кг').fill('восемьдесят')
  await items.nth(0).getByLabel('Подходы').fill('0')
  await page.getByRole('button', { name: 'Сохранить тренировку' }).click()
  await expect(squat.getByLabel('Вес, кг')).toHaveAccessibleDescription(
    'Укажите вес от 0 до 1000 кг с шагом 0,25',
  )
  await expect(squat.getByLabel('Вес, кг')).toHaveValue('восемьдесят')
  await expect(items.nth(0).getByLabel('Подходы')).toHaveAccessibleDescription('Укажите от 1 до 50 подходов')
  await expect(page.getByText('Некоторые поля заполнены неверно')).toBeVisible()
  await squat.getByLabel('Вес, кг').fill('80')
  await items.nth(0).getByLabel('Подходы').fill('3')
  await expect(squat.getByLabel('Вес, кг')).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Сохранить тренировку' }).click()
  await expect(page.getByText('Тренировка сохранена')).toBeVisible()

  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card.getByText('3 упражнения')).toBeVisible()
  await card.getByRole('button', { name: `Назначить: ${title}` }).click()
  const assign = page.locator('.card').filter({ hasText: `Назначить «${title}»` })
  await assign.getByLabel('Ученик', { exact: true }).selectOption({ label: 'Artem Belov' })
  await assign.getByLabel('Дата').fill('2030-05-04')
  await assign.getByRole('button', { name: 'Назначить', exact: true }).click()
  await expect(page.getByText('Тренировка назначена')).toBeVisible()
  await expect(card.getByText('назначена 1 раз')).toBeVisible()

  // The student's card lists it, as assigned: superset order and prescription kept.
  await page.goto('/trainer-students')
  await page.getByRole('button', { name: 'Открыть карточку' }).first().click()
  const workouts = page.locator('section').filter({ hasText: 'Назначенные тренировки' })
  const assigned = workouts.getByRole('listitem').filter({ hasText: title })
  await expect(assigned).toContainText('Приседания со штангой — 5 × 5 · 80 кг')
  await expect(assigned).toContainText('4 мая 2030')
  await expectNoHorizontalScroll(page)
  console.expectClean()
  await context.close()
})

test('in English, a trainer adds a private exercise, duplicates and archives a workout', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ locale: 'en-US', timezoneId: ZONE })
  const page = await context.newPage()
  const console = watchConsole(page)
  await logInThroughForm(page, 'igor.strength@trainly.local')
  await page.goto('/trainer-workouts')
  await expect(page.getByRole('heading', { name: 'Lower body A' })).toBeVisible()
  const lower = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Lower body A' }) })
  await expect(lower.getByText('5 exercises')).toBeVisible()
  await lower.getByRole('button', { name: 'Edit: Lower body A' }).click()
  await expect(page.getByRole('list', { name: 'Exercises' }).getByRole('listitem')).toHaveCount(5)
  await page.getByRole('button', { name: 'Add my own exercise' }).click()
  const stamp = Date.now().toString(36)
  await page.getByLabel('Name', { exact: true }).fill(`Sled drag ${stamp}`)
  await page.getByLabel('Video link (optional)').fill('https://video.example/sled')
  await page.getByRole('button', { name: 'Add exercise' }).click()
  await expect(page.getByText('Exercise added to your library')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Exercises' }).getByRole('listitem')).toHaveCount(6)
  await page.getByLabel('Only my exercises').check()
  await expect(
    page.getByRole('list', { name: 'Exercise library' }).getByText(`Sled drag ${stamp}`),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()

  const copyTitle = 'Upper body push/pull (copy)'
  await page.getByRole('button', { name: 'Duplicate: Upper body push/pull', exact: true }).click()
  await expect(page.getByText('Workout duplicated')).toBeVisible()
  const copy = page
    .locator('.card')
    .filter({ has: page.getByRole('heading', { name: copyTitle, exact: true }) })
  await expect(copy.first().getByText('6 exercises')).toBeVisible()
  await copy.first().getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByText('Workout archived')).toBeVisible()
  await page.getByRole('button', { name: 'Archived' }).click()
  await expect(page.getByRole('heading', { name: copyTitle, exact: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Deadlift day (old plan)' })).toBeVisible()
  console.expectClean()
  await context.close()
})
