import { createFileRoute, redirect } from '@tanstack/react-router'
import { checksThen } from '#client/features/auth/access-checks.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_auth/telegram-login')({
  // SPEC.md §2: outside the messenger this page redirects to /login.
  beforeLoad: checksThen(['redirect-auth'], () => {
    if (!isInsideTelegram()) throw redirect({ to: '/login', replace: true })
  }),
  component: TelegramLoginPage,
})

function TelegramLoginPage() {
  return <EmptyScreen screen="telegramLogin" />
}
