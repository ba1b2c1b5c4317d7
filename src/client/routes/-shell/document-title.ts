import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Dictionary } from '#client/ui/i18n/index.ts'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'

type RouteTable = typeof import('#shared/routes.ts')

// The route table (every path with its layout, checks and page name) is not part of the first
// load (decision 0027): it is fetched as soon as the app starts, beside the locale and the
// session, and is there by the first render in practice; until then the title is index.html's.
let table: RouteTable | undefined
const loadingTable: Promise<RouteTable | undefined> = import('#shared/routes.ts')
  .then((loaded) => {
    table = loaded
    return loaded
  })
  .catch(() => undefined)

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
    if (!routes) void loadingTable.then(setRoutes)
  }, [routes])
  useEffect(() => {
    if (routes) document.title = documentTitle(pathname, t, routes)
  }, [pathname, t, routes])
}
