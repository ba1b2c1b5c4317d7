import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from '#server/config.ts'

type TrustSetting = Config['TRUST_PROXY']
export type ProxyTrust = (address: string, hop: number) => boolean

/**
 * TRUST_PROXY as the function that says which hops may name the client in X-Forwarded-For;
 * undefined when no proxy is trusted. The app gives Fastify this very function, so the realtime
 * channel (clientIpOf) and the HTTP routes (request.ip) see one client address.
 */
export function proxyTrust(setting: TrustSetting): ProxyTrust | undefined {
  if (setting === false) return undefined
  if (setting === true) return () => true
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return proxyAddr.compile(setting)
}

/** The client's address of a raw request (a socket's handshake) exactly as Fastify's request.ip. */
export function clientIpOf(raw: IncomingMessage, trust: ProxyTrust | undefined): string {
  if (!trust) return raw.socket.remoteAddress ?? ''
  const addresses = proxyAddr.all(raw, trust)
  return addresses[addresses.length - 1] ?? raw.socket.remoteAddress ?? ''
}
