import { describe, expect, it } from 'vitest'
import { EARLY_GLOBAL, EARLY_REQUESTS, earlyRequestsScript } from './early-requests.ts'
import { ROUTE_TABLE } from './routes.ts'

const TRAINER = '5b0c2f61-3d8e-4a55-9f0e-2f1a7c9d4e10'
const USER = '0d9a6a57-1c1e-4b39-8a0e-6a3b1e2f7c55'

/** Runs the inline script as a browser would, with this page's address, storage and cookies. */
function run(page: {
  path: string
  stored?: Record<string, string>
  cookie?: string
  fetchThrows?: boolean
}) {
  const sent: { url: string; headers: Record<string, string> }[] = []
  const window: Record<string, unknown> = {}
  const stored = page.stored ?? {}
  const browser = {
    window,
    location: { pathname: page.path },
    document: { cookie: page.cookie ?? '' },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    performance: { now: () => 1234 },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      if (page.fetchThrows) throw new TypeError('refused')
      sent.push({ url, headers: init.headers })
      return Promise.resolve({ url })
    },
  }
  // The script's globals are these, and nothing else of this process.
  new Function(...Object.keys(browser), earlyRequestsScript())(...Object.values(browser))
  return {
    sent,
    left: window[EARLY_GLOBAL] as { token: string; userId: string | null; at: number } | undefined,
  }
}

const signedIn = {
  stored: { isAuthenticated: 'true', userId: USER },
  cookie: `theme=dark; accessToken=${encodeURIComponent('a.b+c')}; refreshToken=r`,
}

describe('the early requests script', () => {
  it("sends a trainer profile's requests with the reader's token and user, and leaves them for the app", () => {
    const { sent, left } = run({ path: `/trainer-profile/${TRAINER}`, ...signedIn })
    expect(sent.map((s) => s.url)).toEqual([
      `/api/trainers/${TRAINER}`,
      `/api/trainers/${TRAINER}/slots`,
      `/api/trainers/${TRAINER}/reviewable-bookings`,
      `/api/trainers/${TRAINER}/reviews`,
      `/api/plans?trainerId=${TRAINER}`,
      '/api/user/profile',
    ])
    for (const s of sent) expect(s.headers).toEqual({ Authorization: 'Bearer a.b+c', 'x-user-id': USER })
    expect(left).toMatchObject({ token: 'a.b+c', userId: USER, at: 1234 })
    expect(Object.keys((left as unknown as { answers: object }).answers)).toHaveLength(6)
  })

  it('takes the address with a trailing slash as the same page', () => {
    expect(run({ path: `/trainer-profile/${TRAINER}/`, ...signedIn }).sent).toHaveLength(6)
    expect(run({ path: `/trainer-profile/${TRAINER.toUpperCase()}`, ...signedIn }).sent).toHaveLength(6)
  })

  it('sends nothing for a guest, without a token, on another page, or when fetch refuses', () => {
    const path = `/trainer-profile/${TRAINER}`
    expect(run({ path, cookie: signedIn.cookie }).sent).toEqual([])
    expect(run({ path, stored: signedIn.stored, cookie: 'refreshToken=r' }).sent).toEqual([])
    expect(run({ path: '/schedule', ...signedIn }).left).toBeUndefined()
    expect(run({ path: `/trainer-profile/${TRAINER}/more`, ...signedIn }).sent).toEqual([])
    // An address whose id is not one: the requests would only be refused.
    expect(run({ path: '/trainer-profile/not-an-id', ...signedIn }).sent).toEqual([])
    expect(run({ path: `/trainer-profile/${TRAINER.slice(0, -1)}`, ...signedIn }).sent).toEqual([])
    expect(run({ path, ...signedIn, fetchThrows: true }).left).toBeUndefined()
  })

  it('names only paths of the route table', () => {
    const paths = new Set<string>(ROUTE_TABLE.map((r) => r.path))
    for (const path of Object.keys(EARLY_REQUESTS)) expect(paths).toContain(path)
  })
})
