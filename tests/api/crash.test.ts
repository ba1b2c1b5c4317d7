// Crash test (issue 15): the real server (src/server/main.ts, as `npm start` runs it, with its
// embedded PostgreSQL) on its own DATA_DIR and ports, under concurrent booking load through HTTP;
// the server and the PostgreSQL postmaster are killed with SIGKILL mid-load, the server is
// started again on the same DATA_DIR, and every booking that was acknowledged (2xx) must be
// there, with no training over its capacity. Twice: the server first, then the postmaster first.
//
// The server runs on the system clock (it is another process); "now" for the tokens signed here
// is the server's own, from its Date header, and the trainings' times are the database's now().
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#server/db/embedded.ts'
import { hashToken, signAccessToken } from '#server/http/tokens.ts'

const STUDENTS = 90
/** 48 places for 90 students trying each training: the second round fills them and is refused. */
const TRAININGS = 4
const CAPACITY = 12
/** Requests in flight at once. */
const CONCURRENCY = 12

interface Running {
  child: ChildProcess
  output: () => string
  exited: Promise<void>
}

let dataDir: string
let port: number
const started: Running[] = []

function startServer(): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      RATE_LIMIT_DISABLED: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += String(d)
  })
  child.stderr?.on('data', (d) => {
    output += String(d)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = { child, output: () => output, exited }
  started.push(running)
  return running
}

async function waitFor(running: Running, text: string, timeoutMs = 90_000) {
  const begun = performance.now()
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) {
      throw new Error(`server exited:\n${running.output()}`)
    }
    if (performance.now() - begun > timeoutMs)
      throw new Error(`timed out waiting for "${text}":\n${running.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const clusterDir = () => path.join(dataDir, 'postgres')

/** The postmaster's pid and port, from its postmaster.pid (absent when it is not running). */
function postmaster(): { pid: number; port: number } | undefined {
  const file = path.join(clusterDir(), 'postmaster.pid')
  if (!existsSync(file)) return undefined
  const lines = readFileSync(file, 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitUntilGone(pid: number, timeoutMs = 30_000) {
  const begun = performance.now()
  while (alive(pid)) {
    if (performance.now() - begun > timeoutMs) throw new Error(`process ${pid} did not exit`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The server (started once it answers), tried again while the killed cluster's backends linger. */
async function startUntilReady(): Promise<Running> {
  for (let attempt = 1; ; attempt += 1) {
    const server = startServer()
    try {
      await waitFor(server, 'ready on')
      return server
    } catch (error) {
      await server.exited
      const lingering = /shared memory block is still in use|lock file .* already exists/.test(
        server.output(),
      )
      if (!lingering || attempt >= 10) throw error
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}

async function database() {
  const pm = postmaster()
  if (!pm) throw new Error('PostgreSQL is not running')
  const password = (await readFile(`${clusterDir()}.password`, 'utf8')).trim()
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pm.port}/trainly`,
  })
  await client.connect()
  return client
}

