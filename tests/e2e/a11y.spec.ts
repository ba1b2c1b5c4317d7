import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, expect, type Frame, type Page, test } from '@playwright/test'
import { ROUTE_TABLE, type RouteSpec } from '#shared/routes.ts'
import { FAKE_BOT_TOKEN } from '../../mock-telegram/bot-api.ts'
import { startTelegramHost, type TelegramHost } from '../../mock-telegram/host-server.ts'
import { logInThroughForm } from './support.ts'

// Issue 20's accessibility check: axe (WCAG 2.0/2.1 A and AA rules) on every route of the route
// table (src/shared/routes.ts, the table the router is held to) that a guest, a student, a trainer
// and an admin can open, in light and dark, in English and Russian, at 390 px; and a handful of
// screens inside the mock Telegram host in its light and dark themes. Any violation fails; the
// rules are never switched off to pass.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const APP_URL = `http://127.0.0.1:${APP_PORT}`
const PHONE = { width: 390, height: 844 }

type Role = 'guest' | 'student' | 'trainer' | 'admin'
const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = {
  student: 'student@trainly.local',
  trainer: 'anna.yoga@trainly.local',
  admin: 'admin@trainly.local',
}

const staffOnly = (r: RouteSpec) => r.checks.includes('admin') || r.checks.includes('moderator')
const guestsOnly = (r: RouteSpec) => r.checks.includes('redirect-auth')
const needsLogin = (r: RouteSpec) => r.checks.includes('auth') || staffOnly(r)

/** The routes each reader opens: a guest the open ones, users everything but guest-only and staff pages. */
const ROUTES_OF: Record<Role, readonly RouteSpec[]> = {
  guest: ROUTE_TABLE.filter((r) => !needsLogin(r)),
  student: ROUTE_TABLE.filter((r) => !guestsOnly(r) && !staffOnly(r)),
  trainer: ROUTE_TABLE.filter((r) => !guestsOnly(r) && !staffOnly(r)),
  admin: ROUTE_TABLE.filter(staffOnly),
}

const VARIANTS = [
  { colorScheme: 'light', language: 'en' },
  { colorScheme: 'dark', language: 'en' },
  { colorScheme: 'light', language: 'ru' },
  { colorScheme: 'dark', language: 'ru' },
] as const
type Variant = (typeof VARIANTS)[number]

/** One line per violation and node: rule, impact, where, why. */
function listViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  )
}

/** Waits for a screen to have loaded: its heading shown and no loader's spinner left. */
async function settled(page: Page | Frame) {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('.spinner')).toHaveCount(0)
}

async function logIn(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await logInThroughForm(page, email)
  return { context, page }
}

/** The first demo id a list screen links to, for the routes with an id. */
async function firstLinkedId(page: Page, listPath: string, pattern: RegExp) {
  await page.goto(listPath)
  await settled(page)
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((h) => pattern.exec(h)?.[1]).find(Boolean)
}

const ID_SOURCES: Record<string, { list: string; pattern: RegExp }> = {
  '/trainer-profile/$id': { list: '/trainers', pattern: /^\/trainer-profile\/([0-9a-f-]{36})/ },
  '/student/subscriptions/$id': {
    list: '/student/subscriptions',
    pattern: /^\/student\/subscriptions\/([0-9a-f-]{36})/,
  },
  '/trainer/subscriptions/$id': {
    list: '/trainer/subscriptions',
    pattern: /^\/trainer\/subscriptions\/([0-9a-f-]{36})/,
  },
}

/** The paths to open for a role: parameters filled from demo data, a route without one skipped. */
async function pathsFor(role: Role, page: Page): Promise<string[]> {
  const paths: string[] = []
  for (const route of ROUTES_OF[role]) {
    if (!route.path.includes('$')) {
      paths.push(route.path)
      continue
    }
    const source = ID_SOURCES[route.path]
    const id = source ? await firstLinkedId(page, source.list, source.pattern) : undefined
    if (id) paths.push(route.path.replace('$id', id))
  }
  return paths
}

/** A signed-in reader's cookies (the tokens) and local storage, to open more contexts as them. */
interface SignedIn {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>
  storage: Record<string, string>
}

async function contextFor(browser: Browser, variant: Variant, signedIn?: SignedIn) {
  const context = await browser.newContext({
    viewport: PHONE,
    colorScheme: variant.colorScheme,
    locale: variant.language === 'ru' ? 'ru-RU' : 'en-US',
  })
  if (signedIn) await context.addCookies(signedIn.cookies)
  await context.addInitScript(
    ({ storage, language }) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
      localStorage.setItem('language', language)
    },
    { storage: signedIn?.storage ?? {}, language: variant.language },
  )
  return context
}

