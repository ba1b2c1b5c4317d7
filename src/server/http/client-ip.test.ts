import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { clientIpOf, proxyTrust } from './client-ip.ts'

/** The address Fastify's request.ip gives and the one clientIpOf gives for the same request. */
async function bothAddresses(trustSetting: string, remoteAddress: string, forwarded?: string) {
  const setting = loadConfig({ TRUST_PROXY: trustSetting }).TRUST_PROXY
  const trust = proxyTrust(setting)
  const app = Fastify({ trustProxy: trust ?? false })
  app.get('/', async (request) => ({ fastify: request.ip, ours: clientIpOf(request.raw, trust) }))
  const res = await app.inject({
    url: '/',
    remoteAddress,
    ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
  })
  await app.close()
  return res.json() as { fastify: string; ours: string }
}

describe('clientIpOf', () => {
  const cases: [string, string, string | undefined, string][] = [
    ['false', '203.0.113.5', '198.51.100.1', '203.0.113.5'],
    ['false', '203.0.113.5', undefined, '203.0.113.5'],
    ['true', '10.0.0.1', '198.51.100.1, 10.0.0.2', '198.51.100.1'],
    ['1', '10.0.0.1', '198.51.100.1, 198.51.100.2', '198.51.100.2'],
    ['2', '10.0.0.1', '198.51.100.1, 198.51.100.2', '198.51.100.1'],
    ['loopback', '127.0.0.1', '198.51.100.9', '198.51.100.9'],
    ['loopback', '203.0.113.5', '198.51.100.9', '203.0.113.5'],
    ['10.0.0.0/8', '10.1.2.3', '198.51.100.3, 10.9.9.9', '198.51.100.3'],
  ]
  it.each(cases)(
    'with TRUST_PROXY=%s from %s forwarded for %s is %s, as request.ip',
    async (setting, from, xff, expected) => {
      const { fastify, ours } = await bothAddresses(setting, from, xff)
      expect(ours).toBe(expected)
      expect(fastify).toBe(expected)
    },
  )
})
