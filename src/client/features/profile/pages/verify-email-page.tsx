import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { loadRoles } from '#client/session/session-controller.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { describeError } from '#client/ui/use-form.ts'
import { verifyEmail } from '../api/profile-api.ts'

type Outcome = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message?: string }

/** One request per token, however often the page mounts (a link works only once). */
const opened = new Map<string, Promise<string>>()

/** /verify-email?token=…: the page the confirmation link opens (decision 0022); signed in or not. */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const t = useT()
  const { isAuthenticated } = useSnapshot(session)
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'working' } : { kind: 'failed' })
  useEffect(() => {
    if (!token) return
    let live = true
    let request = opened.get(token)
    if (!request) {
      request = verifyEmail(token)
      opened.set(token, request)
    }
    request.then(
      (email) => {
        if (!live) return
        setOutcome({ kind: 'done', email })
        // A confirmed ADMIN_EMAILS address is an admin now.
        void loadRoles({ force: true })
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'failed', message: describeError(t, error) })
      },
    )
    return () => {
      live = false
    }
  }, [token, t])

  const next = isAuthenticated ? (
    <Link to="/settings" className={buttonClass('primary')}>
      {t.profile.openSettings}
    </Link>
  ) : (
    <Link to="/login" className={buttonClass('primary')}>
      {t.profile.logIn}
    </Link>
  )
  return (
    <Page heading={t.profile.emailTitle}>
      {outcome.kind === 'working' ? <Spinner label={t.profile.verifying} /> : null}
      {outcome.kind === 'done' ? (
        <EmptyState
          icon="check"
          title={t.profile.verifiedTitle}
          text={t.profile.verifiedText({ email: outcome.email })}
          action={next}
        />
      ) : null}
      {outcome.kind === 'failed' ? (
        <EmptyState
          title={t.profile.verifyFailedTitle}
          text={outcome.message ?? t.profile.verifyFailedText}
          action={next}
        />
      ) : null}
    </Page>
  )
}
