// `npm run bench:web` (issue 19): Lighthouse (mobile, simulated slow 4G: its defaults) in
// Debian's Chromium against the built app served as in production, on `/`, `/trainers` and a
// trainer's profile; prints the performance and accessibility scores, the metrics behind the
// first, and the audits that cost points. Goals: both scores ≥ 95 (exit 1 below). Not in CI.
// Chromium: scripts/chromium.mjs (/usr/bin/chromium, CHROMIUM_PATH to change, the flags this machine needs).
// BENCH_WEB_REPORTS=<dir> also writes each page's whole Lighthouse result (lhr JSON) there, to read
// what the score does not say (critical-request-chains, network-requests, bootup-time, …).
// Then, offline: the schedule's first paint from the device's store against the bare React +
// TanStack Router app served by the same service worker (built into this run's build under
// /bench-baseline/), medians over OFFLINE_RUNS loads each; goal ≤ 1.5× (decision 0045).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { build } from 'vite'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

const GOAL = 95
const OFFLINE_GOAL = 1.5
// One load moves by ±25% on this shared machine (the bare app: 284–527 ms in one run): 15 loads each
// keep the medians steadier than 9 did (decision 0052).
const OFFLINE_RUNS = Number(process.env.OFFLINE_RUNS ?? 15)
const WEB_RUNS = Number(process.env.WEB_RUNS ?? 3)
const CHROME_FLAGS = ['--headless=new', '--disable-quic', '--no-first-run', ...chromiumArgs]

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

// The build: the bare app first (base /bench-baseline/), then Trainly's with it inside.
const baselineDir = mkdtempSync(path.join(os.tmpdir(), 'trainly-bench-baseline-'))
await build({
  configFile: path.resolve('tests/load/baseline-app/vite.config.ts'),
  base: '/bench-baseline/',
  build: { outDir: baselineDir, emptyOutDir: true },
})
const built = spawnSync('npm', ['run', 'build', '--silent'], {
  env: { ...process.env, BENCH_BASELINE_DIR: baselineDir },
  stdio: ['ignore', 'ignore', 'inherit'],
})
rmSync(baselineDir, { recursive: true, force: true })
if (built.status !== 0) throw new Error('npm run build failed')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trainly-bench-web-'))
chmodSync(dataDir, 0o755)
const port = await freePort()
const base = `http://localhost:${port}`
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
let chrome
let failed = false

/**
 * Signs the demo student in through the login page, in Lighthouse's Chromium, then empties what a
 * first visit would not have (HTTP cache, service worker, Cache Storage), keeping the session in
 * localStorage: the page is then measured cold, as a signed-in user's first load.
 */