const api = (pathname: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${pathname}`, init)

interface Student {
  id: string
  token: string
}

interface Acknowledged {
  bookingId: string
  studentId: string
  trainingId: string
}

/**
 * Students book the trainings, CONCURRENCY requests at a time, until `crashAfter` requests are
 * answered; then `crash` runs while requests are still in flight, and the load stops once the
 * server no longer answers.
 */
async function bookUnderLoad(
  students: Student[],
  trainingIds: string[],
  crashAfter: number,
  crash: () => Promise<void>,
): Promise<{ acknowledged: Acknowledged[]; refused: Record<string, number>; lost: number }> {
  const acknowledged: Acknowledged[] = []
  const refused: Record<string, number> = {}
  let lost = 0
  let crashed: Promise<void> | undefined
  let next = 0
  const attempts = students.flatMap((s, i) =>
    trainingIds.map((_, j) => ({ student: s, trainingId: trainingIds[(i + j) % trainingIds.length]! })),
  )
  const worker = async () => {
    while (next < attempts.length) {
      const { student, trainingId } = attempts[next++]!
      try {
        const res = await api('/api/bookings', {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ trainingId, payWith: 'free' }),
        })
        const body = (await res.json()) as { data?: { id: string }; code?: string }
        if (res.status >= 200 && res.status < 300) {
          acknowledged.push({ bookingId: body.data!.id, studentId: student.id, trainingId })
        } else {
          const key = `${res.status} ${body.code}`
          refused[key] = (refused[key] ?? 0) + 1
        }
      } catch {
        lost += 1
        if (crashed) return // the server is gone
      }
      if (!crashed && acknowledged.length + Object.values(refused).reduce((a, b) => a + b, 0) >= crashAfter) {
        crashed = crash()
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  await crashed
  return { acknowledged, refused, lost }
}

/** Postmasters this test killed: a stale postmaster.pid may name them after their pid is reused. */
const killed = new Set<number>()

function kill(pid: number) {
  killed.add(pid)
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Last resort when the test process itself goes away before afterAll: no child outlives it. */
function killChildrenNow() {
  for (const running of started) running.child.kill('SIGKILL')
  const pm = dataDir ? postmaster() : undefined
  if (pm && !killed.has(pm.pid)) kill(pm.pid)
}

beforeAll(async () => {
  process.once('exit', killChildrenNow)
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trainly-crash-'))
  // As root, PostgreSQL runs as the user `postgres`, which must reach the cluster inside.
  await chmod(dataDir, 0o755)
  port = await freePort()
})

afterAll(async () => {
  process.removeListener('exit', killChildrenNow)
  // Whatever happened: no server and no PostgreSQL of this test outlives it.
  for (const running of started) {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL')
    await running.exited
  }
  const pm = postmaster()
  if (pm && !killed.has(pm.pid) && alive(pm.pid)) {
    kill(pm.pid)
    await waitUntilGone(pm.pid).catch(() => undefined)
  }
  await rm(dataDir, { recursive: true, force: true })
})

describe('a crash under booking load', () => {
  it('keeps every acknowledged booking and every training within capacity', async () => {
    let server = await startUntilReady()

    // A trainer and trainings straight into the tables; the students' sessions too, with tokens
    // signed by the server's secret at the server's now (its Date header).
    const db = await database()
    const secret = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()
    const serverNow = new Date((await api('/api/health')).headers.get('date') ?? '')
    expect(Number.isNaN(serverNow.getTime())).toBe(false)
    const trainer = await db.query(
      `insert into users (email, first_name) values ($1, 'Crash') returning id`,
      [`crash.trainer.${randomBytes(4).toString('hex')}@example.test`],
    )
    const trainerId = trainer.rows[0].id as string
    await db.query(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [trainerId])
    const trainingIds: string[] = []
    for (let i = 0; i < TRAININGS; i += 1) {
      const { rows } = await db.query(
        `insert into trainings (trainer_id, title, specialization, format, location, starts_at, duration_min,
                                capacity, price, currency, visibility, status, allow_parallel)
         values ($1, $2, 'strength', 'gym', 'Gym 1', now() + interval '3 days' + make_interval(hours => $3),
                 60, $4, 0, 'RUB', 'public', 'scheduled', true)
         returning id`,
        [trainerId, `Crash ${i + 1}`, i, CAPACITY],
      )
      trainingIds.push(rows[0].id as string)
    }
    const students: Student[] = []
    for (let i = 0; i < STUDENTS; i += 1) {
      const { rows } = await db.query(
        `insert into users (email, first_name) values ($1, 'Student') returning id`,
        [`crash.student.${i}.${randomBytes(4).toString('hex')}@example.test`],
      )
      const id = rows[0].id as string
      const sessionId = randomUUID()
      await db.query(
        `insert into sessions (id, user_id, refresh_token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
        [sessionId, id, hashToken(randomBytes(32).toString('base64url'))],
      )
      students.push({ id, token: await signAccessToken({ userId: id, sid: sessionId }, secret, serverNow) })
    }
    await db.end()

    const all: Acknowledged[] = []
    const half = Math.floor(students.length / 2)

    // Round 1: the server is killed first, then the postmaster.
    const round1 = await bookUnderLoad(students.slice(0, half), trainingIds, 30, async () => {
      const pm = postmaster()
      server.child.kill('SIGKILL')
      if (pm) kill(pm.pid)
      await server.exited
      if (pm) await waitUntilGone(pm.pid)
    })
    expect(round1.lost, 'requests were in flight when the crash cut them').toBeGreaterThan(0)
    all.push(...round1.acknowledged)
    server = await startUntilReady()
    await expectDurable(all, trainingIds, round1)
    expect(round1.acknowledged.length).toBeGreaterThanOrEqual(20)

    // Round 2: the postmaster is killed first, then the server, as the last places go.
    const round2 = await bookUnderLoad(students.slice(half), trainingIds, 25, async () => {
      const pm = postmaster()
      if (pm) kill(pm.pid)
      server.child.kill('SIGKILL')
      await server.exited
      if (pm) await waitUntilGone(pm.pid)
    })
    expect(round2.lost, 'requests were in flight when the crash cut them').toBeGreaterThan(0)
    all.push(...round2.acknowledged)
    server = await startUntilReady()
    await expectDurable(all, trainingIds, round2)
    expect(round2.acknowledged.length).toBeGreaterThan(0)

    // After the crashes the counts still work: everyone tries again until the places run out,
    // and every training ends exactly full, none over.
    const round3 = await bookUnderLoad(students, trainingIds, Number.POSITIVE_INFINITY, async () => {})
    expect(round3.lost).toBe(0)
    expect(round3.refused['409 training_full']).toBeGreaterThan(0)
    all.push(...round3.acknowledged)
    const holding = await expectDurable(all, trainingIds, round3)
    expect(holding).toEqual(trainingIds.map(() => CAPACITY))

    server.child.kill('SIGTERM')
    await server.exited
  }, 240_000)
})

