// Issue 15, item 7: a client that sends its body a byte at a time is cut off, and one address
// cannot hold more than its share of connections (decision 0021). Real sockets, with the
// limits made short through the app's options; the test waits for the server to act.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app.ts'

let t: TestApp
let port: number

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_DISABLED: 'true' },
    {
      connectionLimits: {
        requestTimeoutMs: 1_000,
        headersTimeoutMs: 500,
        checkIntervalMs: 100,
        maxConnectionsPerIp: 3,
      },
    },
  )
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})

afterAll(async () => {
  await t.close()
})

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Resolves with what the server sent once it closes the connection. */
function closedByServer(socket: net.Socket): Promise<string> {
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1')
  })
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve(received)))
}

/** GET /api/health on an open connection: whether the server still serves it. */
function health(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1').split('\r\n')[0]!))
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
  })
}

describe('slow clients', () => {
  it('cuts a body that trickles in a byte at a time once the request time is up', async () => {
    const socket = await connect()
    const closed = closedByServer(socket)
    socket.write(
      'POST /api/auth/logout HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    )
    // It keeps sending; only the server can end this.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ')
    }, 100)
    try {
      const answer = await closed
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
    } finally {
      clearInterval(trickle)
    }
  })

  it('cuts headers that never end', async () => {
    const socket = await connect()
    const closed = closedByServer(socket)
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n')
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Slow: 1\r\n')
    }, 100)
    try {
      await closed
    } finally {
      clearInterval(trickle)
    }
    expect(socket.destroyed).toBe(true)
  })

  it('closes connections from one address beyond the cap at once, and takes new ones as others close', async () => {
    const held = [await connect(), await connect(), await connect()]
    for (const socket of held) expect(await health(socket)).toBe('HTTP/1.1 200 OK')
    const extra = await connect()
    const extraClosed = closedByServer(extra)
    expect(await extraClosed).toBe('')
    // The first three were not touched.
    for (const socket of held) expect(await health(socket)).toBe('HTTP/1.1 200 OK')

    const first = held.shift()!
    const firstClosed = new Promise((resolve) => first.once('close', resolve))
    first.destroy()
    await firstClosed
    // The server counts the close on its side; a new connection may come a moment later.
    let next: net.Socket | undefined
    while (!next) {
      const candidate = await connect()
      const status = await Promise.race([
        health(candidate),
        new Promise<string>((resolve) => candidate.once('close', () => resolve('closed'))),
      ])
      if (status === 'HTTP/1.1 200 OK') next = candidate
    }
    for (const socket of [...held, next]) socket.destroy()
  })
})
