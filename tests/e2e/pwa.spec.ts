import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import {
  buildIdOf,
  chunkOf,
  ensureNextBuild,
  NEXT_BUILD_ID,
  type PwaServer,
  startPwaServer,
} from './pwa-server.ts'
import { reloadOffline } from './support.ts'

// Issue 7's PWA checks in Chromium: the built app is installable (Chromium's own check), a second
// build served while the app is open brings the update prompt and Update shows the new build, a
// missing page chunk after a new build reloads once and not in a loop, pages that need the network
// say they are offline, and the installed app reports itself once. Decision 0012.

const PNG_SIZE = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

/** Waits until the service worker at /sw.js controls the page. */
async function controlledByServiceWorker(page: Page) {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(new URL(script ?? '').pathname).toBe('/sw.js')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** What the app does when the window gets the focus: checks builds/latest.json. */
async function focusWindow(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
}

/** Counts full loads of the page's document (first load and reloads). */
function countLoads(page: Page) {
  const loads: string[] = []
  page.on('load', () => loads.push(new URL(page.url()).pathname))
  return loads
}

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('serves a complete manifest with its icons', async ({ request }) => {
    const answer = await request.get('/manifest.webmanifest')
    expect(answer.ok()).toBe(true)
    const manifest = (await answer.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Trainly',
      short_name: 'Trainly',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    })
    const sizes = async (icon: { src: string }) => PNG_SIZE(await (await request.get(icon.src)).body())
    const any = manifest.icons.filter((i) => (i.purpose ?? 'any') === 'any')
    const maskable = manifest.icons.filter((i) => i.purpose === 'maskable')
    expect(any.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512'])
    for (const icon of [...any, ...maskable]) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(await sizes(icon), icon.src).toEqual({ width, height })
    }
    expect(maskable).toHaveLength(1)
  })

  test('registers /sw.js, which controls the page, and passes Chromium’s installability check', async ({
    baseURL,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which a new context is: this
    // check runs in a profile on disk.
    const profile = testInfo.outputPath('profile')
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')
      await controlledByServiceWorker(page)
      const cdp = await context.newCDPSession(page)
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      // The check Lighthouse's installable-manifest audit ran (decision 0012).
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('opens other pages offline from the service worker, with an offline state for their data', async ({
    page,
    context,
  }) => {
    await page.goto('/trainers')
    await expect(page.getByRole('heading', { level: 1, name: 'Find a trainer' })).toBeVisible()
    await controlledByServiceWorker(page)
    await reloadOffline(page)
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await expect(page.getByText('This page needs a connection.')).toBeVisible()
    // Back online, the page loads its data by itself.
    await context.setOffline(false)
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Find a trainer' })).toBeVisible()
  })
})

test.describe('installed app', () => {
  // Chromium cannot open an installed window under test; the display mode is what the app reads.
  test('sends POST /api/pwa/dismiss once when running installed and logged in', async ({ page }) => {
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window)
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
          : matchMedia(query)
    })
    let dismissals = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/pwa/dismiss') dismissals += 1
    })
    await page.goto('/')
    await page.goto('/login')
    expect(dismissals).toBe(0)
    await page.getByRole('textbox', { name: 'Email' }).fill('student@trainly.local')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/pwa/dismiss')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const response = await answer
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'success', installedAt: expect.any(String) })
    // The app remembers the report once the server has it…
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => key.startsWith('pwaInstalledReported:')),
    )
    // …and at the next start decides in the same step as its first build check: once that check
    // has its answer, a second report would have been sent already.
    const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json')
    await page.reload()
    await started
    await expect(page.getByRole('main')).toBeVisible()
    expect(dismissals).toBe(1)
  })
})

