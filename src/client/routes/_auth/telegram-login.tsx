import { createFileRoute, redirect, useSearch } from '@tanstack/react-router'
import { TelegramLoginPage } from '#client/features/auth/pages/telegram-login-page.tsx'
import { canSkipTelegramLogin, telegramLoginTarget } from '#client/features/auth/telegram-login.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { searchParams, text } from '#client/platform/url/search-params.ts'
import { type AccessContext, type BeforeLoadWithChecks, checks } from '#client/session/access-checks.ts'

const redirectAuth = checks('redirect-auth')

/**
 * SPEC.md §2: outside the messenger this page redirects to /login (a signed-in user goes on as
 * from any guest page). Inside Telegram the init data decides: a session of this same Telegram
 * user goes straight on; otherwise the page signs in (a link code, another Telegram user).
 */
const beforeLoad: BeforeLoadWithChecks = Object.assign(
  (ctx: AccessContext) => {
    if (!isInsideTelegram()) {
      redirectAuth(ctx)
      throw redirect({ to: '/login', replace: true })
    }
    if (canSkipTelegramLogin(ctx.context.session)) {
      const search = ctx.search as { redirect?: unknown } | undefined
      throw redirect({ href: telegramLoginTarget(search?.redirect), replace: true })
    }
  },
  { checks: redirectAuth.checks },
)

export const Route = createFileRoute('/_auth/telegram-login')({
  validateSearch: searchParams({ redirect: text() }),
  beforeLoad,
  component: TelegramLoginRoute,
})

function TelegramLoginRoute() {
  return <TelegramLoginPage search={useSearch({ from: '/_auth/telegram-login' })} />
}
