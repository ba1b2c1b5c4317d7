import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { afterNextPaint } from '#client/platform/after-paint.ts'
import type { Dictionary } from '#client/ui/i18n/index.ts'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'

type RouteTable = typeof import('#shared/routes.ts')

// The route table (every path with its layout, checks and page name) is not part of the first
// load (decision 0027): it is fetched once the first page has been painted (the title draws
// nothing on the page, decision 0055); until then the title is index.html's.
let table: RouteTable | undefined
let loadingTable: Promise<RouteTable | undefined> | undefined
const loadTable = () =>
  (loadingTable ??= import('#shared/routes.ts')
    .then((loaded) => {
      table = loaded
      return loaded
    })
    .catch(() => undefined))

/** `Trainly | <page name>` for paths of the SPEC.md §2 title table, `Trainly` elsewhere. */
export function documentTitle(pathname: string, t: Dictionary, routes: RouteTable): string {
  const page = routes.matchRouteSpec(pathname)?.page
  return page ? `${PRODUCT_NAME} | ${t.pages[page]}` : PRODUCT_NAME
}

export function useDocumentTitle() {
  const t = useT()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [routes, setRoutes] = useState(table)
  useEffect(() => {
    if (routes) return
    let current = true
    void afterNextPaint()
      .then(loadTable)
      .then((loaded) => {
        if (current) setRoutes(loaded)
      })
    return () => {
      current = false
    }
  }, [routes])
  useEffect(() => {
    if (routes) document.title = documentTitle(pathname, t, routes)
  }, [pathname, t, routes])
}
