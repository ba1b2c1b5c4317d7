import { randomBytes } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FakeInvoice, PayResult } from './bot-api.ts'
import { type HostTestUser, launchHash } from './host/presets.ts'
import { signInitData } from './init-data.ts'

export interface TelegramHostOptions {
  /** Where the app runs, e.g. http://127.0.0.1:3210 (the iframe loads `<appUrl><entryPath>#<launch params>`). */
  appUrl: string
  /** The bot token the app checks init data with; it stays on the host server, never in the page. */
  botToken: string
  /** The fake Bot API (its object or root URL): paid invoices then reach the bot as updates. */
  botApi?: { url: string; me?: { username: string } } | string
  /** 0 (default) = any free port. */
  port?: number
  /** Interface and host name of the host's URL; defaults to the app's when that is local, so both share a site. */
  host?: string
  /** The chat's title in the header. */
  botName?: string
  /** The page the app opens on; Telegram opens the bot's web_app button URL. */
  entryPath?: string
}

export interface TelegramHost {
  /** The host page, e.g. http://127.0.0.1:8082/ — give this origin to the app as TELEGRAM_HOST_ORIGIN. */
  readonly url: string
  readonly origin: string
  readonly port: number
  /**
   * The host page with its first launch chosen by query: user (en | ru | de | new | new-ru), platform,
   * theme (light | dark | custom), startParam, path.
   */
  pageUrl(options?: HostPageOptions): string
  /** Init data for `user` signed with the bot token, as the page gets it. */
  initDataFor(user: HostTestUser, startParam?: string): string
  /** The URL the iframe opens for these launch parameters (for tests that open the app without the host). */
  launchUrl(options: {
    user: HostTestUser
    platform?: string
    themeParams?: Record<string, string>
    startParam?: string
  }): string
  /**
   * From now on, the sheet's Pay closes the invoice as paid at once and Telegram's word to the bot
   * (pre-checkout, then successful_payment) follows `ms` later, as when Telegram is slow to tell
   * the bot; 0 (the default) tells it before the sheet closes.
   */
  delayPaymentUpdates(ms: number): void
  close(): Promise<void>
}

export interface HostPageOptions {
  user?: 'en' | 'ru' | 'de' | 'new' | 'new-ru'
  platform?: string
  theme?: 'light' | 'dark' | 'custom'
  startParam?: string
  path?: string
}

const HOST_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'host')
/** Telegram fails a payment whose pre_checkout_query the bot leaves unanswered for 10 s. */
const PRE_CHECKOUT_TIMEOUT_MS = 10_000

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(body)
}
const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body))

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  if (!value || typeof value !== 'object') throw new Error('not an object')
  return value as Record<string, unknown>
}

function isTestUser(value: unknown): value is HostTestUser {
  if (!value || typeof value !== 'object') return false
  const user = value as Record<string, unknown>
  return Number.isSafeInteger(user.id) && Number(user.id) > 0 && typeof user.first_name === 'string'
}

/** The page's TypeScript as JavaScript for the browser (Vite's transform), kept until the file changes. */
const compiled = new Map<string, { mtimeMs: number; code: string }>()
async function compileForBrowser(file: string): Promise<string> {
  const { mtimeMs } = await stat(file)
  const cached = compiled.get(file)
  if (cached?.mtimeMs === mtimeMs) return cached.code
  const { transformWithOxc } = await import('vite')
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file)
  compiled.set(file, { mtimeMs, code })
  return code
}

/** Init data as Telegram signs it, with the Bot API 8 fields the SDK requires (`signature`, chat_instance). */
function signedInitData(botToken: string, user: HostTestUser, startParam?: string): string {
  return signInitData(botToken, {
    user,
    queryId: `AAF${randomBytes(12).toString('base64url')}`,
    ...(startParam ? { startParam } : {}),
    extra: {
      chat_type: 'sender',
      chat_instance: String(BigInt.asIntN(64, BigInt(`0x${randomBytes(8).toString('hex')}`))),
      // Telegram's Ed25519 signature for third parties; the app checks the hash, so random bytes do.
      signature: randomBytes(64).toString('base64url'),
    },
  })
}

/**
 * A paid invoice as Telegram reports it to the bot: when the fake Bot API made this invoice link,
 * it sends the bot a pre_checkout_query, waits for its answer, and then the successful_payment
 * message (see FakeBotApi.payInvoice). An invoice the fake never made is simply paid.
 */
