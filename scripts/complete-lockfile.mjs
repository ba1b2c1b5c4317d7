// Adds lockfile entries for optional platform packages (other OS/CPU builds of rollup, biome,
// esbuild…) that npm left out because the registry mirror here lacks that exact version.
// Without them `npm ci` refuses the lockfile as out of sync; they are never installed on a
// platform they do not match. Run after `npm install` changes package-lock.json.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages
const platformCache = new Map()

function platformOf(name) {
  if (!platformCache.has(name)) {
    let info = {}
    try {
      const out = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
      info = out.trim() ? JSON.parse(out) : {}
    } catch {
      // Not on the mirror at all: read the platform from the package's name.
      const match = name.match(
        /(android|darwin|freebsd|linux|win32|openbsd|netbsd|sunos|aix|openharmony)-(arm64|x64|arm|ia32|loong64|ppc64|riscv64|s390x|mips64el|wasm32)/,
      )
      info = match ? { os: match[1], cpu: match[2] } : {}
      if (match && /musl/.test(name)) info.libc = 'musl'
    }
    platformCache.set(name, info)
  }
  return platformCache.get(name)
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? '' : `${location}/`
    // npm resolves from the nearest node_modules up the tree.
    let candidate = `${base}node_modules/${name}`
    let found = packages[candidate]
    let dir = location
    while (!found && dir.includes('node_modules/')) {
      dir = dir.slice(0, dir.lastIndexOf('node_modules/')).replace(/\/$/, '')
      candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
      found = packages[candidate]
    }
    if (found) continue
    const target = `node_modules/${name}`
    if (packages[target]) continue
    const platform = platformOf(name)
    packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(platform.os ? { os: [].concat(platform.os) } : {}),
      ...(platform.cpu ? { cpu: [].concat(platform.cpu) } : {}),
      ...(platform.libc ? { libc: [].concat(platform.libc) } : {}),
    }
    added++
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} optional platform entries`)
