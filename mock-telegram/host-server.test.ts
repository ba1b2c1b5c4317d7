import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseLaunchParamsQuery } from '@telegram-apps/sdk-react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyInitData } from '#server/modules/telegram/init-data.ts'
import { type FakeBotApi, startFakeBotApi } from './bot-api.ts'
import { HOST_TEST_USERS, HOST_THEMES } from './host/presets.ts'
import { startTelegramHost, type TelegramHost } from './host-server.ts'

let botApi: FakeBotApi
let host: TelegramHost
let webhook: Server
/** Updates the "app" received, and how it answers pre-checkout queries. */
const updates: Record<string, unknown>[] = []
let approveCheckout = true

beforeAll(async () => {
  botApi = await startFakeBotApi()
  // A stand-in for the app's webhook that answers pre-checkout queries through the Bot API, as a bot must.
  webhook = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const update = JSON.parse(body) as { pre_checkout_query?: { id: string } }
      updates.push(update)
      void (async () => {
        if (update.pre_checkout_query) {
          await fetch(`${botApi.url}/bot${botApi.token}/answerPreCheckoutQuery`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              pre_checkout_query_id: update.pre_checkout_query.id,
              ok: approveCheckout,
            }),
          })
        }
        res.end('{}')
      })()
    })
  })
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/api/telegram/webhook`
  await fetch(`${botApi.url}/bot${botApi.token}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: hookUrl }),
  })
  host = await startTelegramHost({ appUrl: 'http://127.0.0.1:3999/', botToken: botApi.token, botApi })
})

afterAll(async () => {
  await host.close()
  await botApi.close()
  await new Promise((resolve) => webhook.close(resolve))
})

const postJson = (path: string, body: unknown) =>
  fetch(new URL(path, host.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function createInvoiceSlug() {
  const res = await fetch(`${botApi.url}/bot${botApi.token}/createInvoiceLink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Morning yoga',
      description: 'One training',
      payload: 'booking:42',
      currency: 'XTR',
      prices: [{ label: 'Training', amount: 150 }],
    }),
  })
  const link = ((await res.json()) as { result: string }).result
  return link.slice(link.indexOf('$') + 1)
}

describe('the mock Telegram host server', () => {
  it('serves the chat window page, its script as JavaScript and its settings', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const page = await fetch(host.url)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    const html = await page.text()
    for (const id of ['tg-window', 'tg-back-button', 'tg-main-button', 'tg-closing-confirmation', 'tg-log']) {
      expect(html).toContain(`data-testid="${id}"`)
    }
    const script = await fetch(new URL('/host/page.ts', host.url))
    expect(script.headers.get('content-type')).toMatch(/text\/javascript/)
    const code = await script.text()
    expect(code).toMatch(/from ['"]\.\/presets\.ts['"]/)
    expect(code).not.toMatch(/\binterface HostConfig\b|as ThemeName/)
    expect((await fetch(new URL('/host/../host-server.ts', host.url))).status).toBe(404)
    expect(await (await fetch(new URL('/config.json', host.url))).json()).toEqual({
      appUrl: 'http://127.0.0.1:3999',
      appOrigin: 'http://127.0.0.1:3999',
      entryPath: '/telegram-login',
      botName: 'Trainly',
      botUsername: 'trainly_test_bot',
      botApiConnected: true,
    })
  })

  it('hands out init data that the server accepts as signed with the bot token', async () => {
    const res = await postJson('/init-data', { user: HOST_TEST_USERS.ru, startParam: 'trainer_abc' })
    const { initData } = (await res.json()) as { initData: string }
    const verified = verifyInitData(initData, botApi.token)
    expect(verified.user).toMatchObject({ id: HOST_TEST_USERS.ru.id, firstName: 'Иван', languageCode: 'ru' })
    expect(verified.startParam).toBe('trainer_abc')
    expect(initData).not.toContain(botApi.token)
    expect(() => verifyInitData(initData, '999:AAAnotherBotsTokenAAAAAAAAAAA')).toThrow()
  })

  it('refuses to sign init data without a user', async () => {
    expect((await postJson('/init-data', { user: { first_name: 'No id' } })).status).toBe(400)
    expect((await postJson('/init-data', {})).status).toBe(400)
  })

  it('opens the app with launch parameters the Telegram SDK reads', () => {
    const url = new URL(
      host.launchUrl({
        user: HOST_TEST_USERS.en,
        platform: 'ios',
        themeParams: HOST_THEMES.dark,
        startParam: 'training_7',
      }),
    )
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3999/telegram-login')
    const params = parseLaunchParamsQuery(url.hash.slice(1))
    expect(params.tgWebAppPlatform).toBe('ios')
    expect(params.tgWebAppVersion).toBe('8.0')
    expect(params.tgWebAppStartParam).toBe('training_7')
    expect(params.tgWebAppThemeParams.bg_color).toBe('#212121')
    expect(params.tgWebAppData?.user?.id).toBe(HOST_TEST_USERS.en.id)
    expect(params.tgWebAppData?.start_param).toBe('training_7')
    const raw = new URLSearchParams(url.hash.slice(1)).get('tgWebAppData') ?? ''
    expect(verifyInitData(raw, botApi.token).user.languageCode).toBe('en')
  })

  it('builds host page links that choose the first launch', () => {
    expect(host.pageUrl({ user: 'new-ru', theme: 'dark', startParam: 'link_x' })).toBe(
      `${host.origin}/?user=new-ru&theme=dark&startParam=link_x`,
    )
  })

  it('pays an invoice the bot made: pre_checkout_query, the bot says ok, then successful_payment', async () => {
    approveCheckout = true
    updates.length = 0
    const slug = await createInvoiceSlug()
    const res = await postJson('/invoice', { slug, user: HOST_TEST_USERS.en })
    expect(await res.json()).toEqual({ status: 'paid' })
    expect(updates).toEqual([
      expect.objectContaining({
        pre_checkout_query: expect.objectContaining({
          currency: 'XTR',
          total_amount: 150,
          invoice_payload: 'booking:42',
          from: expect.objectContaining({ id: HOST_TEST_USERS.en.id }),
        }),
      }),
      expect.objectContaining({
        message: expect.objectContaining({
          chat: expect.objectContaining({ id: HOST_TEST_USERS.en.id }),
          successful_payment: expect.objectContaining({ total_amount: 150, invoice_payload: 'booking:42' }),
        }),
      }),
    ])
  })

  it('fails the payment when the bot refuses the pre-checkout query', async () => {
    approveCheckout = false
    updates.length = 0
    const slug = await createInvoiceSlug()
    expect(await (await postJson('/invoice', { slug, user: HOST_TEST_USERS.en })).json()).toEqual({
      status: 'failed',
    })
    expect(updates).toHaveLength(1)
  })

  it('shows the sheet the invoice the fake Bot API made, and nothing for one it never made', async () => {
    const slug = await createInvoiceSlug()
    const shown = await (await fetch(new URL(`/invoice?slug=${slug}`, host.url))).json()
    expect(shown.invoice).toMatchObject({ title: 'Morning yoga', currency: 'XTR', totalAmount: 150 })
    expect(await (await fetch(new URL('/invoice?slug=unknown', host.url))).json()).toEqual({ invoice: null })
  })

  it('simply pays an invoice the fake Bot API never made', async () => {
    updates.length = 0
    expect(await (await postJson('/invoice', { slug: 'unknown', user: HOST_TEST_USERS.en })).json()).toEqual({
      status: 'paid',
    })
    expect(updates).toEqual([])
  })
})
