import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { myTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { Notification } from '#shared/api/notifications.ts'
import { clock } from '#shared/clock.ts'
import { LOCALES } from '#shared/locales.ts'
import { type ApiStandIn, json, type Route, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { makeNotification, oneOfEachType } from '../test-fixtures.ts'
import { receiveNotification, unreadNotifications } from '../unread-store.ts'
import { NotificationsPage } from './notifications-page.tsx'

const USER_ID = '00000000-0000-4000-8000-000000000001'

let server: ApiStandIn
let stored: Notification[]

/** GET /api/notifications as the server answers it: unread first, then newest, pages of `limit`. */
const listRoute: Route = (_body, request) => {
  const url = new URL(request.url)
  const limit = Number(url.searchParams.get('limit') ?? 30)
  const start = Number(url.searchParams.get('cursor') ?? 0)
  const sorted = [...stored].sort(
    (a, b) => Number(!!a.readAt) - Number(!!b.readAt) || b.createdAt.localeCompare(a.createdAt),
  )
  const page = sorted.slice(start, start + limit)
  const next = start + limit < sorted.length ? String(start + limit) : null
  return json(200, {
    status: 'success',
    data: page,
    unreadCount: stored.filter((n) => !n.readAt).length,
    nextCursor: next,
  })
}

const unreadAnswer = () =>
  json(200, { status: 'success', unreadCount: stored.filter((n) => !n.readAt).length })

function routesFor(list: Notification[]): Record<string, Route> {
  stored = list
  const routes: Record<string, Route> = {
    notifications: listRoute,
    'notifications/read-all': () => {
      stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? clock.now().toISOString() }))
      return unreadAnswer()
    },
  }
  for (const n of list) {
    routes[`notifications/${n.id}/read`] = () => {
      stored = stored.map((s) =>
        s.id === n.id ? { ...s, readAt: s.readAt ?? clock.now().toISOString() } : s,
      )
      return unreadAnswer()
    }
  }
  return routes
}

async function openPage() {
  const root = createRootRoute({ component: Outlet })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/notifications',
    component: NotificationsPage,
  })
  const schedule = createRoute({
    getParentRoute: () => root,
    path: '/schedule',
    component: () => <p>Schedule</p>,
  })
  const router = createRouter({
    routeTree: root.addChildren([page, schedule]),
    history: createMemoryHistory({ initialEntries: ['/notifications'] }),
  })
  await act(async () => {
    render(<RouterProvider router={router} />)
    await router.load()
  })
  return router
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem')

beforeAll(async () => {
  await applyLocale('en')
})

beforeEach(() => {
  Object.assign(session, { isAuthenticated: true, userId: USER_ID })
  myTimeZone.zone = 'Europe/Berlin'
  myTimeZone.userId = USER_ID
  unreadNotifications.count = 0
})

afterEach(async () => {
  stopStandInApi()
  Object.assign(session, { isAuthenticated: false, userId: null })
  await applyLocale('en')
})

