import { Link, useRouter } from '@tanstack/react-router'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
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

export function ErrorPage({ error, reset }: { error: unknown; reset?: () => void }) {
  const t = useT()
  const router = useRouter()
  const status = errorStatus(error)
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
          {status >= 500 ? (
            <Button
              onClick={() => {
                reset?.()
                void router.invalidate()
              }}
            >
              {t.errors.retry}
            </Button>
          ) : null}
          <Link to="/" className={buttonClass(status >= 500 ? 'secondary' : 'primary')}>
            {t.errors.goHome}
          </Link>
        </div>
      </Page>
    </DefaultLayout>
  )
}
