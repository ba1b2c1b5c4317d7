import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'

/**
 * Renders `view` the way a page's route does: a router whose one route loads the data with
 * `loader` (through the stand-in API) and hands it to the view; `router.invalidate()` loads it
 * again, as after a change on a page.
 */
export async function renderWithLoader<T>(loader: () => Promise<T>, view: (data: T) => ReactNode) {
  const root = createRootRoute({
    loader,
    component: function LoadedView() {
      return view(root.useLoaderData() as T)
    },
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
    await router.load()
  })
  return router
}

/**
 * Renders one of the app's route files (`routeId`: its id, as in route-tree.gen.ts) at `url` as the app does: its search check, loader deps,
 * loader, pending, error and page components, under layout routes of the same ids (so the page's
 * `useSearch({ from })`/`useLoaderData({ from })` find it). The route's `beforeLoad` (the access
 * rule, which needs the app's session context) is left out: access is the server's and the
 * guards' tests' concern. Navigation inside the page goes through the same router.
 */
export async function renderFileRoute(fileRoute: AnyRoute, routeId: string, url: string) {
  const { beforeLoad: _accessRule, ...options } = fileRoute.options as unknown as Record<string, unknown>
  const segments = routeId.split('/').filter(Boolean)
  const root = createRootRoute({ component: Outlet })
  const tree: AnyRoute[] = [root]
  while (segments[0]?.startsWith('_')) {
    const parent = tree[tree.length - 1]
    const id = segments.shift() as string
    tree.push(createRoute({ getParentRoute: () => parent as AnyRoute, id, component: Outlet }))
  }
  const parent = tree[tree.length - 1] as AnyRoute
  const path = segments.join('/') + (routeId.endsWith('/') ? '/' : '')
  const leaf = createRoute({ ...options, getParentRoute: () => parent, path } as never) as AnyRoute
  let routeTree: AnyRoute = leaf
  for (let i = tree.length - 1; i >= 0; i--) routeTree = (tree[i] as AnyRoute).addChildren([routeTree])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
    await router.load()
  })
  return router
}
