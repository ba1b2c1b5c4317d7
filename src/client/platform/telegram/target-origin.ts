// The origin the bridge posts to, loaded with the bridge only inside Telegram (telegram.ts).

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * The origin the app posts its bridge messages to, when not Telegram's own
 * (`https://web.telegram.org`, the SDK's default): the mock host of `mock-telegram/`. Only a
 * development build, or the app served from this machine (e2e, `npm start`), may use it, and the
 * latter only towards a host on this machine too — a deployed app always keeps the default.
 */
export function telegramTargetOrigin(env: {
  dev: boolean
  pageHostname: string
  configured?: string | undefined
  parentOrigin?: string | undefined
}): string | undefined {
  if (!env.dev && !LOOPBACK_HOSTS.has(env.pageHostname)) return undefined
  const candidate = env.configured || env.parentOrigin
  if (!candidate) return undefined
  try {
    const url = new URL(candidate)
    if (!env.dev && !LOOPBACK_HOSTS.has(url.hostname)) return undefined
    return url.origin
  } catch {
    return undefined
  }
}

export function parentOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}
