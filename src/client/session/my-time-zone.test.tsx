import { render, waitFor } from '@testing-library/react'
import { Activity } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type ApiStandIn,
  json,
  SIGNED_IN_USER_ID,
  standInApi,
  stopStandInApi,
} from '#tests/support/fetch-fake.ts'
import { userProfile } from '#tests/support/profile.ts'
import { ensureMyTimeZone, myTimeZone, useMyTimeZone } from './my-time-zone.ts'
import { session } from './session.ts'

const profile = userProfile({ timeZone: 'Asia/Tokyo' })

let server: ApiStandIn
/** The zones a screen drew, in order. */
let shown: string[] = []

function Times() {
  const zone = useMyTimeZone()
  shown.push(zone)
  return <p>{zone}</p>
}
/** Lets the held profile answer go. */
let answer: () => void

beforeEach(() => {
  shown = []
  Object.assign(session, { isAuthenticated: true, userId: SIGNED_IN_USER_ID })
  Object.assign(myTimeZone, { zone: 'Europe/Berlin', userId: null })
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  server = standInApi({
    'user/profile': async () => {
      await held
      return json(200, { status: 'success', data: profile })
    },
  })
})

afterEach(() => {
  stopStandInApi()
  Object.assign(session, { isAuthenticated: false, userId: null })
})

describe("the reader's time zone", () => {
  it('is asked for once by a route and a screen drawn meanwhile', async () => {
    // The route asks (a trainer's profile loader); a screen draws while the answer is on its way,
    // and the answer lands before that screen's effects run (in the browser: between a transition's
    // commit and its effects). Its snapshot still says "not loaded" then, and the load it would
    // have shared is over. A hidden Activity holds the effects back here until it is shown.
    const routeAsked = ensureMyTimeZone()
    // One element throughout: shown, the screen is not drawn again before its effects run.
    const times = <Times />
    const screenOf = (mode: 'hidden' | 'visible') => <Activity mode={mode}>{times}</Activity>
    const { container, rerender, unmount } = render(screenOf('hidden'))
    expect(shown).toEqual(['Europe/Berlin'])
    answer()
    expect(await routeAsked).toBe('Asia/Tokyo')
    rerender(screenOf('visible'))
    await waitFor(() => expect(container.textContent).toBe('Asia/Tokyo'))
    // The screen's effect asks after its paint.
    await new Promise((resolve) => setTimeout(resolve, 50))
    unmount()
    expect(server.requests.map((r) => r.path)).toEqual(['user/profile'])
  })

  it('is asked for again after a failed answer', async () => {
    server.routes['user/profile'] = () => json(503, { status: 'error', code: 'unavailable', message: 'Down' })
    expect(await ensureMyTimeZone()).toBe('Europe/Berlin')
    server.routes['user/profile'] = () => json(200, { status: 'success', data: profile })
    expect(await ensureMyTimeZone()).toBe('Asia/Tokyo')
    expect(await ensureMyTimeZone()).toBe('Asia/Tokyo')
    expect(server.requests.map((r) => r.path)).toEqual(['user/profile', 'user/profile'])
  })
})
