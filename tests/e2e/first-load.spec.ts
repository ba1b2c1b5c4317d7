import { expect, type Page, test } from '@playwright/test'
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