/** Opens each path and runs axe on it; returns every violation, named by its path. */
async function audit(page: Page, paths: readonly string[]) {
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await settled(page)
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    test.info().annotations.push({ type: 'axe', description: `${path}: ${violations.length}` })
    problems.push(...listViolations(violations).map((line) => `${path}: ${line}`))
  }
  return problems
}

// A long walk on a shared machine: room to finish, not a timed assertion.
test.describe.configure({ timeout: 900_000 })

/**
 * Every variant for guests; signed-in readers see each screen in light English and dark Russian,
 * so that every route meets both colour schemes and both languages (their shell and contrast
 * are the guest's: all four on each of their screens would quadruple the walk for little news).
 */
const VARIANTS_OF: Record<Role, readonly Variant[]> = {
  guest: VARIANTS,
  student: [VARIANTS[0], VARIANTS[3]],
  trainer: [VARIANTS[0], VARIANTS[3]],
  admin: [VARIANTS[0], VARIANTS[3]],
}

for (const role of ['guest', 'student', 'trainer', 'admin'] as const) {
  test(`axe finds no WCAG 2.1 A/AA violation on the ${role}'s screens, light and dark, en and ru`, async ({
    browser,
  }) => {
    let signedIn: SignedIn | undefined
    let paths: string[]
    if (role === 'guest') {
      paths = await pathsForGuest(browser)
    } else {
      const { context, page } = await logIn(browser, ACCOUNTS[role])
      paths = await pathsFor(role, page)
      signedIn = {
        cookies: await context.cookies(),
        storage: await page.evaluate(() => ({ ...localStorage })),
      }
      await context.close()
    }
    expect(paths.length).toBeGreaterThan(3)
    const problems: string[] = []
    for (const variant of VARIANTS_OF[role]) {
      const context = await contextFor(browser, variant, signedIn)
      const page = await context.newPage()
      const found = await audit(page, paths)
      problems.push(...found.map((p) => `[${variant.colorScheme} ${variant.language}] ${p}`))
      await context.close()
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}

async function pathsForGuest(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE })
  const paths = await pathsFor('guest', await context.newPage())
  await context.close()
  return paths
}

// ---- inside Telegram ------------------------------------------------------------------------

const TELEGRAM_PATHS = ['/', '/trainers', '/schedule', '/notifications', '/settings', '/profile-edit']

test.describe('inside the mock Telegram host', () => {
  let host: TelegramHost
  test.beforeAll(async () => {
    host = await startTelegramHost({
      appUrl: APP_URL,
      botToken: FAKE_BOT_TOKEN,
      botApi: `http://127.0.0.1:${APP_PORT + 1000}`,
      port: APP_PORT + 2000,
    })
  })
  test.afterAll(async () => {
    await host?.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const user of ['en', 'ru'] as const) {
      test(`axe finds no violation in the ${theme} Telegram theme (${user})`, async ({ page }) => {
        await page.setViewportSize(PHONE)
        const problems: string[] = []
        for (const path of TELEGRAM_PATHS) {
          await page.goto(host.pageUrl({ user, theme, platform: 'android', path }))
          await expect(page.locator('[data-testid="tg-ready"]')).toHaveText('yes')
          // The host page and the Mini App's frame; only the app's nodes (named by frame, then
          // element) count: the mock host's own page is not the product.
          const inApp = (n: { target: readonly unknown[] }) => n.target.length > 1
          let result: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined
          // The Mini App signs in and may replace its document after the first paint; a run that
          // met no app node analysed a frame on its way out, and is made again on the settled one.
          await expect(async () => {
            const frame = page.frames().find((f) => f.url().startsWith(APP_URL))
            if (!frame) throw new Error('the Mini App frame is not loaded')
            await settled(frame)
            result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
            expect(result.passes.some((rule) => rule.nodes.some(inApp))).toBe(true)
          }).toPass({ timeout: 30_000 })
          const { violations } = result!
          const appViolations = violations
            .map((v) => ({ ...v, nodes: v.nodes.filter(inApp) }))
            .filter((v) => v.nodes.length > 0)
          problems.push(...listViolations(appViolations).map((line) => `${path}: ${line}`))
        }
        expect(problems, problems.join('\n')).toEqual([])
      })
    }
  }
})
