import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'

// Issue 19, decisions 0027 and 0044: a guest's landing loads what its first screen needs — the
// first part of its own language's dictionary, no schedule store (nor Dexie under it) — and gets
// the scripts compressed.

/** The scripts a page fetched: file name and Content-Encoding. */
function watchScripts(page: Page) {
  const scripts: { file: string; encoding: string | undefined }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return
    scripts.push({
      file: url.pathname.slice('/assets/'.length),
      encoding: response.headers()['content-encoding'],
    })
  })
  return scripts
}

const names = (scripts: { file: string }[]) => scripts.map((s) => s.file)

/** The scripts the page fetches that carry zod: its own chunk is the one whose text names its internals (`inst._zod`). */
function watchZod(page: Page): string[] {
  const withZod: string[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    if ((await response.text().catch(() => '')).includes('_zod')) withZod.push(url.pathname)
  })
  return withZod
}

/** Signs the demo student Sofia in through the login form. */
async function signInAsSofia(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill('sofia@trainly.local')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Sofia signed in, in English, and the id of the catalogue's best rated trainer. */
async function sofiaBesideTopTrainer(browser: Browser, request: APIRequestContext) {
  const trainers = (await (await request.get('/api/trainers?sort=rating')).json()) as {
    data: { id: string }[]
  }
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await signInAsSofia(page)
  return { context, page, trainerId: trainers.data[0]?.id ?? '' }
}

for (const { locale, own, other } of [
  { locale: 'en-US', own: 'en', other: 'ru' },
  { locale: 'ru-RU', own: 'ru', other: 'en' },
]) {
  test(`a guest's landing (${locale}) fetches no schedule store and only its own dictionary's first part, compressed`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    const scripts = watchScripts(page)
    await page.goto('/')
    // The page is up in the browser's language.
    await expect(page.locator('html')).toHaveAttribute('lang', own)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')

    const files = names(scripts)
    expect(
      files.some((f) => f.startsWith('index-')),
      files.join(' '),
    ).toBe(true)
    expect(
      files.some((f) => f.startsWith(`${own}-first-`)),
      files.join(' '),
    ).toBe(true)
    expect(files.filter((f) => f.startsWith(`${own}-rest-`))).toEqual([])
    expect(files.filter((f) => f.startsWith(`${other}-`))).toEqual([])
    expect(files.filter((f) => /^(schedule-store|dexie)/.test(f))).toEqual([])
    // The entry (its compressed copy is made at build time) comes compressed.
    const entry = scripts.find((s) => s.file.startsWith('index-'))
    expect(entry?.encoding).toMatch(/^(br|gzip)$/)
    await context.close()
  })
}

test("a guest's catalogue draws its cards without loading zod (decision 0051)", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const withZod = watchZod(page)
  await page.goto('/trainers')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(withZod).toEqual([])
  // The same page still loads zod once a form needs it: the check above can see it.
  await page.goto('/login')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Enter your email')).toBeVisible()
  await expect.poll(() => withZod.length).toBeGreaterThan(0)
  await context.close()
})

test("a signed-in reader's trainer profile loads no zod, for its first page or after it (decision 0054)", async ({
  browser,
  request,
}) => {
  const { context, page, trainerId } = await sofiaBesideTopTrainer(browser, request)
  // The test above shows that watchZod sees zod when it loads.
  const withZod = watchZod(page)
  const synced = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/schedule')
  await page.goto(`/trainer-profile/${trainerId}`)
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  // What starts once the page has shown (the session check, the device's schedule and results
  // syncs) reads its answers without zod too.
  await synced
  await page.waitForLoadState('networkidle')
  expect(withZod).toEqual([])
  await context.close()
})

