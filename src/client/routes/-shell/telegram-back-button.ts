import { useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { isBackButtonVisible, useBackButton } from '#client/platform/telegram/back-button.ts'
import { session } from '#client/session/session.ts'
import { parentScreen, tabBarRoots } from './layouts.tsx'

/** Inside Telegram, its BackButton mirrors the router's history (ARCHITECTURE.md "Client"). */
export function useTelegramBackButton() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { isAuthenticated } = useSnapshot(session)
  const visible = isBackButtonVisible(pathname, tabBarRoots(isAuthenticated))
  useBackButton(
    visible
      ? () => (canGoBack ? router.history.back() : void router.navigate({ href: parentScreen(pathname) }))
      : undefined,
  )
}
