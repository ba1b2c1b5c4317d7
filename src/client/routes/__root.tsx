import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { SessionState } from '#client/session/session.ts'
import { Toaster } from '#client/ui/components/toaster.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useDocumentTitle } from './-shell/document-title.ts'
import { ErrorPage, NotFoundPage } from './-shell/error-pages.tsx'
import { useTelegramBackButton } from './-shell/telegram-back-button.ts'
import { UpdatePrompt } from './-shell/update-prompt.tsx'

export interface RouterContext {
  session: SessionState
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function Root() {
  const t = useT()
  useDocumentTitle()
  useTelegramBackButton()
  return (
    <>
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <Outlet />
      <UpdatePrompt />
      <Toaster />
    </>
  )
}
