// `npm run dev:telegram`: the fake Bot API, the app in development (scripts/dev.mjs, pointed at the
// fake) and the mock Telegram host page around it. TELEGRAM_APP_URL uses an app already running.
import { spawn } from 'node:child_process'
import { FAKE_BOT_TOKEN, startFakeBotApi } from './bot-api.ts'
import { startTelegramHost } from './host-server.ts'

const token = process.env.TELEGRAM_BOT_TOKEN ?? FAKE_BOT_TOKEN
const hostPort = Number(process.env.TELEGRAM_HOST_PORT ?? 8082)
const appUrl = process.env.TELEGRAM_APP_URL ?? 'http://localhost:5173'

const botApi = await startFakeBotApi({ port: Number(process.env.FAKE_BOT_API_PORT ?? 8081), token })
const host = await startTelegramHost({ port: hostPort, appUrl, botToken: token, botApi })

const app = process.env.TELEGRAM_APP_URL
  ? undefined
  : spawn('node', ['scripts/dev.mjs'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        TELEGRAM_BOT_TOKEN: token,
        TELEGRAM_API_ROOT: botApi.url,
        TELEGRAM_HOST_ORIGIN: host.origin,
        // The client posts its bridge messages to this origin (src/client/platform/telegram).
        VITE_TELEGRAM_HOST_ORIGIN: host.origin,
        // The bot's web_app buttons and the webhook go through Vite, which proxies /api.
        PUBLIC_URL: process.env.PUBLIC_URL ?? appUrl,
      },
    })

console.log(`
[mock-telegram] fake Bot API on ${botApi.url} (bot @${botApi.me.username}); calls: ${botApi.url}/calls
[mock-telegram] the app: ${appUrl}${app ? ' (npm run dev, starting…)' : ''}
[mock-telegram] open the Telegram host page: ${host.url}
[mock-telegram]   e.g. ${host.pageUrl({ user: 'ru', platform: 'ios', theme: 'dark' })}
`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  // The app stops its server and Vite first (scripts/dev.mjs); the fake must outlive its last calls.
  const appExited = new Promise<void>((resolve) => {
    if (!app || app.exitCode !== null) return resolve()
    app.once('exit', () => resolve())
    app.kill('SIGINT')
    setTimeout(resolve, 10_000).unref()
  })
  void appExited.then(() => Promise.all([host.close(), botApi.close()])).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
app?.on('exit', stop)
