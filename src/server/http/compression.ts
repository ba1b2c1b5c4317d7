import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Below this an answer goes as it is: compressing it saves less than it costs (decision 0027). */
export const COMPRESSION_THRESHOLD_BYTES = 1024

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/')

/**
 * Compresses the API's answers (JSON, the calendar feed) with brotli or gzip as the client
 * accepts, above COMPRESSION_THRESHOLD_BYTES, for compressible types only; an answer that already
 * has a Content-Encoding, and partial content, go as they are. The built client is not compressed
 * per request: its text files are compressed at build time and sent as they are (client-files.ts,
 * @fastify/static `preCompressed`). socket.io is not a Fastify route and is never touched; a
 * streaming answer (an event stream) would opt out with `compress: false` on its route. Request
 * bodies are not decompressed: the API takes plain JSON, as before. Brotli at quality 4: per
 * request, speed matters more than the last few percent (decision 0027).
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook: answers only, never request bodies; and only the
  // API's (the built client is compressed at build time, uploads are images).
  app.addHook('onRoute', (route) => {
    route.decompress ??= false
    if (!isApiPath(route.url)) route.compress ??= false
  })
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })
}
