import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, NetworkError } from '#client/platform/http/errors.ts'
import { applyLocale } from '../i18n/index.ts'
import { ErrorState } from './error-state.tsx'
import { HomeCard } from './home-card.tsx'
import { OfflineState } from './offline-state.tsx'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a page whose data failed to load', () => {
  it('says the device is offline, and loads again by itself once it is back online', async () => {
    setOnline(false)
    const retry = vi.fn()
    render(<ErrorState error={new NetworkError()} onRetry={retry} />)
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledTimes(1)
    setOnline(true)
    expect(retry).toHaveBeenCalledTimes(2)
  })

  it('shows the error itself when online, or when the server answered', () => {
    setOnline(true)
    const { unmount } = render(<ErrorState error={new NetworkError()} onRetry={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent('No connection. Check the network and try again.')
    unmount()
    setOnline(false)
    render(<ErrorState error={new ApiRequestError(403, 'forbidden', 'Forbidden')} onRetry={() => {}} />)
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeInTheDocument()
  })
})

describe('a page asking for what does not exist', () => {
  it('says so without offering a retry that cannot help; other failures keep it', () => {
    setOnline(true)
    const { unmount } = render(
      <ErrorState error={new ApiRequestError(404, 'not_found', 'Trainer not found')} onRetry={() => {}} />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Trainer not found')
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    unmount()
    // A role taken away while the page was open: no retry, and the access-denied heading.
    const forbidden = render(
      <ErrorState
        error={new ApiRequestError(403, 'forbidden', 'You are not allowed to do this')}
        onRetry={() => {}}
        title="Trainer applications"
      />,
    )
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    forbidden.unmount()
    render(<ErrorState error={new ApiRequestError(500, 'internal', 'Internal error')} onRetry={() => {}} />)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('the offline page', () => {
  it('reloads itself when the device comes back online, as it promises', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    setOnline(false)
    render(<OfflineState />)
    expect(screen.getByText(/It loads again by itself once you are back online/)).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
    setOnline(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('a home card whose data failed to load offline', () => {
  it('says it in one quiet line, not a page-sized box in every card, and loads again once online', () => {
    setOnline(false)
    const packages = vi.fn()
    const notifications = vi.fn()
    render(
      <>
        <HomeCard title="My packages" state={{ ok: false, error: new NetworkError() }} onRetry={packages}>
          {() => null}
        </HomeCard>
        <HomeCard
          title="Notifications"
          state={{ ok: false, error: new NetworkError() }}
          onRetry={notifications}
        >
          {() => null}
        </HomeCard>
      </>,
    )
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument()
    expect(screen.getAllByText('Needs a connection: shown again once you are back online.')).toHaveLength(2)
    setOnline(true)
    expect(packages).toHaveBeenCalledTimes(1)
    expect(notifications).toHaveBeenCalledTimes(1)
  })
})
