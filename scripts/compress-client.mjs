// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, so the
// server sends them as they are (@fastify/static `preCompressed`, picked by Accept-Encoding) with
// no compression work per request (decision 0027). Runs after `vite build` (the service worker
// exists by then; its precache lists only the originals).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.argv[2] ?? 'dist/client'
/** Files worth compressing: text. Images and fonts are compressed already; maps are for debugging. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
/** Below this a compressed copy saves less than its headers and a round of decoding cost. */
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

let count = 0
let before = 0
let afterBr = 0
for (const file of files(root)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue
  const source = readFileSync(file)
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  const gz = gzipSync(source, { level: 9 })
  // A copy that is not smaller is not worth sending; the server then sends the original.
  if (br.length < source.length) writeFileSync(`${file}.br`, br)
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz)
  count++
  before += source.length
  afterBr += Math.min(br.length, source.length)
}
const kb = (n) => `${Math.round(n / 1024)} KB`
console.log(`compress-client: ${count} files, ${kb(before)} → ${kb(afterBr)} brotli (and gzip copies)`)
