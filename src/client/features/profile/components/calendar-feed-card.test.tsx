import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { settle } from '#client/ui/settle.ts'
import { type ApiStandIn, json, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { renderWithLoader } from '#tests/support/render-route.tsx'
import { fetchCalendarFeedUrl } from '../api/calendar-api.ts'
import { CalendarFeedCard } from './calendar-feed-card.tsx'

/** As the settings route loads it. */
const renderCard = () =>
  renderWithLoader(
    () => settle(fetchCalendarFeedUrl()),
    (feed) => <CalendarFeedCard feed={feed} />,
  )

const FIRST = `https://trainly.example/api/calendar/${'a'.repeat(43)}.ics`
const SECOND = `https://trainly.example/api/calendar/${'b'.repeat(43)}.ics`

let server: ApiStandIn

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  stopStandInApi()
})

/** GET and POST /api/calendar/token as the server answers them: POST replaces the URL. */
function calendarServer(initial: string | null, next: string[]) {
  let current = initial
  return standInApi({
    'calendar/token': (_body, request) => {
      if (request.method === 'POST') current = next.shift() ?? null
      return json(200, { status: 'success', url: current })
    },
  })
}

const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === 'calendar/token')

describe('the calendar feed card', () => {
  it('offers to make a link when there is none, then shows it', async () => {
    server = calendarServer(null, [FIRST])
    await renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }))
    expect(await screen.findByLabelText('Your calendar feed link')).toHaveValue(FIRST)
    expect(posts()).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      FIRST.replace('https:', 'webcal:'),
    )
  })

  it('copies the link', async () => {
    server = calendarServer(FIRST, [])
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await renderCard()
    await screen.findByLabelText('Your calendar feed link')
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FIRST))
  })

  it('makes a new link only after a confirm that the old one stops working', async () => {
    server = calendarServer(FIRST, [SECOND])
    await renderCard()
    expect(await screen.findByLabelText('Your calendar feed link')).toHaveValue(FIRST)
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The current link stops working at once')
    fireEvent.click(screen.getByRole('button', { name: 'Keep this link' }))
    expect(posts()).toHaveLength(0)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make a new link' }))
    await waitFor(() => expect(screen.getByLabelText('Your calendar feed link')).toHaveValue(SECOND))
    expect(posts()).toHaveLength(1)
  })
})
