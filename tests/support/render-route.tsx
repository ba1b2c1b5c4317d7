import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
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
