import { Link, useRouter } from '@tanstack/react-router'
import { isChunkLoadError } from '#client/platform/pwa/chunk-error.ts'
import { useChunkRecovery } from '#client/platform/pwa/use-chunk-recovery.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { isOfflineFailure, useOnline, useRetryWhenOnline } from '#client/ui/use-online.ts'
import { DefaultLayout } from './layouts.tsx'

/** The HTTP-like status an error carries; anything unknown is a 500 (SPEC.md §2). */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/**
 * React's report of an error caught by the error page: expected refusals (403, 404) are part of
 * the flow and stay quiet; anything else is logged.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string | undefined }) {
  if (errorStatus(error) < 500) return
  console.error(error, info.componentStack)
}

export function NotFoundPage() {
  const t = useT()
  return (
    <DefaultLayout>
      <Page heading={t.errors.notFoundTitle}>
        <p className="error-page__status">{t.errors.status({ status: 404 })}</p>
        <p>{t.errors.notFoundText}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t.errors.goHome}
        </Link>
      </Page>
    </DefaultLayout>
  )
}

const reloadPage = () => window.location.reload()

export function ErrorPage({ error, reset }: { error: unknown; reset?: () => void }) {
  const t = useT()
  const router = useRouter()
  const online = useOnline()
  const reloading = useChunkRecovery(error)
  const status = errorStatus(error)
  const retry = () => {
    reset?.()
    void router.invalidate()
  }
  // A page that could not load because the device is offline says so, and reloads once back
  // online: its module or loader may have failed, and only a fresh load brings both back.
  const offline = status >= 500 && isOfflineFailure(error, online)
  useRetryWhenOnline(offline, reloadPage)
  if (reloading) {
    // A page chunk of the old build is gone and the new build loads instead (SPEC.md §4).
    return <Spinner label={t.pwa.reloadingNewVersion} />
  }
  if (offline) {
    return (
      <DefaultLayout>
        <Page heading={t.pwa.offlineTitle}>
          <p>{t.pwa.offlineText}</p>
          <Button variant="secondary" onClick={reloadPage}>
            {t.errors.retry}
          </Button>
        </Page>
      </DefaultLayout>
    )
  }
  if (isChunkLoadError(error)) {
    // Not a server error: a file of the app itself did not load (the guard already reloaded once).
    return (
      <DefaultLayout>
        <Page heading={t.pwa.chunkFailedTitle}>
          <p>{t.pwa.chunkFailedText}</p>
          <div className="button-row">
            <Button onClick={() => window.location.reload()}>{t.pwa.reloadPage}</Button>
            <Link to="/" className={buttonClass('secondary')}>
              {t.errors.goHome}
            </Link>
          </div>
        </Page>
      </DefaultLayout>
    )
  }
  const [title, text] =
    status === 403
      ? [t.errors.forbiddenTitle, t.errors.forbiddenText]
      : status === 404
        ? [t.errors.notFoundTitle, t.errors.notFoundText]
        : [t.errors.internalTitle, t.errors.internalText]
  return (
    <DefaultLayout>
      <Page heading={title}>
        <p className="error-page__status">{t.errors.status({ status })}</p>
        <p>{text}</p>
        <div className="button-row">
          {status >= 500 ? <Button onClick={retry}>{t.errors.retry}</Button> : null}
          <Link to="/" className={buttonClass(status >= 500 ? 'secondary' : 'primary')}>
            {t.errors.goHome}
          </Link>
        </div>
      </Page>
    </DefaultLayout>
  )
}
