import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { type Config, ConfigError, loadConfig } from '#server/config.ts'
import { connectDatabase, type Database, migrateDatabase } from '#server/db/client.ts'
import { type EmbeddedDatabase, ensureDatabase, startEmbeddedPostgres } from '#server/db/embedded.ts'
import { isDatabaseEmpty, seedDemoData } from '#server/demo/seed.ts'
import { setPasswordHashing, syncConfiguredAdmins } from '#server/modules/auth/index.ts'

const DATABASE_NAME = 'trainly'
const SHUTDOWN_TIMEOUT_MS = 15_000

/** JWT_SECRET, or one generated on the first start and kept in the data directory. */
async function jwtSecretFor(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET
  const file = path.join(config.DATA_DIR, 'jwt-secret')
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

function resolveClientDir(): string | undefined {
  const candidates = ['../client', '../../dist/client'].map((p) => fileURLToPath(new URL(p, import.meta.url)))
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')))
}

function fail(message: string): never {
  console.error(`\nTrainly did not start: ${message}\n`)
  process.exit(1)
}

async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  // Before the demo seed, which hashes its accounts' passwords.
  setPasswordHashing(config)
  const log = (message: string) => {
    if (config.LOG_LEVEL !== 'silent') console.log(`[trainly] ${message}`)
  }

  await mkdir(config.DATA_DIR, { recursive: true })
  let embedded: EmbeddedDatabase | undefined
  let database: Database | undefined
  let app: FastifyInstance | undefined
  let stopping = false

  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    const timer = setTimeout(() => {
      console.error('[trainly] shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    try {
      await app?.close()
      await database?.close()
      if (embedded) {
        log('stopping PostgreSQL…')
        await embedded.stop()
      }
    } finally {
      log('stopped')
      process.exit(code)
    }
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  process.on('uncaughtException', (error) => {
    console.error('[trainly] uncaught exception', error)
    void stop(1)
  })

  try {
    let url = config.DATABASE_URL
    if (!url) {
      const dir = path.join(config.DATA_DIR, 'postgres')
      log(`starting embedded PostgreSQL in ${path.resolve(dir)}`)
      embedded = await startEmbeddedPostgres(dir)
      await ensureDatabase(embedded.url, DATABASE_NAME)
      url = embedded.urlFor(DATABASE_NAME)
    }
    database = connectDatabase(url)
    await migrateDatabase(database)
    log('migrations applied')
    if (config.DEMO_SEED && (await isDatabaseEmpty(database.db))) {
      const { users } = await seedDemoData(database.db, {
        uploadsDir: path.resolve(config.DATA_DIR, 'uploads'),
      })
      log(`demo data seeded (${users} accounts, password "trainly-demo")`)
    }
    const admins = await syncConfiguredAdmins(database.db, config.ADMIN_EMAILS)
    if (admins > 0) log(`ADMIN_EMAILS: ${admins} account(s) hold the admin role`)
    const clientDir = resolveClientDir()
    app = await buildApp({
      config,
      database,
      jwtSecret: await jwtSecretFor(config),
      ...(clientDir ? { clientDir } : {}),
      logger: { level: config.LOG_LEVEL },
      version: process.env.npm_package_version ?? '0.0.0',
      jobs: {},
    })
    try {
      await app.listen({ port: config.PORT, host: config.HOST })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new ConfigError([`PORT=${config.PORT}: the port is already in use`])
      }
      throw error
    }
    log(`ready on ${config.PUBLIC_URL}`)
  } catch (error) {
    console.error(
      `\nTrainly did not start: ${error instanceof ConfigError ? error.message : (error as Error).stack}\n`,
    )
    await stop(1)
  }
}

await main()
