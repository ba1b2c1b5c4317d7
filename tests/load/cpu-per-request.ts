// `npx tsx tests/load/cpu-per-request.ts` (decision 0033, addendum): the server's own CPU time and
// database round trips per request for bench.ts's hot calls, in-process (`inject`, one request
// at a time). On a machine shared with others, req/s moves with their load; the CPU time a
// request costs the Node process moves far less, so this is how a change is measured before →
// after there. PostgreSQL's time is not in it: the queries per request stand for it.
// Env: CPU_REQUESTS (default 300 a call), CPU_SERIALIZATION (compiled | zod | checked).
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { connectDatabase, migrateDatabase } from '#server/db/client.ts'
import { ensureDatabase, startEmbeddedPostgres } from '#server/db/embedded.ts'
import { seedDemoData } from '#server/demo/seed.ts'
import type { ResponseSerialization } from '#server/http/response-serializer.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone, scheduleWindow } from '#shared/time.ts'
import { BUSY_TRAINER_EMAIL, seedBusyTrainer } from './scale-seed.ts'

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 300)
const SERIALIZATION = (process.env.CPU_SERIALIZATION ?? 'compiled') as ResponseSerialization

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trainly-cpu-'))
chmodSync(dataDir, 0o755)
const postgres = await startEmbeddedPostgres(path.join(dataDir, 'postgres'))
try {
  const url = postgres.urlFor('trainly')
  await ensureDatabase(postgres.url, 'trainly')
  const database = connectDatabase(url, { max: 10 })
  await migrateDatabase(database)
  await seedDemoData(database.db)
  const {
    rows: [demo],
  } = await database.pool.query(`select id, password_hash from users where email = 'student@trainly.local'`)
  await seedBusyTrainer(url, demo.password_hash)
  await database.pool.query('analyze')

  // Every statement the app sends goes through a client's query (the pool's too): counted.
  let queries = 0
  const clientQuery = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries++
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof clientQuery

  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: path.join(dataDir, 'app'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: 'true',
    }),
    database,
    jwtSecret: randomBytes(32).toString('base64url'),
    responseSerialization: SERIALIZATION,
  })
  const login = async (email: string) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'trainly-demo' },
    })
    if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.statusCode} ${r.body}`)
    return r.json() as { token: string; user: { id: string } }
  }
  const student = await login('student@trainly.local')
  const busy = await login(BUSY_TRAINER_EMAIL)
  const window = scheduleWindow(dateInZone(clock.now(), 'Europe/Moscow'))
  const scheduleUrl = `/api/schedule?startDate=${window.startDate}&endDate=${window.endDate}`
  const cases = [
    { name: 'GET /api/health', url: '/api/health', headers: {} },
    {
      name: 'GET /api/user/profile',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${student.token}` },
    },
    { name: 'GET /api/trainers?specialization=yoga', url: '/api/trainers?specialization=yoga', headers: {} },
    {
      name: 'GET /api/schedule student',
      url: scheduleUrl,
      headers: {
        authorization: `Bearer ${student.token}`,
        'x-user-id': student.user.id,
        'x-user-role': 'student',
      },
    },
    {
      name: 'GET /api/schedule trainer (200 × 5)',
      url: scheduleUrl,
      headers: { authorization: `Bearer ${busy.token}`, 'x-user-id': busy.user.id, 'x-user-role': 'trainer' },
    },
  ]
  console.log(`serialization: ${SERIALIZATION}, ${REQUESTS} requests a call, one at a time`)
  console.log(`${'call'.padEnd(40)} ${'CPU µs/req'.padStart(10)} ${'wall ms/req'.padStart(11)} queries/req`)
  for (const c of cases) {
    const call = async () => {
      const r = await app.inject({ method: 'GET', url: c.url, headers: c.headers })
      if (r.statusCode !== 200) throw new Error(`${c.name}: ${r.statusCode} ${r.body}`)
    }
    for (let i = 0; i < 100; i++) await call()
    queries = 0
    const cpu = process.cpuUsage()
    const started = performance.now()
    for (let i = 0; i < REQUESTS; i++) await call()
    const wall = performance.now() - started
    const used = process.cpuUsage(cpu)
    console.log(
      `${c.name.padEnd(40)} ${((used.user + used.system) / REQUESTS).toFixed(0).padStart(10)} ${(wall / REQUESTS).toFixed(2).padStart(11)} ${(queries / REQUESTS).toFixed(2).padStart(11)}`,
    )
  }
  await app.close()
  await database.close()
} finally {
  await postgres.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
