import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { isChunkLoadError } from '#client/platform/pwa/chunk-error.ts'
import { ForbiddenError } from '#client/session/access-checks.ts'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { ScreenKey } from './screens.tsx'

/**
 * A page whose route loader failed (a route's `errorComponent`): its heading over the failure and
 * a retry that loads the route again — what the page showed when it loaded data itself.
 */
export function ScreenError({ screen, error, reset }: ErrorComponentProps & { screen: ScreenKey }) {
  const t = useT()
  const router = useRouter()
  // A file of the app that did not load is not the page's failure: the app's error page recovers.
  // Nor is a page the route's access check refused (its `beforeLoad`): the app's "Access denied".
  if (isChunkLoadError(error) || error instanceof ForbiddenError) throw error
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <Page heading={t.screens[screen].heading}>
      <ErrorState error={error} onRetry={retry} />
    </Page>
  )
}