async function signInColdly(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    const cdp = await page.createCDPSession()
    // Signed out first: the run before this one left its session, and /login would send it home.
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' })
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' })
    await page.type('input[name=email]', 'student@trainly.local')
    await page.type('input[name=password]', 'trainly-demo')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => localStorage.getItem('isAuthenticated') === 'true', { timeout: 30_000 })
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    })
    await page.close()
  } finally {
    await browser.disconnect()
  }
}
/** Marks, in every document, the frame after an `article` and an `h1` first appear in it. */
const PAINT_MARKER = `(() => {
  const shown = {}
  Object.defineProperty(window, '__benchShown', { value: shown })
  const look = () => {
    for (const selector of ['article', 'h1']) {
      if (selector in shown || !document.querySelector(selector)) continue
      shown[selector] = 0
      requestAnimationFrame(() => { shown[selector] = performance.now() })
    }
  }
  new MutationObserver(look).observe(document, { childList: true, subtree: true })
})()`
/** One Lighthouse run of the page (mobile, simulated slow 4G: its defaults); its result (lhr). */
async function measure(url, signedIn) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's reset would sign the user out; signInColdly has emptied everything else.
    disableStorageReset: signedIn,
  })
  return lhr
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The schedule's first paint offline, from the device's store, against the bare app's, both served
 * by the service worker: the demo student signs in afresh, the schedule syncs to the device, the
 * worker takes the page; then, offline and with the CPU 4× slower (Lighthouse's mobile setting),
 * each is loaded in turn, and the time from the navigation's start to the frame after its first
 * `article` (a schedule card) or `h1` (the bare app's page) appeared is taken.
 */
async function offlineFirstPaint(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    const cdp = await page.createCDPSession()
    await page.goto(`${base}/bench-baseline/`, { waitUntil: 'networkidle0' })
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' })
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' })
    await page.type('input[name=email]', 'student@trainly.local')
    await page.type('input[name=password]', 'trainly-demo')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => localStorage.getItem('isAuthenticated') === 'true', { timeout: 30_000 })
    // The sign-in creates the device database: the next page load waits until it exists. A page
    // left while creating it can stay frozen in the back/forward cache holding it, and the next
    // page's open then waits without end (decision 0045: found here, not fixed yet).
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('trainly')
          open.onupgradeneeded = () => open.transaction?.abort()
          open.onsuccess = () => {
            resolve(open.result.objectStoreNames.contains('schedule'))
            open.result.close()
          }
          open.onerror = () => resolve(false)
        }),
      { timeout: 30_000, polling: 200 },
    )
    await page.waitForNetworkIdle()
    await page.goto(`${base}/schedule`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('article', { timeout: 30_000 })
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 })
    await page.waitForSelector('article', { timeout: 30_000 })

    await page.evaluateOnNewDocument(PAINT_MARKER)
    await page.setOfflineMode(true)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const shown = async (url, selector) => {
      await page.goto(url)
      const at = await page.waitForFunction(
        (s) => window.__benchShown?.[s] || undefined,
        { timeout: 60_000 },
        selector,
      )
      return at.jsonValue()
    }
    const times = { schedule: [], bare: [] }
    // The first load of each is not counted: the worker and V8's code cache warm up on it.
    for (let i = 0; i <= OFFLINE_RUNS; i++) {
      const schedule = await shown(`${base}/schedule`, 'article')
      const bare = await shown(`${base}/bench-baseline/`, 'h1')
      if (i === 0) continue
      times.schedule.push(schedule)
      times.bare.push(bare)
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.setOfflineMode(false)
    await page.close()
    return { schedule: median(times.schedule), bare: median(times.bare), times }
  } finally {
    await browser.disconnect()
  }
}

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 1500) throw new Error('the server did not start within 5 minutes')
    await new Promise((r) => setTimeout(r, 200))
  }
  const trainers = await fetch(`${base}/api/trainers`).then((r) => r.json())
  // A trainer's profile needs a signed-in user (SPEC.md §3): measured as the demo student sees it.
  const pages = [
    ['/', `${base}/`, false],
    ['/trainers', `${base}/trainers`, false],
    ['trainer profile', `${base}/trainer-profile/${trainers.data[0].id}`, true],
    // For reference, not judged: the bare React + TanStack Router app (a heading and two links),
    // served by the same server. What this machine's Lighthouse gives the least app on our stack.
    ['bare app', `${base}/bench-baseline/`, false, true],
  ]
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  })
  // BENCH_WEB_OFFLINE_ONLY=1 measures only the offline first paint (no Lighthouse);
  // BENCH_WEB_PAGES=/trainers,profile only the pages whose names contain one of these words (and
  // the offline first paint only if one word is 'offline').
  const only = process.env.BENCH_WEB_PAGES?.split(',')
  const chosen = pages.filter(([name]) => !only || only.some((word) => name.includes(word)))
  for (const [name, url, signedIn, reference] of process.env.BENCH_WEB_OFFLINE_ONLY ? [] : chosen) {
    // Each page WEB_RUNS times: one build's score spreads over 5–15 points between runs on this
    // shared machine (decision 0049). The run with the median performance score is the one shown.
    const runs = []
    for (let run = 0; run < WEB_RUNS; run++) {
      if (signedIn) await signInColdly(chrome.port)
      runs.push(await measure(url, signedIn))
    }
    const scores = runs.map((r) => r.categories.performance.score)
    const result = { lhr: runs.find((r) => r.categories.performance.score === median(scores)) }
    const spread = WEB_RUNS > 1 ? ` [runs: ${scores.map((x) => Math.round(x * 100)).join(', ')}]` : ''
    const { categories, audits } = result.lhr
    const reports = process.env.BENCH_WEB_REPORTS
    if (reports) {
      mkdirSync(reports, { recursive: true })
      const file = path.join(
        reports,
        `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`,
      )
      writeFileSync(file, JSON.stringify(result.lhr))
    }
    // A page that redirected (to /login, say) is not the page asked for: say so, and fail.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname
    if (landed !== new URL(url).pathname) {
      console.log(`✗ ${name}: asked for ${new URL(url).pathname}, measured ${landed}`)
      failed = true
    }
    // The reference is the bare app only if it ran nothing of Trainly's: its page once fell through
    // to Trainly's own (decision 0050), and the row then measured the app it is there to compare.
    const foreign = reference
      ? audits['network-requests'].details.items.filter(
          (r) => r.resourceType === 'Script' && !new URL(r.url).pathname.startsWith('/bench-baseline/'),
        )
      : []
    if (foreign.length > 0) {
      console.log(`✗ ${name}: ran scripts that are not the bare app's: ${foreign[0].url}`)
      failed = true
    }
    const perf = Math.round(categories.performance.score * 100)
    const a11y = Math.round(categories.accessibility.score * 100)
    const ok = perf >= GOAL && a11y >= GOAL
    if (!reference) failed ||= !ok
    const metric = (id) => audits[id]?.displayValue ?? '-'
    console.log(
      `${reference ? '·' : ok ? '✓' : '✗'} ${name.padEnd(16)} performance ${perf}, accessibility ${a11y} ` +
        `(${reference ? 'reference' : `goal ≥ ${GOAL}`})  ` +
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}${spread}`,
    )
    // What costs points: failing audits that weigh in a category, largest savings first.
    const weighed = new Set(
      [...categories.performance.auditRefs, ...categories.accessibility.auditRefs]
        .filter((ref) => ref.weight > 0 || ref.group === 'diagnostics')
        .map((ref) => ref.id),
    )
    const findings = Object.values(audits)
      .filter(
        (a) => weighed.has(a.id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
      )
      .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
      .slice(0, 6)
    for (const a of findings) console.log(`    - ${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`)
  }
  if (!only || only.includes('offline')) {
    const offline = await offlineFirstPaint(chrome.port)
    const ratio = offline.schedule / offline.bare
    const offlineOk = ratio <= OFFLINE_GOAL
    failed ||= !offlineOk
    console.log(
      `${offlineOk ? '✓' : '✗'} offline schedule  first paint ${Math.round(offline.schedule)} ms ÷ bare app ` +
        `${Math.round(offline.bare)} ms = ${ratio.toFixed(2)}× (goal ≤ ${OFFLINE_GOAL}×; medians of ${OFFLINE_RUNS}, ` +
        'both from the service worker, CPU 4× slower)',
    )
    // Every load, in order: a median hides whether the page is slow now and then or always.
    const each = (values) => values.map((v) => Math.round(v)).join(', ')
    console.log(`    schedule: ${each(offline.times.schedule)} ms`)
    console.log(`    bare app: ${each(offline.times.bare)} ms`)
  }
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
