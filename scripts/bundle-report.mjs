// Bundle report: gzip sizes of what the first page load downloads and of the largest lazy
// chunk, against the budgets in README ("Performance budgets"). Sizes do not depend on the
// machine, so CI holds them; exit code 1 when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGETS_KB = { initialJs: 150, initialCss: 15, largestLazyChunk: 60 }
const dist = 'dist/client'
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
const initialJs = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0)
const initialCss = initial.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0)
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ file: f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size)

const rows = [
  ['initial JavaScript', initialJs, BUDGETS_KB.initialJs],
  ['initial CSS', initialCss, BUDGETS_KB.initialCss],
  [`largest lazy chunk (${lazy[0]?.file ?? '-'})`, lazy[0]?.size ?? 0, BUDGETS_KB.largestLazyChunk],
]
console.log('Bundle report (gzip)')
let failed = false
for (const [name, bytes, budget] of rows) {
  const over = kb(bytes) > budget
  failed ||= over
  console.log(`  ${over ? '✗' : '✓'} ${name}: ${kb(bytes)} KB (budget ${budget} KB)`)
}
console.log(`  lazy chunks: ${lazy.length}, total ${kb(lazy.reduce((s, c) => s + c.size, 0))} KB`)
const files = statSync(dist).isDirectory()
if (!files || failed) {
  console.error('A bundle budget is exceeded.')
  process.exit(1)
}
