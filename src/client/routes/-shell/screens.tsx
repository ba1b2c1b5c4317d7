import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import type { IconName } from '#client/ui/components/icon.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { type Dictionary, useT } from '#client/ui/i18n/index.ts'

export type ScreenKey = keyof Dictionary['screens']

/** A screen whose content is still empty: its heading and an honest empty state. */
export function EmptyScreen({
  screen,
  icon,
  action,
}: {
  screen: ScreenKey
  icon?: IconName
  action?: ReactNode
}) {
  const t = useT()
  const s = t.screens[screen]
  return (
    <Page heading={s.heading}>
      <EmptyState title={s.emptyTitle} text={s.emptyText} {...(icon ? { icon } : {})} action={action} />
    </Page>
  )
}

/**
 * A screen of the user's own data on a route without a login rule (SPEC.md §2 "public or
 * unspecified"): guests are invited to log in and come back.
 */
export function OwnDataScreen({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const t = useT()
  const { isAuthenticated } = useSnapshot(session)
  const location = useLocation()
  if (isAuthenticated) return children
  return (
    <Page heading={t.screens[screen].heading}>
      <EmptyState
        icon="lock"
        title={t.guest.loginRequiredTitle}
        text={t.guest.loginRequiredText}
        action={
          <Link to="/login" search={{ redirect: location.href }} className={buttonClass('primary')}>
            {t.guest.login}
          </Link>
        }
      />
    </Page>
  )
}
