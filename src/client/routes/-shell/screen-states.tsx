import type { ReactNode } from 'react'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { OwnDataScreen, type ScreenKey } from './screens.tsx'

/** A page's heading over the spinner while its route loader runs (a route's `pendingComponent`). */
export function ScreenPending({ screen }: { screen: ScreenKey }) {
  const t = useT()
  return (
    <Page heading={t.screens[screen].heading}>
      <Spinner label={t.app.loading} />
    </Page>
  )
}

/**
 * A page of the user's own data on a route without a login rule: a guest is invited to log in
 * (the route's loader skipped them with `null`); a guest's `null` kept from before logging in
 * shows as loading until the route's reload brings the data.
 */
export function OwnDataPage<T>({
  screen,
  data,
  children,
}: {
  screen: ScreenKey
  data: T | null
  children: (data: NonNullable<T>) => ReactNode
}) {
  return (
    <OwnDataScreen screen={screen}>
      {data == null ? <ScreenPending screen={screen} /> : children(data)}
    </OwnDataScreen>
  )
}
