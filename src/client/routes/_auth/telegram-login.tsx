import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_auth/telegram-login')({
  beforeLoad: checks('redirect-auth'),
  component: TelegramLoginPage,
})

function TelegramLoginPage() {
  return <EmptyScreen screen="telegramLogin" />
}
