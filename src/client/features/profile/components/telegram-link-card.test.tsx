import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { settle } from '#client/ui/settle.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { userProfile } from '#tests/support/profile.ts'
import { renderWithLoader } from '#tests/support/render-route.tsx'
import { TelegramLinkCard } from './telegram-link-card.tsx'

const PROFILE = userProfile({
  firstName: 'Kate',
  lastName: 'Ivanova',
  username: '',
  email: 'kate@example.com',
  timeZone: 'Europe/Moscow',
  telegramLinked: true,
  telegramAvailable: true,
  notifications: { email: true, telegram: true },
})

const renderCard = (profile: UserProfile) =>
  renderWithLoader(
    () => settle(Promise.resolve(profile)),
    (p) => <TelegramLinkCard profile={p} />,
  )

beforeAll(async () => {
  await applyLocale('en')
})

describe('the Telegram card of /settings', () => {
  it('offers to disconnect Telegram when the account has another way in', async () => {
    await renderCard(PROFILE)
    expect(await screen.findByRole('button', { name: 'Disconnect Telegram' })).toBeVisible()
  })

  it('explains instead of offering a disconnect the server refuses, for a Telegram-only account', async () => {
    await renderCard({ ...PROFILE, email: '', emailVerified: false, hasPassword: false })
    expect(await screen.findByText(/Telegram is your only way in/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Disconnect Telegram' })).toBeNull()
  })

  it('explains it too when the email is not confirmed yet', async () => {
    await renderCard({ ...PROFILE, emailVerified: false })
    expect(await screen.findByText(/Telegram is your only way in/)).toBeVisible()
  })
})
