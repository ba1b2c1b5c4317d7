import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { myTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { dismissToast, toasts } from '#client/ui/toast.ts'
import { type ApiStandIn, json, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { NotificationsLink } from './components/notifications-link.tsx'
import { makeNotification } from './test-fixtures.ts'
import { receiveNotification, receiveUnreadCount, unreadNotifications } from './unread-store.ts'

const USER_ID = '00000000-0000-4000-8000-000000000001'
let server: ApiStandIn

beforeAll(async () => {
  await applyLocale('en')
})

beforeEach(() => {
  Object.assign(session, { isAuthenticated: true, userId: USER_ID })
  myTimeZone.zone = 'Europe/Berlin'
  myTimeZone.userId = USER_ID
  Object.assign(unreadNotifications, { count: 0, loadedFor: null })
  server = standInApi({
    notifications: () =>
      json(200, { status: 'success', data: [makeNotification(1)], unreadCount: 3, nextCursor: 'x' }),
  })
})

afterEach(() => {
  stopStandInApi()
  for (const toast of [...toasts.items]) dismissToast(toast.id)
  Object.assign(session, { isAuthenticated: false, userId: null })
})

async function renderLink() {
  const root = createRootRoute({ component: NotificationsLink })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
    await router.load()
  })
}

describe('the unread badge', () => {
  it('loads the count once after sign-in and names it', async () => {
    await renderLink()
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3')
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.path).toBe('notifications')
  })

  it('follows the realtime events', async () => {
    await renderLink()
    await screen.findByRole('link', { name: 'Notifications, 3 unread' })
    act(() => receiveNotification({ notification: makeNotification(2), unreadCount: 4 }))
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument()
    // Its toast comes after a lazy import: waited for here, so that it cannot land in the next test.
    await waitFor(() => expect(toasts.items).toHaveLength(1))
    act(() => receiveUnreadCount({ unreadCount: 0 }))
    expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/)
  })

  it('is cleared on logout', async () => {
    await renderLink()
    await screen.findByRole('link', { name: 'Notifications, 3 unread' })
    act(() => Object.assign(session, { isAuthenticated: false, userId: null }))
    await waitFor(() => expect(unreadNotifications).toMatchObject({ count: 0, loadedFor: null }))
    // Events after logout change nothing.
    receiveUnreadCount({ unreadCount: 5 })
    expect(unreadNotifications.count).toBe(0)
  })
})

describe('a notification arriving live', () => {
  it('updates the count and shows a toast with a link to its screen', async () => {
    receiveNotification({
      notification: makeNotification(7, { type: 'booking_requested', link: '/trainer-requests' }),
      unreadCount: 2,
    })
    expect(unreadNotifications.count).toBe(2)
    await waitFor(() => expect(toasts.items).toHaveLength(1))
    expect(toasts.items[0]?.text).toMatch(/^Anna Berg asked to book Yoga 7 on /)
    expect(toasts.items[0]?.action).toMatchObject({ label: 'Open', href: '/trainer-requests' })
  })

  it('shows no toast while the list is open', async () => {
    window.history.replaceState(null, '', '/notifications')
    receiveNotification({ notification: makeNotification(8), unreadCount: 1 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(toasts.items).toHaveLength(0)
    expect(unreadNotifications.count).toBe(1)
    window.history.replaceState(null, '', '/')
  })
})
