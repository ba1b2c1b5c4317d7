import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_SEED: true,
      REALTIME_ADAPTER: 'memory',
      PUBLIC_URL: 'http://localhost:3000',
      TELEGRAM_API_ROOT: 'https://api.telegram.org',
      ADMIN_EMAILS: [],
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.JWT_SECRET).toBeUndefined()
  })

  it('reads every variable of ARCHITECTURE.md "Runtime"', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db.example:5432/trainly',
      DATA_DIR: '/var/lib/trainly',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://trainly.example',
      TELEGRAM_BOT_TOKEN: '123456:AAbbCCddEEffGGhhIIjjKKllMMnn',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
      TELEGRAM_WEBHOOK_SECRET: 'hook_secret-1',
      TELEGRAM_MINI_APP_NAME: 'app',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Trainly <hi@trainly.example>',
      ADMIN_EMAILS: ' Boss@Example.com , ops@example.com ',
      DEMO_SEED: 'false',
      REALTIME_ADAPTER: 'postgres',
    })
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/var/lib/trainly',
      PUBLIC_URL: 'https://trainly.example',
      ADMIN_EMAILS: ['boss@example.com', 'ops@example.com'],
      TELEGRAM_MINI_APP_NAME: 'app',
      DEMO_SEED: false,
      REALTIME_ADAPTER: 'postgres',
    })
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DATABASE_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'ftp://x'],
    ['TELEGRAM_BOT_TOKEN', 'nope'],
    ['TELEGRAM_API_ROOT', 'api.telegram.org'],
    ['TELEGRAM_MINI_APP_NAME', 'my app'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_EMAILS', 'admin@example.com, not-an-email'],
    ['DEMO_SEED', 'maybe'],
    ['REALTIME_ADAPTER', 'redis'],
    ['TRUST_PROXY', 'everyone'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    const problems = problemsOf({ [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${name}=`))
  })

  it('lets the mock Telegram host frame the app in development and test only', () => {
    const env = { TELEGRAM_HOST_ORIGIN: 'http://localhost:8082/some/page' }
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).TELEGRAM_HOST_ORIGIN).toBe('http://localhost:8082')
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).TELEGRAM_HOST_ORIGIN).toBe('http://localhost:8082')
    expect(problemsOf({ ...env, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(
        /^TELEGRAM_HOST_ORIGIN="http:\/\/localhost:8082\/some\/page": only for development and test/,
      ),
    ])
    expect(loadConfig({}).TELEGRAM_HOST_ORIGIN).toBeUndefined()
    expect(problemsOf({ TELEGRAM_HOST_ORIGIN: 'localhost:8082', NODE_ENV: 'test' })).toEqual([
      expect.stringMatching(/^TELEGRAM_HOST_ORIGIN="localhost:8082": must be a http or https URL/),
    ])
  })

  it("hashes passwords at OWASP's cost, and at a test's only in tests", () => {
    expect(loadConfig({}).FAST_PASSWORD_HASHING).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', FAST_PASSWORD_HASHING: 'true' }).FAST_PASSWORD_HASHING).toBe(true)
    for (const NODE_ENV of ['production', 'development'])
      expect(problemsOf({ NODE_ENV, FAST_PASSWORD_HASHING: 'true' })).toEqual([
        expect.stringMatching(/^FAST_PASSWORD_HASHING="true": only for tests/),
      ])
  })

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ])
  })

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: '-1', DEMO_SEED: 'perhaps' })
    expect(problems.map((p) => p.split('=')[0]).sort()).toEqual(['DEMO_SEED', 'PORT'])
  })

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', JWT_SECRET: '  ', SMTP_URL: '' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.JWT_SECRET).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
  })
})
