import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { earlyRequestsScriptHash, firstPaintStyleHash } from '#server/http/security-headers.ts'
import { registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

let clientDir: string
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'item number ${i}'`).join('\n')
let t: TestApp

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'trainly-client-'))
  const files: Record<string, string> = {
    // Big enough for the build step to make compressed copies of it too.
    'index.html': `<!doctype html><title>Trainly</title><div id="root"></div><!--${'page '.repeat(300)}-->`,
    // The build's pages per route (decision 0049); /schedule has none here and gets index.html.
    'pages/en/trainers.html': `<!doctype html><title>Trainly</title><div id="root"></div><!--trainers ${'page '.repeat(300)}-->`,
    'pages/ru/trainers.html': `<!doctype html><title>Trainly</title><div id="root"></div><!--ru-trainers ${'page '.repeat(300)}-->`,
    'pages/en/trainer-profile/_id.html':
      '<!doctype html><title>Trainly</title><div id="root"></div><!--profile -->',
    'assets/index-abc123.js': 'console.log(1)',
    'sw.js': 'self.x = 1',
    'workbox-1a2b.js': 'self.y = 1',
    'manifest.webmanifest': '{"name":"Trainly"}',
    'builds/latest.json': '{"buildId":"b1"}',
    'builds/meta/b1.json': '{"buildId":"b1"}',
    'favicon.svg': '<svg/>',
    // A directory with a page of its own, too small for compressed copies (the bench's bare app).
    'bench-baseline/index.html': '<!doctype html><title>Baseline</title><div id="root"></div>',
    // Big enough to be compressed by the build step (scripts/compress-client.mjs).
    'assets/page-def456.js': BIG_JS,
  }
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true })
    await writeFile(path.join(clientDir, file), body)
  }
  // The build's own step makes the .br/.gz copies.
  execFileSync(process.execPath, ['scripts/compress-client.mjs', clientDir], { stdio: 'ignore' })
  t = await createTestApp({}, { clientDir })
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret internals: password=hunter2')
  })
})

afterAll(async () => {
  await t.close()
})

describe('the API', () => {
  it('answers the health check with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'success', data: { database: 'ok' } })
  })

  it('answers an unknown API path with a JSON 404, never the app page', async () => {
    for (const url of ['/api/nope', '/api/trainers/x/y/z', '/api']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' })
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } })
    expect(post.statusCode).toBe(404)
    expect(post.json().code).toBe('not_found')
  })

  it('never shows internals in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ status: 'error', code: 'internal_error', message: 'Internal Server Error' })
    expect(res.body).not.toContain('hunter2')
  })

  it('publishes the OpenAPI document generated from the shared schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined()
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('security headers', () => {
  it('lets Telegram web clients frame the app and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/schedule' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org")
    expect(csp).toContain("default-src 'self'")
    // The app's own files and the one inline script that starts a page's first requests, by its hash.
    expect(csp).toContain(`script-src 'self' ${earlyRequestsScriptHash()};`)
    // The app's stylesheets and the one inline style of the first paint, by its hash.
    expect(csp).toContain(`style-src 'self' ${firstPaintStyleHash()};`)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers['x-frame-options']).toBeUndefined()
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('come with every answer, an API refusal and a missing file included', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/user/profile', 401],
      ['/api/no-such-call', 404],
      ['/assets/index-abc123.js', 200],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers['referrer-policy'], url).toBe('no-referrer')
      expect(String(res.headers['content-security-policy']), url).toContain("object-src 'none'")
    }
  })

  it('keep a signed-in person’s answers out of every cache, errors included; public ones are left alone', async () => {
    const account = await registerAccount(t)
    for (const [url, status] of [
      ['/api/user/profile', 200],
      ['/api/payments', 200],
      ['/api/no-such-call', 404],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${account.token}` },
      })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['cache-control'], url).toBe('private, no-store')
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control'],
    ).toBeUndefined()
  })

  it('lets the mock Telegram host page frame the app when TELEGRAM_HOST_ORIGIN names it (test build)', async () => {
    const hosted = await createTestApp({ TELEGRAM_HOST_ORIGIN: 'http://127.0.0.1:8082' }, { clientDir })
    try {
      const res = await hosted.app.inject({ method: 'GET', url: '/telegram-login' })
      expect(String(res.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://web.telegram.org http://127.0.0.1:8082",
      )
    } finally {
      await hosted.close()
    }
  })
})

