import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { showToast } from '#client/ui/toast.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { clock } from '#shared/clock.ts'
import { createTelegramLink, unlinkTelegram } from '../api/profile-api.ts'

interface LinkCode {
  link: string
  expiresAt: string
}

/**
 * /settings: connect Telegram through a one-time `startapp` link, or disconnect it. `profile`: the
 * settings route loader's; an unlink shows at once, a link made elsewhere after the route's reload.
 */
export function TelegramLinkCard({ profile }: { profile: Settled<UserProfile> }) {
  const t = useT()
  const router = useRouter()
  const reload = () => void router.invalidate()
  const [linked, setLinked] = useState(profile.ok && profile.value.telegramLinked)
  useEffect(() => {
    if (profile.ok) setLinked(profile.value.telegramLinked)
  }, [profile])
  const { busy, error, run } = useAction()
  const [code, setCode] = useState<LinkCode>()
  // Without a confirmed email and a password Telegram is the only way in: the server refuses to
  // unlink it (telegram_only_login), so the card says what to do first instead of a dead button.
  const otherWayIn = profile.ok && profile.value.hasPassword && profile.value.emailVerified

  // Linked or unlinked meanwhile (from another device): the message says so, and the card shows
  // it as it now is.
  const makeLink = () =>
    run(async () => {
      try {
        setCode(await createTelegramLink())
      } catch (err) {
        if (err instanceof ApiRequestError && err.code === 'telegram_already_linked') reload()
        throw err
      }
    })
  const unlink = () =>
    run(async () => {
      try {
        await unlinkTelegram()
      } catch (err) {
        if (err instanceof ApiRequestError && err.code === 'telegram_not_linked') reload()
        throw err
      }
      setLinked(false)
    }, t.telegram.unlinked)

  return (
    <Card aria-labelledby="telegram-link-title">
      <h2 id="telegram-link-title">{t.telegram.settingsTitle}</h2>
      {profile.ok ? null : <ErrorState error={profile.error} onRetry={reload} />}
      {profile.ok ? (
        <div className="stack">
          <FormError message={error} />
          {linked ? (
            <>
              <p>{t.telegram.linkedText}</p>
              {otherWayIn ? (
                <div className="button-row">
                  <Button variant="secondary" disabled={busy} onClick={() => void unlink()}>
                    {busy ? t.telegram.unlinking : t.telegram.unlink}
                  </Button>
                </div>
              ) : (
                <p className="muted">{t.telegram.onlyWayIn}</p>
              )}
            </>
          ) : (
            <>
              <p className="muted">{t.telegram.notLinkedText}</p>
              {code ? <LinkCodeView code={code} onRenew={() => void makeLink()} busy={busy} /> : null}
              {code ? null : (
                <div className="button-row">
                  <Button disabled={busy} onClick={() => void makeLink()}>
                    {busy ? t.telegram.makingLink : t.telegram.makeLink}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      ) : null}
    </Card>
  )
}

function LinkCodeView({ code, onRenew, busy }: { code: LinkCode; onRenew: () => void; busy: boolean }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const [expired, setExpired] = useState(() => Date.parse(code.expiresAt) <= clock.nowMs())
  useEffect(() => {
    const left = Date.parse(code.expiresAt) - clock.nowMs()
    setExpired(left <= 0)
    if (left <= 0) return
    const timer = setTimeout(() => setExpired(true), left)
    return () => clearTimeout(timer)
  }, [code.expiresAt])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.link)
      showToast(t.telegram.copied, 'success')
    } catch {
      showToast(t.telegram.copyFailed, 'error')
    }
  }

  if (expired) {
    return (
      <div className="stack">
        <p className="form-error">{t.telegram.linkExpired}</p>
        <div className="button-row">
          <Button disabled={busy} onClick={onRenew}>
            {busy ? t.telegram.makingLink : t.telegram.makeLink}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="stack">
      <p>{t.telegram.linkReady}</p>
      <input
        className="field__input"
        readOnly
        value={code.link}
        aria-label={t.telegram.linkReady}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className="muted">
        {t.telegram.linkExpires({ time: formatDateTimeIn(code.expiresAt, locale, zone) })}
      </p>
      <div className="button-row">
        <a className={buttonClass('primary')} href={code.link} target="_blank" rel="noopener noreferrer">
          {t.telegram.openLink}
        </a>
        <Button variant="secondary" onClick={() => void copy()}>
          {t.telegram.copyLink}
        </Button>
      </div>
    </div>
  )
}
