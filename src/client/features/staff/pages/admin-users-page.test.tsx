import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route as UsersRoute } from '#client/routes/_authenticated/admin/users.tsx'
import { session } from '#client/session/session.ts'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { AdminUser, AdminUserCard } from '#shared/api/admin.ts'
import {
  type ApiStandIn,
  json,
  SIGNED_IN_USER_ID,
  standInApi,
  stopStandInApi,
} from '#tests/support/fetch-fake.ts'
import { renderFileRoute } from '#tests/support/render-route.tsx'

const ID = '/_authenticated/admin/users'
const PAGE_SIZE = 2

function user(n: number, patch: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
    firstName: `User${n}`,
    lastName: '',
    email: `u${n}@example.com`,
    phone: '',
    telegramUsername: '',
    avatar: '',
    roles: [],
    blocked: false,
    blockedReason: null,
    trainerBlocked: false,
    trainerBlockedReason: null,
    registeredAt: '2030-01-01T10:00:00.000Z',
    ...patch,
  }
}

let server: ApiStandIn
let stored: AdminUser[]

/** GET /api/admin/users (q, role, state, page), one user's card, and blocking, as the server answers them. */
function usersServer(items: AdminUser[]) {
  stored = items
  const routes: ApiStandIn['routes'] = {
    'admin/users': (_body, request) => {
      const url = new URL(request.url)
      const q = url.searchParams.get('q')?.toLowerCase()
      const role = url.searchParams.get('role')
      const state = url.searchParams.get('state')
      const page = Number(url.searchParams.get('page') ?? 1)
      const matching = stored.filter(
        (u) =>
          (!q || u.firstName.toLowerCase().includes(q) || u.email.includes(q)) &&
          (!role || (role === 'student' ? u.roles.length === 0 : u.roles.some((r) => r === role))) &&
          (!state || (state === 'blocked' ? u.blocked : state === 'active' ? !u.blocked : u.trainerBlocked)),
      )
      return json(200, {
        status: 'success',
        data: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: matching.length,
        page,
        pageSize: PAGE_SIZE,
      })
    },
  }
  for (const u of items) {
    routes[`admin/users/${u.id}`] = () => {
      const current = stored.find((s) => s.id === u.id) as AdminUser
      const card: AdminUserCard = { ...current, sessions: [], bookings: [], applications: [] }
      return json(200, { status: 'success', data: card })
    }
    routes[`admin/users/${u.id}/block`] = (body) => {
      const { reason } = body as { reason: string }
      stored = stored.map((s) => (s.id === u.id ? { ...s, blocked: true, blockedReason: reason } : s))
      return json(200, { status: 'success', message: 'Blocked' })
    }
  }
  server = standInApi(routes)
  return server
}

/** The query of the last list request the page made. */
const lastListQuery = () => {
  const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL((input as Request).url))
  const list = urls.filter((u) => u.pathname === '/api/admin/users')
  return Object.fromEntries(list[list.length - 1]?.searchParams ?? [])
}
/** The users' cards (each names its user), in order. */
const rows = () =>
  Array.from(screen.getAllByRole('list')[0]?.children ?? []).map((li) => li.firstElementChild as HTMLElement)
const names = () => rows().map((r) => r.getAttribute('aria-label'))
const searchOf = (router: { state: { location: { search: unknown } } }) => router.state.location.search

beforeAll(async () => {
  await applyLocale('en')
})

beforeEach(() => {
  Object.assign(session, { isAuthenticated: true, userId: SIGNED_IN_USER_ID })
})

afterEach(() => {
  stopStandInApi()
  Object.assign(session, { isAuthenticated: false, userId: null })
})

const people = () => [
  user(1, { firstName: 'Anna', roles: ['trainer'] }),
  user(2, { firstName: 'Boris', blocked: true, blockedReason: 'Spam' }),
  user(3, { firstName: 'Anton', roles: ['trainer'] }),
  user(4, { firstName: 'Vera' }),
]

describe('the admin users page, through its route', () => {
  it('reads the query, the filters, the page and the open card from the URL', async () => {
    usersServer(people())
    const open = user(3).id
    await renderFileRoute(UsersRoute, ID, `/admin/users?q=an&role=trainer&page=1&user=${open}`)
    expect(lastListQuery()).toEqual({ q: 'an', role: 'trainer', page: '1' })
    expect(names()).toEqual(['Anna', 'Anton'])
    expect(screen.getByLabelText('Name, email, phone or Telegram username')).toHaveValue('an')
    expect(screen.getByLabelText('Role')).toHaveValue('trainer')
    const anton = rows()[1] as HTMLElement
    expect(within(anton).getByRole('button', { name: /^Hide/ })).toHaveAttribute('aria-expanded', 'true')
    expect(within(anton).getByRole('button', { name: 'Block the account' })).toBeInTheDocument()
    expect(within(rows()[0] as HTMLElement).getByRole('button', { name: /^Open/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('puts a search, a filter and a page in the URL, each from the first page', async () => {
    usersServer(people())
    const router = await renderFileRoute(UsersRoute, ID, '/admin/users')
    expect(names()).toEqual(['Anna', 'Boris'])
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(names()).toEqual(['Anton', 'Vera']))
    expect(searchOf(router)).toEqual({ page: 2 })
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'blocked' } })
    await waitFor(() => expect(names()).toEqual(['Boris']))
    expect(searchOf(router)).toEqual({ state: 'blocked' })
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Name, email, phone or Telegram username'), {
      target: { value: '  vera ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(names()).toEqual(['Vera']))
    expect(searchOf(router)).toEqual({ q: 'vera' })
  })

  it('blocks from the open card, then reloads the list and the card', async () => {
    usersServer(people())
    const router = await renderFileRoute(UsersRoute, ID, '/admin/users?q=vera')
    fireEvent.click(screen.getByRole('button', { name: /^Open/ }))
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'vera', user: user(4).id }))
    fireEvent.click(await screen.findByRole('button', { name: 'Block the account' }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Give a reason')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Fake account' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    })
    expect(server.sentTo(`admin/users/${user(4).id}/block`)).toEqual([{ reason: 'Fake account' }])
    expect(await screen.findByText('Blocked: Fake account')).toBeInTheDocument()
    expect(within(rows()[0] as HTMLElement).getByText('Blocked')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unblock the account' })).toBeInTheDocument()
  })
})
