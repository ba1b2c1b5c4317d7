// The bare React 19 + TanStack Router app that `npm run bundle:report` builds with the same Vite
// as Trainly: the least a client on this stack loads, the base of the first-load ratio (issue 19).
// `npm run bench:web` also builds it under /bench-baseline/ into Trainly's build, where the same
// service worker serves it offline: the base of the offline schedule's first-paint ratio.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const rootRoute = createRootRoute({
  component: () => (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </>
  ),
})
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> })
const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  component: () => <h1>About</h1>,
})
const router = createRouter({
  routeTree: rootRoute.addChildren([indexRoute, aboutRoute]),
  basepath: import.meta.env.BASE_URL,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
