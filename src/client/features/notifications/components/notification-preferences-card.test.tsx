import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fetchProfile } from '#client/session/profile-api.ts'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { settle } from '#client/ui/settle.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { type ApiStandIn, json, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { userProfile } from '#tests/support/profile.ts'
import { renderWithLoader } from '#tests/support/render-route.tsx'
import { NotificationPreferencesCard } from './notification-preferences-card.tsx'

const base = userProfile({
  firstName: 'Anna',
  isTrainer: true,
  telegramLinked: true,
  notifications: { telegram: true, email: false },
})

let server: ApiStandIn

function serve(profile: UserProfile) {
  let current = profile
  server = standInApi({
    'user/profile': (body, request) => {
      if (request.method === 'PATCH') {
        const sent = body as { notifications: Partial<UserProfile['notifications']> }
        current = { ...current, notifications: { ...current.notifications, ...sent.notifications } }
      }
      return json(200, { status: 'success', data: current })
    },
  })
}

/** As the settings route loads it. */
const renderCard = () =>
  renderWithLoader(
    () => settle(fetchProfile()),
    (profile) => <NotificationPreferencesCard profile={profile} />,
  )

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  stopStandInApi()
})

describe('the notification channels in settings', () => {
  it('shows each channel as a switch and saves a change at once', async () => {
    serve(base)
    await renderCard()
    const telegram = await screen.findByRole('switch', { name: 'Telegram messages' })
    const email = screen.getByRole('switch', { name: 'Email' })
    expect(telegram).toBeChecked()
    expect(email).not.toBeChecked()
    fireEvent.click(email)
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      notifications: { email: true },
    })
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked())
  })

  it('explains why Telegram and email are off without a linked Telegram or an email', async () => {
    serve({ ...base, telegramLinked: false, email: '' })
    await renderCard()
    const telegram = await screen.findByRole('switch', { name: 'Telegram messages' })
    expect(telegram).toBeDisabled()
    expect(telegram).not.toBeChecked()
    expect(telegram).toHaveAccessibleDescription('Link Telegram above to get notifications from the bot.')
    expect(screen.getByRole('switch', { name: 'Email' })).toHaveAccessibleDescription(
      'Add an email to your profile to get notifications by mail.',
    )
  })

  it('offers no Telegram switch on a server without Telegram, where nothing above can link it', async () => {
    serve({ ...base, telegramLinked: false, telegramAvailable: false })
    await renderCard()
    expect(await screen.findByRole('switch', { name: 'Email' })).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Telegram messages' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Link Telegram above/)).not.toBeInTheDocument()
  })
})