/**
 * Every acknowledged booking is there and holds its place; no training is over its capacity or
 * off its count. Returns the places held on each training.
 */
async function expectDurable(
  acknowledged: Acknowledged[],
  trainingIds: string[],
  round: { acknowledged: Acknowledged[]; refused: Record<string, number>; lost: number },
): Promise<number[]> {
  console.log(
    `[crash] ${round.acknowledged.length} acknowledged, refused ${JSON.stringify(round.refused)}, ${round.lost} lost with the server`,
  )
  const db = await database()
  try {
    const { rows } = await db.query(
      `select id, student_id, training_id, status::text as status from bookings where id = any($1::uuid[])`,
      [acknowledged.map((a) => a.bookingId)],
    )
    const found = new Map(rows.map((r) => [r.id as string, r]))
    const missing = acknowledged.filter((a) => {
      const row = found.get(a.bookingId)
      return (
        !row ||
        row.student_id !== a.studentId ||
        row.training_id !== a.trainingId ||
        row.status === 'cancelled'
      )
    })
    console.log(
      `[crash] ${acknowledged.length - missing.length}/${acknowledged.length} acknowledged bookings kept`,
    )
    expect(missing).toEqual([])
    const { rows: trainings } = await db.query(
      `select t.id, t.capacity, t.booked_count,
              (select count(*)::int from bookings b where b.training_id = t.id and b.status <> 'cancelled') as holding
       from trainings t where t.id = any($1::uuid[])`,
      [trainingIds],
    )
    for (const training of trainings) {
      expect(training.holding, `training ${training.id}`).toBeLessThanOrEqual(training.capacity)
      expect(training.booked_count, `training ${training.id}`).toBe(training.holding)
    }
    return trainingIds.map((id) => trainings.find((row) => row.id === id)?.holding as number)
  } finally {
    await db.end()
  }
}
