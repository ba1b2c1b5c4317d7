import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { type SessionState, session } from '#client/session/session.ts'
import { routeTree } from './route-tree.gen.ts'
import { Spinner } from './ui/components/spinner.tsx'
import { currentDictionary } from './ui/i18n/index.ts'

export function createAppRouter(options: { history?: RouterHistory; session?: SessionState } = {}) {
  return createRouter({
    routeTree,
    context: { session: options.session ?? session },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: () => <Spinner label={currentDictionary().app.loading} />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
