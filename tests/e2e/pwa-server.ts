// A second server for the PWA spec: the production build served from a copy that the spec can
// swap to a second build while a page is open (issue 7: "a second build served while the app is
// open"). The suite's own server and build are left alone.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const NEXT_BUILD_ID = 'e2e-next'
const FIRST_CLIENT = path.resolve('dist/client')
const NEXT_CLIENT = path.resolve('dist/client-next')
const SERVER = path.resolve('dist/server')
const WORK_DIR = path.resolve('test-results/e2e-pwa')
const APP_DIR = path.join(WORK_DIR, 'app/dist')

export function buildIdOf(clientDir: string): string {
  return (JSON.parse(readFileSync(path.join(clientDir, 'builds/latest.json'), 'utf8')) as { buildId: string })
    .buildId
}

/**
 * Builds the client a second time with another BUILD_ID into dist/client-next, unless that build
 * is already newer than dist/client (about 10 s; CI builds it once per run).
 */
export function ensureNextBuild() {
  const first = path.join(FIRST_CLIENT, 'index.html')
  const next = path.join(NEXT_CLIENT, 'index.html')
  if (!existsSync(first)) throw new Error('dist/client is missing: run `npm run build` first')
  if (existsSync(next) && statSync(next).mtimeMs > statSync(first).mtimeMs) return
  const result = spawnSync('npx', ['vite', 'build', '--outDir', 'dist/client-next', '--logLevel', 'warn'], {
    env: { ...process.env, BUILD_ID: NEXT_BUILD_ID },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('the second client build failed')
}

/** A page chunk's file name in a build, e.g. `about` → `about-CpdM6WuM.js`. */
export function chunkOf(clientDir: 'first' | 'next', name: string): string {
  const dir = path.join(clientDir === 'first' ? FIRST_CLIENT : NEXT_CLIENT, 'assets')
  const found = readdirSync(dir).filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f))
  if (found.length !== 1) throw new Error(`expected one ${name} chunk in ${dir}, found ${found.join(', ')}`)
  return found[0] as string
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface PwaServer {
  url: string
  /** Serves the given build from now on, as a deploy would: its files only, the old ones gone. */
  serve(build: 'first' | 'next', options?: { without?: string[] }): void
  stop(): Promise<void>
}

export async function startPwaServer(): Promise<PwaServer> {
  rmSync(WORK_DIR, { recursive: true, force: true })
  mkdirSync(path.join(WORK_DIR, 'data'), { recursive: true })
  // dist/server/main.js serves ../client; node_modules are found up the tree from here.
  cpSync(SERVER, path.join(APP_DIR, 'server'), { recursive: true, filter: (f) => !f.endsWith('.map') })
  const clientDir = path.join(APP_DIR, 'client')
  const serve: PwaServer['serve'] = (build, options = {}) => {
    rmSync(clientDir, { recursive: true, force: true })
    cpSync(build === 'first' ? FIRST_CLIENT : NEXT_CLIENT, clientDir, {
      recursive: true,
      filter: (f) => !f.endsWith('.map'),
    })
    for (const file of options.without ?? []) rmSync(path.join(clientDir, file))
  }
  serve('first')

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [path.join(APP_DIR, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(WORK_DIR, 'data'),
      DEMO_SEED: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the PWA server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the PWA server did not start in 120 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    serve,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
