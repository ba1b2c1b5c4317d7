// How long a client may take to send a request, and how many connections one address may hold
// (decision 0021): one place for the numbers, passed to Node's HTTP server by app.ts.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (Node's `requestTimeout`). */
  requestTimeoutMs: number
  /** The headers must arrive within this (Node's `headersTimeout`; at most `requestTimeoutMs`). */
  headersTimeoutMs: number
  /** How often Node looks for requests past those limits (its default, 30 s, would double them). */
  checkIntervalMs: number
  /** Open connections one client address may hold; more are closed at once. 0 = no cap. */
  maxConnectionsPerIp: number
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  checkIntervalMs: 1_000,
  // Many people share one address (a household, a mobile carrier's NAT, an office), and a browser
  // keeps up to 6 connections per site open per profile; 32 reset real browsers. 256 still stops
  // one address from holding every socket with slow requests.
  maxConnectionsPerIp: 256,
}

/**
 * Closes a new connection at once when its address already holds `max` of them: a few slow
 * clients cannot take every socket. Behind a trusted proxy every connection comes from the proxy,
 * so app.ts leaves the cap to it (max 0).
 */
export function capConnectionsPerIp(server: Server, max: number) {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (!address) return
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
