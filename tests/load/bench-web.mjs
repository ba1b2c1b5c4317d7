// `npm run bench:web` (issue 19): Lighthouse (mobile, simulated slow 4G: its defaults) in
// Debian's Chromium against the built app served as in production, on `/`, `/trainers` and a
// trainer's profile; prints the performance and accessibility scores, the metrics behind the
// first, and the audits that cost points. Goals: both scores ≥ 95 (exit 1 below). Not in CI.
// Chromium: /usr/bin/chromium (CHROME_PATH to change), started with the flags this machine needs.
// BENCH_WEB_REPORTS=<dir> also writes each page's whole Lighthouse result (lhr JSON) there, to read
// what the score does not say (critical-request-chains, network-requests, bootup-time, …).
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const GOAL = 95
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

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
  const pages = [
    ['/', `${base}/`],
    ['/trainers', `${base}/trainers`],
    ['trainer profile', `${base}/trainer-profile/${trainers.data[0].id}`],
  ]
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  for (const [name, url] of pages) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
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
    const perf = Math.round(categories.performance.score * 100)
    const a11y = Math.round(categories.accessibility.score * 100)
    const ok = perf >= GOAL && a11y >= GOAL
    failed ||= !ok
    const metric = (id) => audits[id]?.displayValue ?? '-'
    console.log(
      `${ok ? '✓' : '✗'} ${name.padEnd(16)} performance ${perf}, accessibility ${a11y} (goal ≥ ${GOAL})  ` +
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
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
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
