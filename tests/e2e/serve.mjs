// Starts the production server for the e2e suite on a fresh data directory.
import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve('test-results/e2e-data')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
chmodSync(dataDir, 0o755)
process.env.DATA_DIR = dataDir
process.env.DEMO_SEED ??= 'true'

// Telegram against the fake Bot API of mock-telegram/ (a TypeScript module, loaded through tsx),
// with the mock host page allowed to frame the app (a test server: NODE_ENV test), both on ports
// derived from the app's so parallel suites on other ports do not collide; the Telegram spec
// starts the host there and signs init data with the same token (tests/e2e/telegram.spec.ts).
const appPort = Number(process.env.PORT ?? 3210)
process.env.NODE_ENV ??= 'test'
// Sign-ups and logins hash at a test's cost, not OWASP's (decision 0050).
process.env.FAST_PASSWORD_HASHING ??= 'true'
process.env.TELEGRAM_HOST_ORIGIN ??= `http://127.0.0.1:${appPort + 2000}`
if (!process.env.TELEGRAM_BOT_TOKEN) {
  const { register } = await import('tsx/esm/api')
  register()
  const { startFakeBotApi, FAKE_BOT_TOKEN } = await import('../../mock-telegram/bot-api.ts')
  const botApi = await startFakeBotApi({ port: appPort + 1000, host: '127.0.0.1' })
  process.env.TELEGRAM_BOT_TOKEN = FAKE_BOT_TOKEN
  process.env.TELEGRAM_API_ROOT = botApi.url
  // Packages and trainings are invoiced in real currencies through a provider (decision 0037);
  // the fake Bot API takes any test token.
  process.env.TELEGRAM_PROVIDER_TOKEN ??= '381764678:TEST:e2e-provider'
}
await import('../../scripts/start.mjs')
