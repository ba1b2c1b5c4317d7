import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Dictionary } from '#client/ui/i18n/index.ts'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'
import { matchRouteSpec } from '#shared/routes.ts'

/** `Trainly | <page name>` for paths of the SPEC.md §2 title table, `Trainly` elsewhere. */
export function documentTitle(pathname: string, t: Dictionary): string {
  const page = matchRouteSpec(pathname)?.page
  return page ? `${PRODUCT_NAME} | ${t.pages[page]}` : PRODUCT_NAME
}

export function useDocumentTitle() {
  const t = useT()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    document.title = documentTitle(pathname, t)
  }, [pathname, t])
}
