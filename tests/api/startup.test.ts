import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#server/db/embedded.ts'
import { createTestDatabase } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

interface Running {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += String(d)
  })
  child.stderr?.on('data', (d) => {
    output += String(d)
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitFor(running: Running, text: string, timeoutMs = 90_000) {
  const started = performance.now()
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null) throw new Error(`server exited:\n${running.output()}`)
    if (performance.now() - started > timeoutMs)
      throw new Error(`timed out waiting for "${text}":\n${running.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trainly-start-'))
  await chmod(dataDir, 0o755)
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('starting the server', () => {
  it('refuses a bad environment value with a message naming it', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: dataDir })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT="abc"')
    expect(server.output()).toContain('Trainly did not start')
  })

  it('starts embedded PostgreSQL, seeds once, stops cleanly on Ctrl-C and reuses the data', async () => {
    const port = await freePort()
    const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }

    const first = startServer(env)
    await waitFor(first, 'ready on')
    expect(first.output()).toContain('demo data seeded')
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
    const secret = await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')
    expect(secret.trim().length).toBeGreaterThanOrEqual(32)
    first.child.kill('SIGINT')
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain('stopping PostgreSQL')
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)

    const second = startServer(env)
    await waitFor(second, 'ready on')
    expect(second.output()).not.toContain('demo data seeded')
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret)

    // A port that is taken stops the start with a message naming PORT.
    const { url } = await createTestDatabase()
    const clash = startServer({
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
    })
    expect(await clash.exited).toBe(1)
    expect(clash.output()).toContain(`PORT=${port}: the port is already in use`)

    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 240_000)
})

describe('ADMIN_EMAILS', () => {
  it('makes the named existing accounts admins when the server starts, once their address is confirmed', async () => {
    const { url } = await createTestDatabase()
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    // Claimed is not proved (decision 0022): the listed address nobody confirmed gets nothing.
    const inserted = await client.query(
      `insert into users (email, first_name, email_verified_at) values
         ('Boss@Example.test', 'B', ${sqlNow()}), ('other@example.test', 'O', ${sqlNow()}),
         ('claimed@example.test', 'C', null)
       returning id, email`,
    )
    const port = await freePort()
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAILS: 'boss@example.test,claimed@example.test',
    })
    await waitFor(server, 'ready on')
    expect(server.output()).toContain('ADMIN_EMAILS: 1 account(s) hold the admin role')
    const roles = await client.query('select user_id, role from user_roles')
    expect(roles.rows).toEqual([{ user_id: inserted.rows[0].id, role: 'admin' }])
    await client.end()
    server.child.kill('SIGTERM')
    expect(await server.exited, server.output()).toBe(0)
  }, 120_000)
})
