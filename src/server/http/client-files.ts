import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ERROR_CODES } from '#shared/api/errors.ts'
import { pageFileFor } from '#shared/routes.ts'
import { sendError } from './errors.ts'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

/** Cache policy of a built client file, by its path relative to the client root. */
export function cacheControlFor(relativePath: string): string {
  // A precompressed copy (index.html.br) is cached as its original.
  const file = relativePath
    .replaceAll('\\', '/')
    .replace(/^\/+/, '')
    .replace(/\.(br|gz)$/, '')
  if (file.startsWith('assets/')) return IMMUTABLE
  if (
    file === 'index.html' ||
    file.startsWith('pages/') ||
    file === 'sw.js' ||
    file.startsWith('workbox-') ||
    file.startsWith('builds/') ||
    file.endsWith('.webmanifest')
  ) {
    return NO_CACHE
  }
  return SHORT
}

function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

/**
 * The built page for an address, in the language the browser asks for first (the client's own
 * choice when nothing else is set): its route's when the build has one, else index.html.
 */
function pageFile(root: string, request: FastifyRequest, pathname: string): string {
  const file = pageFileFor(pathname, request.headers['accept-language'])
  return file && existsSync(path.join(root, file)) ? file : 'index.html'
}

/**
 * A directory's own index.html for an address ending in `/` (the bench's bare app under
 * `/bench-baseline/`), as a path under the root; undefined for `/` and for any other address.
 * @fastify/static serves a directory's index only by its compressed copy to a browser that accepts
 * one, and a page under the build's 1 KB threshold has none: without this the address got the
 * app's page instead.
 */
function directoryIndex(root: string, pathname: string): string | undefined {
  if (pathname === '/' || !pathname.endsWith('/')) return undefined
  const file = path.join(root, pathname, 'index.html')
  return file.startsWith(root + path.sep) && existsSync(file) ? path.relative(root, file) : undefined
}

/**
 * Serves the built client with an SPA fallback: page paths get their page (index.html or the
 * route's own, decision 0049), missing files and
 * unknown API paths get a clean 404 (a missing chunk must stay a 404, or the client cannot
 * tell a stale build from a page).
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string | undefined) {
  const root =
    clientDir && existsSync(path.join(clientDir, 'index.html')) ? path.resolve(clientDir) : undefined
  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: 'index.html',
      // The build's .br/.gz copies (scripts/compress-client.mjs), by Accept-Encoding, with Vary.
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(reply, filePath) {
        const file = path.relative(root, filePath)
        reply.header('cache-control', cacheControlFor(file))
        // A page's preloads follow the browser's languages (its dictionary).
        if (file.startsWith(`pages${path.sep}`)) reply.header('vary', 'Accept-Encoding, Accept-Language')
      },
    })
  } else {
    app.log.warn('the client is not built; only the API is served (run `npm run build`)')
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isApiPath(request.url)) {
      return sendError(reply, 404, {
        code: ERROR_CODES.notFound,
        message: `No API route ${request.method} ${pathname}`,
      })
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/assets/') &&
      !path.posix.basename(pathname).includes('.')
    if (root && isPage) {
      // From disk on every request (a new build replaces it without a restart), through the same
      // static files plugin as every other file: its compressed copy by Accept-Encoding, with Vary,
      // and index.html's no-cache policy from setHeaders. A route's address gets its built page,
      // index.html naming the route's chunks as preloads (decision 0049); any other, index.html.
      return reply.code(200).sendFile(directoryIndex(root, pathname) ?? pageFile(root, request, pathname))
    }
    return sendError(reply, 404, { code: ERROR_CODES.notFound, message: `Not found: ${pathname}` })
  })
}
