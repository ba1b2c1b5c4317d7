import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One Bot API call as the fake received it. */
export interface BotApiCall {
  method: string
  params: Record<string, unknown>
  at: string
  /** What the fake answered (`result`), absent when the call failed. */
  result?: unknown
}

/** What Telegram answers when a call fails: `{ ok: false, error_code, description, parameters? }`. */
export interface BotApiFailure {
  error_code: number
  description: string
  parameters?: { retry_after?: number; migrate_to_chat_id?: number }
}

export interface Webhook {
  url: string
  secretToken: string | undefined
}

export interface FakeBotApi {
  /** The API root to give the app (`TELEGRAM_API_ROOT`), e.g. http://127.0.0.1:8081. */
  readonly url: string
  readonly port: number
  readonly token: string
  /** The bot's own account, as getMe answers it. */
  readonly me: { id: number; is_bot: true; first_name: string; username: string }
  /** Every call with the right token, oldest first. */
  readonly calls: readonly BotApiCall[]
  callsOf(method: string): BotApiCall[]
  /** Resolves with the first call of `method` after the `after`-th call (default: any), or rejects after `timeoutMs`. */
  waitForCall(method: string, options?: { after?: number; timeoutMs?: number }): Promise<BotApiCall>
  clearCalls(): void
  /** The webhook the app registered with setWebhook, if any. */
  readonly webhook: Webhook | undefined
  /** Delivers an update to the registered webhook as Telegram does (with the secret header). */
  pushUpdate(update: Record<string, unknown>): Promise<{ status: number; body: string }>
  /** The next call of `method` fails with this answer (e.g. 429 with retry_after, 403 blocked). */
  failNext(method: string, failure: BotApiFailure): void
  close(): Promise<void>
}

/** A token of the shape @BotFather gives, for tests and the standalone fake. */
export const FAKE_BOT_TOKEN = '1234567890:AAFakeTokenForTrainlyTests_0123456789'