test('the schedule store and the rest of the dictionary load once a guest signs in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  const scripts = watchScripts(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill('sofia@trainly.local')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  expect(names(scripts).filter((f) => /^(schedule-store|en-rest-)/.test(f))).toEqual([])
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect.poll(() => names(scripts).filter((f) => f.startsWith('schedule-store')).length).toBe(1)
  await expect.poll(() => names(scripts).filter((f) => f.startsWith('en-rest-')).length).toBe(1)
  // A signed-in screen that reads the rest draws (the student's home lists the next sessions).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A reload with the session loads both parts at the start.
  const before = scripts.length
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const reloaded = names(scripts.slice(before))
  expect(reloaded.filter((f) => /^en-(first|rest)-/.test(f)).length, reloaded.join(' ')).toBe(2)
  await context.close()
})

test("a route's address names its own chunks and its language's dictionary in its page, each fetched once", async ({
  browser,
}) => {
  // Decision 0049: /trainers is served its built page, in the browser's language.
  const context = await browser.newContext({ locale: 'ru-RU' })
  const page = await context.newPage()
  const scripts = watchScripts(page)
  const response = await page.goto('/trainers')
  const html = (await response?.text()) ?? ''
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g),
  ].map((m) => m[1] ?? '')
  expect(
    preloaded.some((f) => f.startsWith('trainers-')),
    preloaded.join(' '),
  ).toBe(true)
  expect(
    preloaded.some((f) => f.startsWith('ru-first-')),
    preloaded.join(' '),
  ).toBe(true)
  // A guest's page: not the other language, not the signed-in rest of the dictionary.
  expect(preloaded.filter((f) => /^(en-|ru-rest-)/.test(f))).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await page.waitForLoadState('networkidle')
  // The route's own load found them named already: no second request for any of them.
  const files = names(scripts)
  for (const file of preloaded) expect(files.filter((f) => f === file).length, file).toBe(1)
  await context.close()
})

test("a trainer's profile asks for its reviews and plans beside the trainer, each once", async ({
  browser,
  request,
}) => {
  // Decision 0049 (addendum 2026-11-27): the route's loader starts them with the profile's own
  // requests; the cards show those answers and do not ask again.
  const { context, page, trainerId } = await sofiaBesideTopTrainer(browser, request)
  const events: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) events.push(`asked ${url.pathname}${url.search}`)
  })
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === `/api/trainers/${trainerId}`) events.push('the trainer answered')
  })
  await page.goto(`/trainer-profile/${trainerId}`)
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  await expect(page.locator('li.review').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const reviews = `asked /api/trainers/${trainerId}/reviews`
  const plans = `asked /api/plans?trainerId=${trainerId}`
  expect(
    events.filter((e) => e === reviews),
    events.join('\n'),
  ).toHaveLength(1)
  expect(
    events.filter((e) => e === plans),
    events.join('\n'),
  ).toHaveLength(1)
  const answered = events.indexOf('the trainer answered')
  expect(answered, events.join('\n')).toBeGreaterThan(-1)
  expect(events.indexOf(reviews), events.join('\n')).toBeLessThan(answered)
  expect(events.indexOf(plans), events.join('\n')).toBeLessThan(answered)
  await context.close()
})

