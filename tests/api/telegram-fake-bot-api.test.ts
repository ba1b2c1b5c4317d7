import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeBotApi, startFakeBotApi } from '../../mock-telegram/bot-api.ts'

let api: FakeBotApi

beforeAll(async () => {
  api = await startFakeBotApi()
})

afterAll(async () => {
  await api.close()
})

const call = (method: string, params: Record<string, unknown> = {}, token = api.token) =>
  fetch(`${api.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  })

describe('the fake Bot API of mock-telegram', () => {
  it('refuses a wrong token as Telegram does', async () => {
    const res = await call('getMe', {}, '1:wrong')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' })
  })

  it('answers the methods the app uses and records every call, also over HTTP', async () => {
    api.clearCalls()
    expect(await (await call('getMe')).json()).toMatchObject({
      ok: true,
      result: { is_bot: true, username: 'trainly_test_bot' },
    })
    const sent = await (await call('sendMessage', { chat_id: 7, text: 'hi' })).json()
    expect(sent).toMatchObject({ ok: true, result: { chat: { id: 7 }, text: 'hi' } })
    const invoice = await (
      await call('createInvoiceLink', {
        title: 'T',
        description: 'D',
        payload: 'p',
        currency: 'XTR',
        prices: [],
      })
    ).json()
    expect(invoice.result).toMatch(/^https:\/\/t\.me\/\$/)
    expect(
      (await (await call('answerPreCheckoutQuery', { pre_checkout_query_id: 'q', ok: true })).json()).result,
    ).toBe(true)
    // A form body, as curl sends it.
    const form = await fetch(`${api.url}/bot${api.token}/deleteWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'drop_pending_updates=true',
    })
    expect((await form.json()).result).toBe(true)
    expect((await call('sendMessage', { chat_id: 7 })).status).toBe(400)
    expect((await call('noSuchMethod')).status).toBe(404)

    const listed = await (await fetch(`${api.url}/calls`)).json()
    expect(listed.map((c: { method: string }) => c.method)).toEqual([
      'getMe',
      'sendMessage',
      'createInvoiceLink',
      'answerPreCheckoutQuery',
      'deleteWebhook',
      'sendMessage',
    ])
    expect(listed[4].params).toEqual({ drop_pending_updates: 'true' })
  })

  it('pushes updates to the webhook registered with setWebhook, with its secret', async () => {
    const received: { secret: string | undefined; body: string }[] = []
    const hook = createServer((req, res) => {
      let body = ''
      req.on('data', (d) => {
        body += d
      })
      req.on('end', () => {
        received.push({ secret: req.headers['x-telegram-bot-api-secret-token'] as string | undefined, body })
        res.end('{}')
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    try {
      const none = await fetch(`${api.url}/updates`, { method: 'POST', body: '{}' })
      expect(none.status).toBe(409)
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`
      await call('setWebhook', { url, secret_token: 's3cret' })
      expect(api.webhook).toEqual({ url, secretToken: 's3cret' })
      expect((await api.pushUpdate({ message: { text: 'a' } })).status).toBe(200)
      const overHttp = await fetch(`${api.url}/updates`, {
        method: 'POST',
        body: JSON.stringify({ message: { text: 'b' } }),
      })
      expect(await overHttp.json()).toMatchObject({ status: 200 })
      expect(received.map((r) => r.secret)).toEqual(['s3cret', 's3cret'])
      const [first, second] = received.map((r) => JSON.parse(r.body))
      expect(second.update_id).toBeGreaterThan(first.update_id)
      expect(first.message.text).toBe('a')
    } finally {
      hook.close()
    }
  })
})
