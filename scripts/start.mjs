// `npm start`: builds what is missing or stale, then runs the server (which starts PostgreSQL,
// migrates, seeds and listens). Plain JavaScript so that it runs before anything is built.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outputs = ['dist/client/index.html', 'dist/server/main.js'].map((p) => path.join(root, p))
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'package-lock.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)))
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? '[trainly] building the app (first start)…' : '[trainly] sources changed; rebuilding…',
  )
  // Always the production build: a caller's NODE_ENV (the e2e server sets `test`) would otherwise
  // make Vite bundle React's development build and leave the service worker out.
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('[trainly] the build failed; see the messages above')
    process.exit(result.status ?? 1)
  }
}

process.env.NODE_ENV ??= 'production'
await import(path.join(root, 'dist/server/main.js'))
