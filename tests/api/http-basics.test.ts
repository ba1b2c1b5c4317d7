import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'

let clientDir: string
let t: TestApp

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'trainly-client-'))
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Trainly</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log(1)',
    'sw.js': 'self.x = 1',
    'workbox-1a2b.js': 'self.y = 1',
    'manifest.webmanifest': '{"name":"Trainly"}',
    'builds/latest.json': '{"buildId":"b1"}',
    'builds/meta/b1.json': '{"buildId":"b1"}',
    'favicon.svg': '<svg/>',
  }
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true })
    await writeFile(path.join(clientDir, file), body)
  }
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
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers['x-frame-options']).toBeUndefined()
    expect(res.headers['x-content-type-options']).toBe('nosniff')
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