describe('the built client', () => {
  it('serves page paths with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/schedule',
      '/trainer-profile/0b7c6f43-5a3e-4c55-9d1e-9a1f1b1c1d1e',
      '/no-such-page',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/text\/html/)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    }
  })

  it("serves a route's address with the route's built page, any other with index.html", async () => {
    const pages = {
      '/': 'page page',
      '/trainers': 'trainers',
      '/trainers/': 'trainers',
      '/trainers?sort=price_asc': 'trainers',
      '/trainer-profile/0b7c6f43-5a3e-4c55-9d1e-9a1f1b1c1d1e': 'profile',
      '/schedule': 'page page',
      '/trainer-profile/0b7c6f43/extra': 'page page',
      '/no-such-page': 'page page',
    }
    for (const [url, marker] of Object.entries(pages)) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.body, url).toContain(`<!--${marker} `)
    }
    // The page's preloads name the language's dictionary: the browser's first language we speak.
    for (const [language, marker] of [
      ['ru-RU,ru;q=0.9,en;q=0.8', 'ru-trainers'],
      ['de-DE,en;q=0.5', 'trainers'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/trainers',
        headers: { 'accept-language': language, 'accept-encoding': 'br' },
      })
      expect(res.headers['content-encoding'], language).toBe('br')
      expect(res.headers.vary, language).toMatch(/accept-encoding, accept-language/i)
      expect(brotliDecompressSync(res.rawPayload).toString(), language).toContain(`<!--${marker} `)
    }
  })

  it("serves a directory's own small page at its address, whatever the browser accepts", async () => {
    for (const encoding of ['gzip, deflate, br, zstd', 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/bench-baseline/',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      })
      expect(res.statusCode, encoding).toBe(200)
      expect(res.headers['content-type'], encoding).toMatch(/text\/html/)
      expect(res.body, encoding).toContain('<title>Baseline</title>')
    }
    // Only the directory's own page: a path out of the root or a directory with none gets the app.
    for (const url of ['/bench-baseline/../', '/%2e%2e/', '/assets-none/', '/pages/en/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.body, url).not.toContain('<title>Baseline</title>')
    }
  })

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('never caches the service worker, build files and the manifest', async () => {
    for (const url of [
      '/sw.js',
      '/workbox-1a2b.js',
      '/manifest.webmanifest',
      '/builds/latest.json',
      '/builds/meta/b1.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers a missing asset with 404 so that a stale page can tell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' })
    expect(res.statusCode).toBe(404)
    const build = await t.app.inject({ method: 'GET', url: '/builds/meta/unknown.json' })
    expect(build.statusCode).toBe(404)
  })
})

describe('compression', () => {
  it('the build step makes brotli and gzip copies of big text files only', () => {
    expect(existsSync(path.join(clientDir, 'assets/page-def456.js.br'))).toBe(true)
    expect(existsSync(path.join(clientDir, 'assets/page-def456.js.gz'))).toBe(true)
    expect(existsSync(path.join(clientDir, 'assets/index-abc123.js.br'))).toBe(false)
  })

  it('sends a built asset precompressed as the client accepts, with Vary and the same caching', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS)
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 3)

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_JS)

    const plain = await t.app.inject({ method: 'GET', url: '/assets/page-def456.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(BIG_JS)
  })

  it('sends the page (index.html) compressed as the client accepts, never cached', async () => {
    for (const url of ['/', '/trainers']) {
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(br.statusCode, url).toBe(200)
      expect(br.headers['content-encoding'], url).toBe('br')
      expect(br.headers['content-type'], url).toMatch(/text\/html/)
      expect(br.headers.vary, url).toMatch(/accept-encoding/i)
      expect(br.headers['cache-control'], url).toBe('no-cache')
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain('<div id="root">')
    }
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/schedule',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">')
    const refused = await t.app.inject({
      method: 'GET',
      url: '/schedule',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toContain('<div id="root">')
  })

  it('sends a small asset as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe('console.log(1)')
  })

  it('compresses a JSON answer above the threshold, and leaves a small one alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(big.statusCode).toBe(200)
    expect(big.headers['content-type']).toMatch(/application\/json/)
    expect(big.headers['content-encoding']).toBe('br')
    expect(big.headers.vary).toMatch(/accept-encoding/i)
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString())
    expect(doc.openapi).toBe('3.1.0')

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toBe('3.1.0')

    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().openapi).toBe('3.1.0')

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toMatchObject({ status: 'success' })
  })
})