const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Bot API parameters arrive as JSON, a form or the query string; nested values as JSON text. */
function paramsOf(req: IncomingMessage, body: string, url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  const fromPairs = (pairs: URLSearchParams) => {
    for (const [key, value] of pairs) {
      try {
        params[key] = /^[[{]/.test(value) ? JSON.parse(value) : value
      } catch {
        params[key] = value
      }
    }
  }
  fromPairs(url.searchParams)
  const type = req.headers['content-type'] ?? ''
  if (body && type.includes('application/json')) Object.assign(params, JSON.parse(body))
  else if (body && type.includes('application/x-www-form-urlencoded')) fromPairs(new URLSearchParams(body))
  return params
}

/**
 * A stand-in for api.telegram.org (core.telegram.org/bots/api): `POST /bot<token>/<method>` answers
 * `{ ok: true, result }` for the methods the app uses and records every call. Besides the Bot API:
 * `GET /calls` lists the calls, `DELETE /calls` forgets them, `GET /webhook` shows the registered
 * webhook, and `POST /updates` (an update as its body) delivers it to that webhook.
 */
export async function startFakeBotApi(
  options: { port?: number; host?: string; token?: string; username?: string } = {},
): Promise<FakeBotApi> {
  const token = options.token ?? FAKE_BOT_TOKEN
  const botId = Number(token.split(':')[0]) || 1
  const me = {
    id: botId,
    is_bot: true as const,
    first_name: 'Trainly',
    username: options.username ?? 'trainly_test_bot',
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: true,
  }
  const calls: BotApiCall[] = []
  const failures = new Map<string, BotApiFailure[]>()
  const waiters = new Set<() => void>()
  let webhook: Webhook | undefined
  let messageId = 0
  let updateId = 0

  const chatOf = (chatId: unknown) =>
    typeof chatId === 'number' || /^-?\d+$/.test(String(chatId))
      ? { id: Number(chatId), type: 'private' as const }
      : { id: -1, type: 'channel' as const, title: String(chatId) }

  const methods: Record<string, (p: Record<string, unknown>) => unknown | BotApiFailure> = {
    getMe: () => me,
    sendMessage: (p) => {
      if (p.chat_id === undefined) return { error_code: 400, description: 'Bad Request: chat_id is empty' }
      if (typeof p.text !== 'string' || p.text.trim() === '') {
        return { error_code: 400, description: 'Bad Request: message text is empty' }
      }
      messageId += 1
      return {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: chatOf(p.chat_id),
        from: { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
        text: p.text,
        ...(p.reply_markup ? { reply_markup: p.reply_markup } : {}),
      }
    },
    createInvoiceLink: (p) => {
      for (const field of ['title', 'description', 'payload', 'currency', 'prices']) {
        if (p[field] === undefined) return { error_code: 400, description: `Bad Request: ${field} is empty` }
      }
      return `https://t.me/$${randomBytes(12).toString('base64url')}`
    },
    setWebhook: (p) => {
      if (typeof p.url !== 'string')
        return { error_code: 400, description: 'Bad Request: bad webhook: URL is empty' }
      if (p.url === '') {
        webhook = undefined
        return true
      }
      webhook = { url: p.url, secretToken: typeof p.secret_token === 'string' ? p.secret_token : undefined }
      return true
    },
    deleteWebhook: () => {
      webhook = undefined
      return true
    },
    getWebhookInfo: () => ({
      url: webhook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: 0,
    }),
    answerPreCheckoutQuery: (p) =>
      p.pre_checkout_query_id === undefined
        ? { error_code: 400, description: 'Bad Request: pre_checkout_query_id is empty' }
        : true,
    answerCallbackQuery: () => true,
  }

  const isFailure = (value: unknown): value is BotApiFailure =>
    typeof value === 'object' && value !== null && 'error_code' in value && 'description' in value

  async function pushUpdate(update: Record<string, unknown>) {
    if (!webhook) throw new Error('No webhook is registered: the app has not called setWebhook')
    updateId = Math.max(updateId + 1, Number(update.update_id ?? 0))
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(webhook.secretToken ? { 'x-telegram-bot-api-secret-token': webhook.secretToken } : {}),
      },
      body: JSON.stringify({ update_id: updateId, ...update }),
    })
    return { status: res.status, body: await res.text() }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const body = await readBody(req)
      if (url.pathname === '/calls') {
        if (req.method === 'DELETE') calls.length = 0
        return json(res, 200, calls)
      }
      if (url.pathname === '/webhook') return json(res, 200, webhook ?? null)
      if (url.pathname === '/updates' && req.method === 'POST') {
        try {
          return json(res, 200, await pushUpdate(JSON.parse(body || '{}')))
        } catch (error) {
          return json(res, 409, { error: (error as Error).message })
        }
      }
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname)
      if (!match) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' })
      if (match[1] !== token)
        return json(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' })
      const method = match[2]!
      const handler = Object.entries(methods).find(([name]) => name.toLowerCase() === method.toLowerCase())
      if (!handler) {
        return json(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' })
      }
      let params: Record<string, unknown>
      try {
        params = paramsOf(req, body, url)
      } catch {
        return json(res, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" })
      }
      const call: BotApiCall = { method: handler[0], params, at: new Date().toISOString() }
      const planned = failures.get(handler[0])?.shift()
      const result = planned ?? handler[1](params)
      if (!isFailure(result)) call.result = result
      calls.push(call)
      for (const wake of waiters) wake()
      if (isFailure(result)) return json(res, result.error_code, { ok: false, ...result })
      return json(res, 200, { ok: true, result })
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { ok: false, error_code: 500, description: String(error) })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'

  return {
    url: `http://${host}:${port}`,
    port,
    token,
    me,
    calls,
    callsOf: (method) => calls.filter((c) => c.method === method),
    waitForCall(method, { after = 0, timeoutMs = 5000 } = {}) {
      const find = () => calls.slice(after).find((c) => c.method === method)
      return new Promise((resolve, reject) => {
        const check = () => {
          const call = find()
          if (!call) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(call)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No ${method} call within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    clearCalls: () => {
      calls.length = 0
    },
    get webhook() {
      return webhook
    },
    pushUpdate,
    failNext(method, failure) {
      failures.set(method, [...(failures.get(method) ?? []), failure])
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