test("a signed-in reader's trainer profile is asked for by the page itself, and the app takes each answer", async ({
  browser,
  request,
}) => {
  // Decision 0049 (addendum 2026-11-28, second): the inline script sends the profile's requests
  // while the page is parsed (the page's Content-Security-Policy allows it by its hash); the app's
  // client takes each of their answers instead of asking again.
  const { context, page, trainerId } = await sofiaBesideTopTrainer(browser, request)
  const refused: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  // Each fetch, with the document's state when it was called: only an inline script runs while the
  // document is still 'loading' (the app's modules run once it has been parsed).
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.defineProperty(window, '__fetchCalls', { value: calls })
    const original = window.fetch
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      calls.push(
        `${document.readyState} ${new URL(url, location.href).pathname}${new URL(url, location.href).search}`,
      )
      return original(input, init)
    }
  })
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`)
  })
  await page.goto(`/trainer-profile/${trainerId}`)
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const [early, calls] = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>
    return [w.__trainlyEarly === undefined ? 'dropped' : 'left', w.__fetchCalls as string[]] as const
  })
  for (const path of [
    `/api/trainers/${trainerId}`,
    `/api/trainers/${trainerId}/slots`,
    `/api/trainers/${trainerId}/reviewable-bookings`,
    `/api/trainers/${trainerId}/reviews`,
    `/api/plans?trainerId=${trainerId}`,
    // The reader's time zone, for the free trainings' times (decision 0054).
    '/api/user/profile',
  ]) {
    // Sent while the page was parsed, and not again by the app.
    expect(calls, calls.join('\n')).toContain(`loading ${path}`)
    expect(
      asked.filter((a) => a === path),
      `${path} in\n${asked.join('\n')}`,
    ).toHaveLength(1)
  }
  // What the app did not take is dropped once the page has drawn.
  expect(early).toBe('dropped')
  expect(refused).toEqual([])
  await context.close()
})

test("history from one trainer's profile straight to another's shows only that trainer's reviews", async ({
  browser,
  request,
}) => {
  // The reviews card is one per trainer (keyed): the page reused between two profiles must not
  // show the previous trainer's reviews under the next trainer's name while its own are asked.
  const trainers = (await (await request.get('/api/trainers?sort=rating')).json()) as {
    data: { id: string; firstName: string }[]
  }
  const firstComment = async (id: string) => {
    const page = (await (await request.get(`/api/trainers/${id}/reviews`)).json()) as {
      data: { comment: string | null }[]
    }
    return page.data.find((r) => r.comment)?.comment ?? ''
  }
  const [a, b] = trainers.data
  if (!a || !b) throw new Error('the demo has two trainers')
  const [aComment, bComment] = [await firstComment(a.id), await firstComment(b.id)]
  expect(aComment, 'the first trainer has a review with a comment').not.toBe('')
  expect(bComment, 'the second trainer has a review with a comment').not.toBe('')
  expect(aComment).not.toBe(bComment)

  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signInAsSofia(page)
  // One document throughout: the catalogue, the first trainer, home (the header's logo), the
  // catalogue, the second trainer.
  const trainersTab = page.locator('.tab-bar').getByRole('link', { name: /^Trainers/ })
  await trainersTab.click()
  await page.locator(`a[href="/trainer-profile/${a.id}"]`).first().click()
  await expect(page.getByText(aComment, { exact: true })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Trainly' }).click()
  await trainersTab.click()
  await page.locator(`a[href="/trainer-profile/${b.id}"]`).first().click()
  await expect(page.getByText(bComment, { exact: true })).toBeVisible()
  // From now on the first trainer's reviews answer slowly.
  await page.route(`**/api/trainers/${a.id}/reviews*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.evaluate(() => history.go(-3))
  await expect(page).toHaveURL(new RegExp(`/trainer-profile/${a.id}$`))
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(a.firstName) })).toBeVisible()
  // Read once, not retried: the second trainer's reviews are not on the first trainer's page
  // while the first trainer's own are still on their way.
  expect(await page.getByText(bComment, { exact: true }).count()).toBe(0)
  await expect(page.getByText(aComment, { exact: true })).toBeVisible()
  await context.close()
})

test('the catalogue fetches the photos on screen, and one far down the list once scrolled to', async ({
  browser,
}) => {
  // Avatars are lazy: a long list on a phone does not spend its first load on photos nobody sees.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const photos: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/uploads/avatars/')) photos.push(new URL(r.url()).pathname)
  })
  await page.goto('/trainers')
  const cards = page.locator('.trainer-card')
  await expect(cards.first().locator('img.avatar')).toHaveJSProperty('complete', true)
  await page.waitForLoadState('networkidle')
  const count = await cards.count()
  expect(count, 'the demo catalogue is longer than a few screens').toBeGreaterThan(10)
  const last = cards.last().locator('img.avatar')
  const lastPhoto = new URL((await last.getAttribute('src')) ?? '', page.url()).pathname
  expect(photos).not.toContain(lastPhoto)
  expect(photos.length).toBeLessThan(count)
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveJSProperty('complete', true)
  expect(await last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(photos).toContain(lastPhoto)
  await context.close()
})