async function payInvoice(botApiUrl: string | undefined, slug: string, user: HostTestUser | undefined) {
  if (!botApiUrl || !user || !/^[A-Za-z0-9_-]+$/.test(slug)) return 'paid'
  const res = await fetch(`${botApiUrl}/invoices/${slug}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, options: { preCheckoutTimeoutMs: PRE_CHECKOUT_TIMEOUT_MS } }),
  })
  if (res.status === 404) return 'paid'
  if (!res.ok) return 'failed'
  const result = (await res.json()) as PayResult
  return result.status
}

/** What the invoice sheet shows: the invoice as the fake Bot API keeps it, or nothing for one it never made. */
async function invoiceDetails(botApiUrl: string | undefined, slug: string): Promise<FakeInvoice | null> {
  if (!botApiUrl || !/^[A-Za-z0-9_-]+$/.test(slug)) return null
  const res = await fetch(`${botApiUrl}/invoices/${slug}`)
  return res.ok ? ((await res.json()) as FakeInvoice) : null
}

/**
 * The mock Telegram host page (mock-telegram/README.md): a Telegram-like chat window around the app
 * in an iframe, with signed init data in its launch parameters. For `npm run dev:telegram` and e2e.
 */
export async function startTelegramHost(options: TelegramHostOptions): Promise<TelegramHost> {
  const appUrl = options.appUrl.replace(/\/+$/, '')
  const appOrigin = new URL(appUrl).origin
  const appHost = new URL(appUrl).hostname
  const host = options.host ?? (['localhost', '127.0.0.1'].includes(appHost) ? appHost : '127.0.0.1')
  const entryPath = options.entryPath ?? '/telegram-login'
  const botApiUrl = typeof options.botApi === 'string' ? options.botApi : options.botApi?.url
  let paymentUpdateDelayMs = 0
  const botUsername = typeof options.botApi === 'object' ? options.botApi.me?.username : undefined

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host')
      if (req.method === 'GET' && url.pathname === '/') {
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          await readFile(path.join(HOST_DIR, 'index.html'), 'utf8'),
        )
      }
      if (req.method === 'GET' && url.pathname === '/host/host.css') {
        return send(
          res,
          200,
          'text/css; charset=utf-8',
          await readFile(path.join(HOST_DIR, 'host.css'), 'utf8'),
        )
      }
      const script = /^\/host\/([a-z-]+\.ts)$/.exec(url.pathname)
      if (req.method === 'GET' && script) {
        const file = path.join(HOST_DIR, script[1]!)
        try {
          return send(res, 200, 'text/javascript; charset=utf-8', await compileForBrowser(file))
        } catch {
          return send(res, 404, 'text/plain', 'Not found')
        }
      }
      if (req.method === 'GET' && url.pathname === '/config.json') {
        return json(res, 200, {
          appUrl,
          appOrigin,
          entryPath,
          botName: options.botName ?? 'Trainly',
          botUsername,
          botApiConnected: Boolean(botApiUrl),
        })
      }
      if (req.method === 'POST' && url.pathname === '/init-data') {
        const body = await readJson(req).catch(() => undefined)
        if (!body || !isTestUser(body.user))
          return json(res, 400, { error: 'user: { id, first_name } is required' })
        const startParam =
          typeof body.startParam === 'string' && body.startParam ? body.startParam : undefined
        return json(res, 200, { initData: signedInitData(options.botToken, body.user, startParam) })
      }
      if (req.method === 'GET' && url.pathname === '/invoice') {
        return json(res, 200, {
          invoice: await invoiceDetails(botApiUrl, url.searchParams.get('slug') ?? ''),
        })
      }
      if (req.method === 'POST' && url.pathname === '/invoice') {
        const body = await readJson(req).catch(() => undefined)
        if (!body || typeof body.slug !== 'string') return json(res, 400, { error: 'slug is required' })
        const user = isTestUser(body.user) ? body.user : undefined
        if (paymentUpdateDelayMs > 0 && botApiUrl && user) {
          const slug = body.slug
          setTimeout(() => {
            payInvoice(botApiUrl, slug, user).catch(() => {})
          }, paymentUpdateDelayMs).unref()
          return json(res, 200, { status: 'paid' })
        }
        return json(res, 200, { status: await payInvoice(botApiUrl, body.slug, user) })
      }
      return send(res, 404, 'text/plain', 'Not found')
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(error) })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${host}:${port}`

  return {
    url: `${origin}/`,
    origin,
    port,
    delayPaymentUpdates(ms) {
      paymentUpdateDelayMs = ms
    },
    pageUrl(page = {}) {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(page)) if (value) query.set(key, value)
      const search = query.toString()
      return `${origin}/${search ? `?${search}` : ''}`
    },
    initDataFor: (user, startParam) => signedInitData(options.botToken, user, startParam),
    launchUrl({ user, platform = 'android', themeParams = {}, startParam }) {
      const initData = signedInitData(options.botToken, user, startParam)
      return `${appUrl}${entryPath}#${launchHash({ initData, platform, themeParams, startParam })}`
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
