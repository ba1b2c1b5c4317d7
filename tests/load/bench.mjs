// `npm run bench`: load benchmarks of the production server against README's budgets.
// Starts the built server on a fresh embedded database with demo data, signs in a demo
// student, then drives each endpoint with autocannon from this machine (loopback only).
// Never part of CI's pass/fail: this machine is shared and noisy.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

/** p99 latency budgets in milliseconds (README "Performance budgets"). */
const CASES = [
  { name: 'GET /api/health', path: '/api/health', p99Ms: 50 },
  { name: 'GET /api/user/profile', path: '/api/user/profile', auth: true, p99Ms: 100 },
  { name: 'GET /api/trainers?specialization=yoga', path: '/api/trainers?specialization=yoga', p99Ms: 150 },
  {
    name: 'GET /api/trainers?q=yoga&sort=price_asc',
    path: '/api/trainers?q=yoga&sort=price_asc',
    p99Ms: 150,
  },
  // The whole SPEC.md window (6 months back, 12 forward) of the demo student, and a trainer's
  // free slots for 14 days; paths and headers are filled in once logged in.
  { name: 'GET /api/schedule (student, full window)', path: 'schedule', auth: true, p99Ms: 150 },
  { name: 'GET /api/trainers/{id}/slots', path: 'slots', auth: true, p99Ms: 150 },
]

const isoDate = (d) => d.toISOString().slice(0, 10)
const monthsFromNow = (months) => {
  const d = new Date()
  d.setUTCMonth(d.getUTCMonth() + months)
  return isoDate(d)
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trainly-bench-'))
chmodSync(dataDir, 0o755)
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 300) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@trainly.local', password: 'trainly-demo' }),
  }).then((r) => r.json())

  const anna = await fetch(`${base}/api/trainers?q=Anna`, {
    headers: { authorization: `Bearer ${login.token}` },
  }).then((r) => r.json())
  const pathOf = (c) =>
    c.path === 'schedule'
      ? `/api/schedule?startDate=${monthsFromNow(-6)}&endDate=${monthsFromNow(12)}`
      : c.path === 'slots'
        ? `/api/trainers/${anna.data[0].id}/slots`
        : c.path
  const headersOf = (c) =>
    c.auth
      ? {
          authorization: `Bearer ${login.token}`,
          ...(c.path === 'schedule' ? { 'x-user-id': login.user.id, 'x-user-role': 'student' } : {}),
        }
      : {}

  let failed = false
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each\n`)
  for (const c of CASES) {
    const result = await autocannon({
      url: `${base}${pathOf(c)}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: headersOf(c),
    })
    const p99 = result.latency.p99
    const ok = p99 <= c.p99Ms && result.non2xx === 0 && result.errors === 0
    failed ||= !ok
    console.log(
      `${ok ? '✓' : '✗'} ${c.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${p99} ms (budget ${c.p99Ms} ms), non-2xx ${result.non2xx}`,
    )
  }
  process.exitCode = failed ? 1 : 0
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
