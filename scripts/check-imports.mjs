// The import rules Biome cannot say (ARCHITECTURE.md "server layers"): no import cycle anywhere
// in src/, no server import pointing to a layer above its own, and no module reaching into
// another module past its entry file. `node scripts/check-imports.mjs` prints each problem and
// exits 1 when there is one; tests call checkImports on fixture trees.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ALIASES = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#client/': 'src/client/' }
const SOURCE = /\.(ts|tsx|mts)$/
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/**
 * Server layers, bottom to top; a file may import its own layer or one below. Matched on the
 * path under src/ by the first pattern that fits.
 */
export const LAYERS = [
  { name: 'shared', rank: 0, match: /^shared\// },
  { name: 'config', rank: 0, match: /^server\/(config|app-error)\.ts$/ },
  { name: 'db', rank: 1, match: /^server\/db\// },
  { name: 'http', rank: 2, match: /^server\/http\// },
  { name: 'integrations', rank: 3, match: /^server\/integrations\// },
  { name: 'realtime', rank: 3, match: /^server\/realtime\// },
  { name: 'effects', rank: 4, match: /^server\/effects\// },
  { name: 'modules', rank: 5, match: /^server\/modules\// },
  { name: 'app', rank: 6, match: /^server\/(app\.ts|jobs\/|demo\/)/ },
  { name: 'main', rank: 7, match: /^server\/main\.ts$/ },
]

/** The files other code may import from a module: its entry file, and its routes for the app. */
const MODULE_FILE = /^server\/modules\/([^/]+)\/(.+)$/
const ENTRY = 'index.ts'
const APP_ENTRIES = new Set(['index.ts', 'routes.ts'])

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') walk(full, files)
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) {
      files.push(full)
    }
  }
  return files
}

function resolveImport(root, fromFile, specifier) {
  let base
  if (specifier.startsWith('.')) {
    base = path.resolve(path.dirname(fromFile), specifier)
  } else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
    if (!alias) return undefined
    base = path.join(root, ALIASES[alias], specifier.slice(alias.length))
  }
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** The graph of src/ under `root`: file (relative to src/) → the src/ files it imports. */
export function importGraph(root) {
  const srcDir = path.join(root, 'src')
  const graph = new Map()
  for (const file of walk(srcDir)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set()
    for (const { fileName } of info.importedFiles) {
      const resolved = resolveImport(root, file, fileName)
      if (resolved?.startsWith(srcDir + path.sep)) targets.add(path.relative(srcDir, resolved))
    }
    graph.set(path.relative(srcDir, file), [...targets].sort())
  }
  return graph
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let index = 0
  const stack = []
  const state = new Map()
  const cycles = []
  const visit = (node) => {
    const own = { index, low: index, onStack: true }
    index += 1
    state.set(node, own)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next)
      if (!seen) {
        visit(next)
        own.low = Math.min(own.low, state.get(next).low)
      } else if (seen.onStack) {
        own.low = Math.min(own.low, seen.index)
      }
    }
    if (own.low === own.index) {
      const component = []
      let member
      do {
        member = stack.pop()
        state.get(member).onStack = false
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node)
  return cycles
}

/**
 * The area a file belongs to: a module or client feature, else its top folder (or top file).
 * Areas in a cycle point both ways even when no single chain of files closes a loop.
 */
export function areaOf(file) {
  const parts = file.split('/')
  if ((parts[1] === 'modules' || parts[1] === 'features') && parts.length > 3)
    return parts.slice(0, 3).join('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0] === 'shared' ? 'shared' : file
}

export function areaGraph(graph) {
  const areas = new Map()
  for (const [from, targets] of graph) {
    const edges = areas.get(areaOf(from)) ?? new Set()
    for (const to of targets) if (areaOf(to) !== areaOf(from)) edges.add(areaOf(to))
    areas.set(areaOf(from), edges)
  }
  return new Map([...areas].map(([area, edges]) => [area, [...edges].sort()]))
}

const layerOf = (file) => LAYERS.find((layer) => layer.match.test(file))

/** Every import that breaks the server's layers or a module's entry file. */
export function findViolations(graph) {
  const problems = []
  for (const [from, targets] of graph) {
    const source = layerOf(from)
    if (!source || !from.startsWith('server/')) continue
    const sourceModule = MODULE_FILE.exec(from)
    for (const to of targets) {
      const target = layerOf(to)
      if (target && target.rank > source.rank) {
        problems.push({
          rule: 'layer',
          from,
          to,
          message: `${source.name} may not import ${target.name} (a layer above it)`,
        })
      }
      const targetModule = MODULE_FILE.exec(to)
      if (!targetModule || targetModule[1] === sourceModule?.[1]) continue
      const allowed = sourceModule ? targetModule[2] === ENTRY : APP_ENTRIES.has(targetModule[2])
      if (!allowed) {
        problems.push({
          rule: 'module-entry',
          from,
          to,
          message: `another module is reached only through modules/${targetModule[1]}/${ENTRY}`,
        })
      }
    }
  }
  return problems
}

export function checkImports(root) {
  const graph = importGraph(root)
  // Area cycles fail for the server's areas; the client's (features importing each other) are
  // reported as notes until its own lint rule (features never import each other) lands.
  const areaCycles = findCycles(areaGraph(graph))
  const isServer = (cycle) => cycle.every((area) => area.startsWith('server/'))
  return {
    files: graph.size,
    cycles: findCycles(graph),
    areaCycles: areaCycles.filter(isServer),
    notes: areaCycles.filter((cycle) => !isServer(cycle)),
    violations: findViolations(graph),
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'))
  const { files, cycles, areaCycles, notes, violations } = checkImports(root)
  for (const cycle of notes) console.warn(`note: areas that import each other: ${cycle.join(', ')}`)
  for (const cycle of cycles) {
    console.error(`import cycle through ${cycle.length} files:\n  ${cycle.join('\n  ')}`)
  }
  for (const cycle of areaCycles) {
    console.error(`import cycle through ${cycle.length} areas: ${cycle.join(', ')}`)
  }
  for (const v of violations) console.error(`${v.from} → ${v.to}: ${v.message}`)
  if (cycles.length + areaCycles.length + violations.length > 0) {
    console.error(
      `check-imports: ${cycles.length} file cycle(s), ${areaCycles.length} area cycle(s), ${violations.length} forbidden import(s)`,
    )
    process.exit(1)
  }
  console.log(`check-imports: ${files} files, no cycles, layers and module entries kept`)
}
