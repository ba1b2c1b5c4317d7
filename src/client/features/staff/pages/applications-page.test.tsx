import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Route as QueueRoute } from '#client/routes/_authenticated/moderator/trainer-requests.tsx'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { QueueItem } from '#shared/api/staff.ts'
import { type ApiStandIn, json, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { renderFileRoute } from '#tests/support/render-route.tsx'

const PAGE_SIZE = 2
const ID = '/_authenticated/moderator/trainer-requests'

function application(n: number, status: QueueItem['status']): QueueItem {
  const id = `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`
  return {
    id,
    status,
    specializations: ['yoga'],
    experienceYears: n,
    bio: `Bio ${n}`,
    city: 'Berlin',
    formats: ['online'],
    certificateLinks: [],
    certificatePhoto: null,
    certificatePhotoUrl: null,
    rejectReason: status === 'rejected' ? 'No certificates' : null,
    reviewer: null,
    createdAt: `2030-03-0${n}T10:00:00.000Z`,
    decidedAt: null,
    applicant: {
      id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
      firstName: `Applicant${n}`,
      lastName: '',
      avatar: '',
      email: `a${n}@example.com`,
      phone: '',
      telegramUsername: '',
      roles: [],
      registeredAt: '2030-01-01T10:00:00.000Z',
      blocked: false,
    },
  }
}

let server: ApiStandIn
let stored: QueueItem[]

/** The moderation API as the server answers it: the list by status and page, one application, approve. */
function moderationServer(items: QueueItem[]) {
  stored = items
  const routes: ApiStandIn['routes'] = {
    'moderation/trainer-applications': (_body, request) => {
      const url = new URL(request.url)
      const status = url.searchParams.get('status') ?? 'pending'
      const page = Number(url.searchParams.get('page') ?? 1)
      const matching = stored.filter((a) => status === 'all' || a.status === status)
      return json(200, {
        status: 'success',
        data: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: matching.length,
        page,
        pageSize: PAGE_SIZE,
      })
    },
  }
  for (const a of items) {
    routes[`moderation/trainer-applications/${a.id}`] = () => {
      const current = stored.find((s) => s.id === a.id)
      return json(200, { status: 'success', data: { ...current, history: [] } })
    }
    routes[`moderation/trainer-applications/${a.id}/approve`] = () => {
      stored = stored.map((s) =>
        s.id === a.id
          ? {
              ...s,
              status: 'approved' as const,
              reviewer: { id: '00000000-0000-4000-8000-000000000001', name: 'Mo' },
              decidedAt: '2030-03-10T10:00:00.000Z',
            }
          : s,
      )
      const { applicant: _, ...decided } = stored.find((s) => s.id === a.id) as QueueItem
      return json(200, { status: 'success', data: decided })
    }
  }
  server = standInApi(routes)
  return server
}

const listCalls = () =>
  server.requests.filter((r) => r.method === 'GET' && r.path === 'moderation/trainer-applications')
/** The list's query as the page asked for it, from the stand-in's log of fetches. */
const lastListQuery = () => {
  const fetches = vi.mocked(fetch).mock.calls.map(([input]) => new URL((input as Request).url))
  const list = fetches.filter((u) => u.pathname === '/api/moderation/trainer-applications')
  return Object.fromEntries(list[list.length - 1]?.searchParams ?? [])
}
/** The queue's cards (each names its applicant), in order. */
const cards = () =>
  Array.from(screen.getAllByRole('list')[0]?.children ?? []).map((li) => li.firstElementChild as HTMLElement)
/** The search as the route read it. */
const searchOf = (router: { state: { matches: { search: unknown }[] } }) =>
  router.state.matches.at(-1)?.search

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  stopStandInApi()
})

describe('the moderation queue, through its route', () => {
  it('opens on the waiting ones, first page, with nothing open', async () => {
    moderationServer([application(1, 'pending'), application(2, 'rejected')])
    await renderFileRoute(QueueRoute, ID, '/moderator/trainer-requests')
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Applicant1'])
    expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /^Review/ })).toHaveAttribute('aria-expanded', 'false')
  })

  it('reads the filter, the page and the open application from the URL', async () => {
    const items = [1, 2, 3].map((n) => application(n, 'rejected'))
    moderationServer([application(4, 'pending'), ...items])
    const open = items[2]?.id as string
    await renderFileRoute(QueueRoute, ID, `/moderator/trainer-requests?status=rejected&page=2&open=${open}`)
    expect(lastListQuery()).toEqual({ status: 'rejected', page: '2' })
    expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true')
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Applicant3'])
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Hide/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Bio 3')).toBeInTheDocument()
  })

  it('drops search params that do not read, and opens as without them', async () => {
    moderationServer([application(1, 'pending')])
    await renderFileRoute(QueueRoute, ID, '/moderator/trainer-requests?status=bogus&page=0&open=x')
    expect(lastListQuery()).toEqual({ status: 'pending', page: '1' })
    expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true')
    expect(cards()).toHaveLength(1)
    expect(screen.getByRole('button', { name: /^Review/ })).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts a filter, a page and the open card in the URL, loading what they name', async () => {
    moderationServer([1, 2, 3].map((n) => application(n, 'pending')))
    const router = await renderFileRoute(QueueRoute, ID, '/moderator/trainer-requests')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ page: 2 }))
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Applicant3']))
    fireEvent.click(screen.getByRole('button', { name: /^Review/ }))
    const open = application(3, 'pending').id
    await waitFor(() => expect(searchOf(router)).toEqual({ page: 2, open }))
    expect(await screen.findByText('Bio 3')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'all' }))
    await waitFor(() => expect(cards()).toHaveLength(2))
  })

  it('after approving, reloads the queue and the open application', async () => {
    const item = application(1, 'pending')
    moderationServer([item])
    await renderFileRoute(QueueRoute, ID, `/moderator/trainer-requests?status=all&open=${item.id}`)
    const card = cards()[0] as HTMLElement
    expect(within(card).getByText('Waiting for review')).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Approve' }))
    })
    await waitFor(() => expect(within(cards()[0] as HTMLElement).getByText('Approved')).toBeInTheDocument())
    expect(within(cards()[0] as HTMLElement).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByText(/Approved by Mo/)).toBeInTheDocument()
    expect(listCalls().length).toBeGreaterThanOrEqual(2)
  })
})
