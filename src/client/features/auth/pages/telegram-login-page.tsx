import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { telegramInitData, telegramStartParam } from '#client/platform/telegram/launch.ts'
import { isLinkStartParam } from '#client/platform/telegram/start-param.ts'
import { haptic, telegramRawInitData } from '#client/platform/telegram/telegram.ts'
import { session } from '#client/session/session.ts'
import { applyAuthResponse, clearAuth } from '#client/session/session-controller.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError } from '#client/ui/use-form.ts'
import { telegramLogin } from '../api/auth-api.ts'
import { rememberTelegramSession, sessionIsOfAnotherUser, telegramLoginTarget } from '../telegram-login.ts'

type Attempt = { state: 'signing-in' } | { state: 'failed'; message: string; telegramOff: boolean }

/** Inside Telegram: signs in from the init data at once, then goes where the user was heading. */
export function TelegramLoginPage({ search }: { search: { redirect?: string | undefined } }) {
  const t = useT()
  const navigate = useNavigate()
  const [attempt, setAttempt] = useState<Attempt>({ state: 'signing-in' })
  const started = useRef(false)

  const signIn = useCallback(async () => {
    setAttempt({ state: 'signing-in' })
    if (sessionIsOfAnotherUser(session)) clearAuth()
    try {
      const initData = telegramRawInitData(telegramInitData())
      if (!initData) throw new ApiRequestError(400, 'validation_error', t.messages.telegramInitDataInvalid)
      applyAuthResponse(await telegramLogin(initData))
      rememberTelegramSession()
      if (isLinkStartParam(telegramStartParam())) showToast(t.telegram.linked, 'success')
      await navigate({ href: telegramLoginTarget(search.redirect), replace: true })
    } catch (error) {
      haptic('error')
      setAttempt({
        state: 'failed',
        message: describeError(t, error),
        telegramOff: error instanceof ApiRequestError && error.code === 'telegram_disabled',
      })
    }
  }, [navigate, search.redirect, t])

  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run: each call makes a session.
    if (started.current) return
    started.current = true
    void signIn()
  }, [signIn])

  if (attempt.state === 'signing-in') {
    return (
      <Page heading={t.screens.telegramLogin.heading}>
        <Spinner label={t.telegram.signingIn} />
        <p className="muted" aria-hidden="true">
          {t.telegram.signingIn}
        </p>
      </Page>
    )
  }
  const toLogin = (
    <Link to="/login" className={buttonClass(attempt.telegramOff ? 'primary' : 'secondary')}>
      {t.telegram.useLogin}
    </Link>
  )
  return (
    <Page heading={t.screens.telegramLogin.heading}>
      {attempt.telegramOff ? (
        <EmptyState
          icon="alert"
          title={t.telegram.disabledTitle}
          text={t.telegram.disabledText}
          action={toLogin}
        />
      ) : (
        <EmptyState
          icon="alert"
          title={t.telegram.failedTitle}
          text={attempt.message}
          action={
            <div className="button-row">
              <Button onClick={() => void signIn()}>{t.common.retry}</Button>
              {toLogin}
            </div>
          }
        />
      )}
    </Page>
  )
}
