import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { type AppOptions, buildApp } from '#server/app.ts'
import { type Config, loadConfig } from '#server/config.ts'
import { connectDatabase, type Database } from '#server/db/client.ts'
import { setPasswordHashing } from '#server/modules/auth/index.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
  close(): Promise<void>
}

function withDatabase(maintenanceUrl: string, name: string) {
  const url = new URL(maintenanceUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<{ url: string; name: string }> {
  const maintenanceUrl = inject('postgresUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: maintenanceUrl })
  await client.connect()
  try {
    await client.query(`create database ${name} template ${inject('templateDatabase')}`)
  } finally {
    await client.end()
  }
  return { url: withDatabase(maintenanceUrl, name), name }
}

/** The real app on its own fresh database, built in-process for `inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** `jobs` starts the background jobs (pg-boss) on the test's database; off by default. */
  options: {
    clientDir?: string
    jobs?: AppOptions['jobs']
    connectionLimits?: AppOptions['connectionLimits']
    /** Records the login slowdown's waits (decision 0023) instead of, or besides, waiting. */
    sleep?: AppOptions['sleep']
  } = {},
): Promise<TestApp> {
  const { url } = await createTestDatabase()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trainly-api-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Registrations and logins hash at a test's cost, not OWASP's (decision 0050).
    FAST_PASSWORD_HASHING: 'true',
    ...env,
  })
  setPasswordHashing(config)
  const database = connectDatabase(url, { max: 20 })
  const app = await buildApp({
    config,
    database,
    jwtSecret: randomBytes(32).toString('base64url'),
    // TEST_LOG=1 shows the server's own errors while debugging a test.
    ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.connectionLimits ? { connectionLimits: options.connectionLimits } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  })
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