describe('the notifications page', () => {
  it('lists the unread first, marked as unread, each linking to its screen', async () => {
    const read = makeNotification(9, {
      readAt: '2030-03-02T10:00:00.000Z',
      data: { trainingTitle: 'Old yoga' },
    })
    server = standInApi(routesFor([read, makeNotification(1), makeNotification(2)]))
    await openPage()
    await waitFor(() => expect(items()).toHaveLength(3))
    const [first, second, third] = items()
    expect(first).toHaveTextContent(/^Unread: Your booking for Yoga 2 on .* is confirmed/)
    expect(second).toHaveTextContent(/^Unread: Your booking for Yoga 1/)
    expect(third).toHaveTextContent('Old yoga')
    expect(third).not.toHaveTextContent('Unread')
    expect(within(third!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument()
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/schedule')
    expect(unreadNotifications.count).toBe(2)
    expect(server.requests[0]?.path).toBe('notifications')
  })

  it('shows the start on the user’s own clock', async () => {
    standInApi(routesFor([makeNotification(1)]))
    myTimeZone.zone = 'Asia/Tokyo'
    await openPage()
    // 07:30 UTC is 16:30 in Tokyo.
    await waitFor(() => expect(items()[0]).toHaveTextContent('4:30 PM'))
  })

  it('marks one read: the count follows and the item is no longer unread', async () => {
    server = standInApi(routesFor([makeNotification(1), makeNotification(2)]))
    await openPage()
    await waitFor(() => expect(items()).toHaveLength(2))
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(unreadNotifications.count).toBe(1))
    expect(
      server.requests.some(
        (r) => r.method === 'POST' && r.path === `notifications/${makeNotification(2).id}/read`,
      ),
    ).toBe(true)
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(
        1,
      ),
    )
  })

  it('marks a notification read when it is opened, and goes to its screen', async () => {
    server = standInApi(routesFor([makeNotification(1)]))
    const router = await openPage()
    await waitFor(() => expect(items()).toHaveLength(1))
    fireEvent.click(within(items()[0]!).getByRole('link'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'))
    await waitFor(() => expect(unreadNotifications.count).toBe(0))
    expect(server.requests.map((r) => r.path)).toContain(`notifications/${makeNotification(1).id}/read`)
  })

  it('marks all read', async () => {
    server = standInApi(routesFor([makeNotification(1), makeNotification(2)]))
    await openPage()
    await waitFor(() => expect(unreadNotifications.count).toBe(2))
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(unreadNotifications.count).toBe(0))
    expect(server.sentTo('notifications/read-all')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument())
    expect(screen.getByRole('list')).not.toHaveTextContent('Unread')
  })

  it('adds a notification that arrives live at the top, without a toast', async () => {
    standInApi(routesFor([makeNotification(1, { readAt: '2030-03-02T10:00:00.000Z' })]))
    window.history.replaceState(null, '', '/notifications')
    await openPage()
    await waitFor(() => expect(items()).toHaveLength(1))
    act(() => {
      receiveNotification({
        notification: makeNotification(5, { type: 'training_cancelled', data: { trainingTitle: 'Boxing' } }),
        unreadCount: 1,
      })
    })
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(items()[0]).toHaveTextContent('Unread: Boxing is cancelled')
    expect(unreadNotifications.count).toBe(1)
    window.history.replaceState(null, '', '/')
  })

  it('loads more with the cursor', async () => {
    const many = Array.from({ length: 32 }, (_, i) => makeNotification(i + 1))
    standInApi(routesFor(many))
    await openPage()
    await waitFor(() => expect(items()).toHaveLength(30))
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(items()).toHaveLength(32))
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('says so when there are none', async () => {
    standInApi(routesFor([]))
    await openPage()
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
  })

  it('shows a failed load with a retry', async () => {
    server = standInApi({
      notifications: () => json(500, { status: 'error', code: 'internal', message: 'Boom' }),
    })
    await openPage()
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    server.routes.notifications = listRoute
    stored = [makeNotification(1)]
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(items()).toHaveLength(1))
  })

  for (const locale of LOCALES) {
    it(`writes a text for every type in ${locale}, with nothing left unfilled`, async () => {
      await applyLocale(locale)
      for (const data of [undefined, {}]) {
        standInApi(routesFor(oneOfEachType(data)))
        await openPage()
        await waitFor(() => expect(items()).toHaveLength(oneOfEachType().length))
        for (const item of items()) {
          const text = within(item).getByRole('link').textContent ?? ''
          expect(text.length, text).toBeGreaterThan(locale === 'en' ? 'Unread: '.length + 10 : 20)
          expect(text).not.toMatch(/undefined|null|NaN|\$\{|\{|\}|Invalid/)
        }
        const texts = items().map((i) => within(i).getByRole('link').textContent)
        expect(new Set(texts).size).toBe(texts.length)
        stopStandInApi()
        document.body.innerHTML = ''
      }
    })
  }
})