test.describe('a new build while the app is open', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let server: PwaServer
  let firstBuildId: string

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    ensureNextBuild()
    firstBuildId = buildIdOf('dist/client')
    expect(firstBuildId).not.toBe(NEXT_BUILD_ID)
    // The About page shows the build id, so its chunk differs between the two builds.
    expect(chunkOf('first', 'about')).not.toBe(chunkOf('next', 'about'))
    server = await startPwaServer()
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  /**
   * The app's own build check at start, answered. The check runs after the first page shows, and
   * a check in flight is not started again: a build swapped before its answer would be missed by
   * the focus check that joined it, and found only by the next one.
   */
  function firstBuildCheck(page: Page) {
    return page.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json')
  }

  async function openPage(browser: Browser, serviceWorkers: 'allow' | 'block') {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers })
    return context.newPage()
  }

  test('shows the update prompt, and Update reloads into the new build', async ({ browser }) => {
    server.serve('first')
    const page = await openPage(browser, 'allow')
    const checked = firstBuildCheck(page)
    await page.goto('/about')
    await controlledByServiceWorker(page)
    await expect(page.getByTestId('build-id')).toHaveText(firstBuildId)
    const prompt = page.getByRole('region', { name: 'A new version of Trainly is ready' })
    await expect(prompt).toBeHidden()
    await checked

    server.serve('next')
    await focusWindow(page)
    await expect(prompt).toBeVisible()
    // Later hides it; the old build keeps working from the service worker meanwhile.
    await prompt.getByRole('button', { name: 'Later' }).click()
    await expect(prompt).toBeHidden()
    await page.reload()
    await expect(page.getByTestId('build-id')).toHaveText(firstBuildId)
    await expect(prompt).toBeVisible()

    const loads = countLoads(page)
    await prompt.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByTestId('build-id')).toHaveText(NEXT_BUILD_ID)
    await expect(prompt).toBeHidden()
    expect(loads).toEqual(['/about'])
    await page.context().close()
  })

  test('a page chunk gone after a new build reloads the page once, into the new build', async ({
    browser,
  }) => {
    server.serve('first')
    const page = await openPage(browser, 'block')
    const checked = firstBuildCheck(page)
    await page.goto('/help')
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
    await checked
    server.serve('next')
    await focusWindow(page)
    // Without a service worker the next load is the new build: the prompt offers it.
    await expect(page.getByRole('region', { name: 'A new version of Trainly is ready' })).toBeVisible()

    const loads = countLoads(page)
    const missing = page.waitForResponse((r) => r.url().endsWith(`/assets/${chunkOf('first', 'about')}`))
    // The reloaded page's own build check at start: after its answer nothing is left to reload for.
    const reloadedCheck = page.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json')
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
    expect((await missing).status()).toBe(404)
    await reloadedCheck
    // The About page rendered from the new build's own chunk: no chunk error is left to recover from.
    await expect(page.getByTestId('build-id')).toHaveText(NEXT_BUILD_ID)
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    await expect.poll(() => loads).toEqual(['/about'])
    await page.context().close()
  })

  test('a chunk missing from the new build too reloads once, not in a loop', async ({ browser }) => {
    server.serve('first')
    const page = await openPage(browser, 'block')
    const checked = firstBuildCheck(page)
    await page.goto('/help')
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
    await checked
    // A broken deploy: the new build lacks its own About chunk.
    server.serve('next', { without: [`assets/${chunkOf('next', 'about')}`] })
    await focusWindow(page)
    await expect(page.getByRole('region', { name: 'A new version of Trainly is ready' })).toBeVisible()

    const loads = countLoads(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
    // The error page shows only once the reload guard refused a second reload (before that, the
    // page shows "Loading the new version" and reloads): so the decision is made when it is visible.
    await expect(page.getByRole('heading', { level: 1, name: 'Could not load this page' })).toBeVisible()
    await expect.poll(() => loads).toEqual(['/about'])
    // The guard's mark of the one reload is what keeps it from looping.
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('pageReloadGuard:')),
      ),
    ).toEqual(['pageReloadGuard:/about'])
    await page.context().close()
  })
})
