import { describe, expect, it } from 'vitest'
import { isBackButtonVisible } from '#client/platform/telegram/back-button.ts'
import { tabBarRoots } from './layouts.tsx'

describe('Telegram’s BackButton', () => {
  it('is hidden on the roots of the tab bar and on Telegram sign-in', () => {
    for (const path of ['/', '/trainers', '/schedule', '/notifications', '/choose', '/telegram-login']) {
      expect(isBackButtonVisible(path, tabBarRoots(true)), path).toBe(false)
    }
    expect(isBackButtonVisible('/services', tabBarRoots(false))).toBe(false)
    expect(isBackButtonVisible('/login', tabBarRoots(false))).toBe(false)
  })

  it('shows on every other screen', () => {
    for (const path of [
      '/profile-edit',
      '/settings',
      '/settings/sessions',
      '/trainer-profile/42',
      '/booking',
      '/trainers/',
    ]) {
      expect(isBackButtonVisible(path, tabBarRoots(true)), path).toBe(path !== '/trainers/')
    }
    // A guest's tab bar has no schedule: there it is a step away.
    expect(isBackButtonVisible('/services', tabBarRoots(true))).toBe(true)
  })
})
