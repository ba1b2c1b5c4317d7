import { type APIRequestContext, type Browser, expect, request, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'

// Issue 18's offline logging in Chromium, in both languages: a trainer's workout assigned to a
// new student; the student opens /trainings-data, loses the network, logs a set, sees it waiting
// to sync, comes back online and sees it synced — and the server has it; then the trainer opens
// the student's card and sees the logged set, the record and the progress chart.

const TRAINER = 'igor.strength@trainly.local'
const PASSWORD = 'Logging-Pass-2026'

async function signIn(api: APIRequestContext, email: string, password: string) {
  const answer = await api.post('/api/auth/login', { data: { email, password } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as { token: string; user: { id: string } }
}

/** A new student of the demo trainer with the trainer's "Lower body A" assigned for today. */
async function studentWithWorkout(api: APIRequestContext, language: 'en' | 'ru') {
  const email = `log-${language}-${Date.now().toString(36)}@example.com`
  const registered = await api.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Lena', timeZone: 'Europe/Moscow', language },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const student = (await registered.json()) as { token: string; user: { id: string } }
  const trainer = await signIn(api, TRAINER, DEMO_PASSWORD)
  const asStudent = { authorization: `Bearer ${student.token}` }
  const asTrainer = { authorization: `Bearer ${trainer.token}` }
  const asked = await api.post(`/api/trainers/${trainer.user.id}/requests`, {
    headers: asStudent,
    data: { message: 'Hi', preferredTimes: '' },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const requestId = ((await asked.json()) as { data: { id: string } }).data.id
  const accepted = await api.post(`/api/trainer/requests/${requestId}/accept`, { headers: asTrainer })
  expect(accepted.ok(), await accepted.text()).toBe(true)
  const library = await api.get('/api/workouts', { headers: asTrainer })
  const workout = ((await library.json()) as { data: { id: string; title: string }[] }).data.find(
    (w) => w.title === 'Lower body A',
  )
  expect(workout).toBeDefined()
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Moscow' })
  const assigned = await api.post(`/api/workouts/${workout!.id}/assign`, {
    headers: asTrainer,
    data: { studentId: student.user.id, date: today },
  })
  expect(assigned.ok(), await assigned.text()).toBe(true)
  return { email, token: student.token, studentId: student.user.id }
}

const TEXT = {
  en: {
    password: 'Password',
    login: 'Log in',
    exercise: 'Barbell Squat',
    reps: 'Set 1: Reps',
    done: 'Set 1: Done',
    waiting: '1 set waiting to sync',
    waitingSet: 'Waiting to sync',
    synced: 'All results synced',
    offline: 'You are offline. Results are kept on this device and sent when the connection returns.',
    personalRecord: 'Personal record',
    progress: 'Progress: Barbell Squat',
    results: 'Logged results',
    loggedSet: 'Set 1: 6 × 80 kg · done',
    records: 'Records',
    record: 'Barbell Squat: 80 kg × 6',
  },
  ru: {
    password: 'Пароль',
    login: 'Войти',
    exercise: 'Приседания со штангой',
    reps: 'Подход 1: Повторы',
    done: 'Подход 1: Готово',
    waiting: '1 подход ждёт синхронизации',
    waitingSet: 'Ждёт синхронизации',
    synced: 'Все результаты синхронизированы',
    offline: 'Нет сети. Результаты сохранены на устройстве и отправятся, когда связь вернётся.',
    personalRecord: 'Личный рекорд',
    progress: 'Прогресс: Приседания со штангой',
    results: 'Записанные результаты',
    loggedSet: 'Подход 1: 6 × 80 кг · выполнен',
    records: 'Рекорды',
    record: 'Приседания со штангой: 80 кг × 6',
  },
}

async function logOffline(browser: Browser, language: 'en' | 'ru') {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL })
  const { email, token, studentId } = await studentWithWorkout(api, language)
  const text = TEXT[language]
  const context = await browser.newContext({ locale: language, timezoneId: 'Europe/Moscow' })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel(text.password).fill(PASSWORD)
  await page.getByRole('button', { name: text.login, exact: true }).click()
  await expect(page).toHaveURL('/', { timeout: 30_000 })

  await page.goto('/trainings-data')
  const squat = page.getByRole('region', { name: text.exercise })
  await expect(squat).toBeVisible()
  // Prescribed values are prefilled: 5 reps at 80 kg.
  await expect(squat.getByLabel(text.reps)).toHaveValue('5')
  // On a small phone (320 px, Telegram's frame on one) the sets' four columns fit inside their
  // card: "Выполнен" and two fixed-width fields ran 37 px past it.
  const wide = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 740 })
  const pastCard = await squat.locator('table').evaluate((table) => {
    const card = table.closest('.card') ?? table.parentElement!
    const style = getComputedStyle(card)
    const inner =
      card.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth)
    return table.getBoundingClientRect().right - inner
  })
  expect(pastCard).toBeLessThanOrEqual(0)
  if (wide) await page.setViewportSize(wide)

  await context.setOffline(true)
  await expect(page.getByText(text.offline)).toBeVisible()
  const box = await squat.getByLabel(text.done).boundingBox()
  await squat.getByLabel(text.reps).fill('6')
  // The tap on the box is what leaves the field, whose save lands between the tap's press and
  // release; the row's mark then appears in a place kept for it, so the box stays under the finger
  // (decision 0056: it moved, and the tap was lost, 1 run in 8). The box shows the tap at once,
  // before the device's queue has written the set.
  await squat.getByLabel(text.done).check()
  await expect(squat.getByRole('img', { name: text.waitingSet })).toBeVisible()
  expect(await squat.getByLabel(text.done).boundingBox()).toEqual(box)
  await expect(page.getByTestId('sync-state')).toHaveText(text.waiting)

  await context.setOffline(false)
  await expect(page.getByTestId('sync-state')).toHaveText(text.synced)
  await expect(squat.getByRole('img', { name: text.waitingSet })).toHaveCount(0)

  // The server holds the set once, as logged.
  const data = await api.get('/api/training-data', { headers: { authorization: `Bearer ${token}` } })
  const body = (await data.json()) as {
    data: {
      assignments: { items: { exercise: { nameEn: string }; results: { reps: number; done: boolean }[] }[] }[]
    }
  }
  const results = body.data.assignments[0]!.items.find((i) => i.exercise.nameEn === 'Barbell Squat')!.results
  expect(results).toEqual([expect.objectContaining({ reps: 6, done: true, setIndex: 0 })])

  // After a reload the logged set shows from the server.
  await page.reload()
  await expect(page.getByRole('region', { name: text.exercise }).getByLabel(text.reps)).toHaveValue('6')
  await expect(page.getByRole('region', { name: text.exercise }).getByLabel(text.done)).toBeChecked()
  // The set is the squat's best: its row is marked.
  await expect(
    page.getByRole('region', { name: text.exercise }).getByRole('img', { name: text.personalRecord }),
  ).toBeVisible()
  // The squat's progress is a chart (its table of sessions for screen readers).
  const progress = page.getByRole('figure', { name: text.progress })
  await expect(progress).toBeVisible()
  await expect(progress.getByRole('row')).toHaveCount(2)
  await context.close()

  // The trainer's card of the student shows the logged set (a record), the record and the chart.
  const trainerContext = await browser.newContext({ locale: language, timezoneId: 'Europe/Moscow' })
  const trainerPage = await trainerContext.newPage()
  await trainerPage.goto('/login')
  await trainerPage.getByRole('textbox', { name: 'Email' }).fill(TRAINER)
  await trainerPage.getByLabel(text.password).fill(DEMO_PASSWORD)
  await trainerPage.getByRole('button', { name: text.login, exact: true }).click()
  await expect(trainerPage).toHaveURL('/', { timeout: 30_000 })
  await trainerPage.goto(`/trainer-students?student=${studentId}`)
  const logged = trainerPage.getByRole('region', { name: text.results })
  await expect(logged.getByTestId('student-session')).toHaveCount(1)
  await expect(logged.getByRole('region', { name: text.exercise }).getByRole('listitem')).toHaveText(
    new RegExp(`^${text.loggedSet}`),
  )
  await expect(trainerPage.getByRole('region', { name: text.records }).getByRole('listitem')).toContainText(
    text.record,
  )
  const chart = trainerPage.getByRole('figure', { name: text.progress })
  await expect(chart).toBeVisible()
  await expect(chart.getByRole('row')).toHaveCount(2)
  await trainerContext.close()
  await api.dispose()
}

test('a student logs a workout offline and sees it synced when back online (English)', async ({
  browser,
}) => {
  await logOffline(browser, 'en')
})

test('a student logs a workout offline and sees it synced when back online (Russian)', async ({
  browser,
}) => {
  await logOffline(browser, 'ru')
})
