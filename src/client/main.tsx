import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { subscribe } from 'valtio/vanilla'
import { session } from '#client/session/session.ts'
import { bindNavigator, restoreSession, startSessionChecks } from '#client/session/session-controller.ts'
import { telegramLanguageCode } from './platform/telegram/launch.ts'
import { startTelegram } from './platform/telegram/telegram.ts'
import { createAppRouter } from './router.tsx'
import { reportCaughtError } from './routes/-shell/error-pages.tsx'
import { applyLocale, resolveLocale, storedLanguage } from './ui/i18n/index.ts'
import { applyTheme, storedTheme } from './ui/theme.ts'
import './ui/theme.css'
import './ui/components.css'
import './ui/layout.css'

// Order of ARCHITECTURE.md "Client": locale, Telegram, session restore, router.
async function start() {
  applyTheme(storedTheme())
  await applyLocale(
    resolveLocale({
      setting: storedLanguage(),
      telegram: telegramLanguageCode(),
      browser: navigator.languages,
    }),
  )
  // Inside Telegram: the SDK's init sequence (theme, viewport, buttons, ready); nothing elsewhere.
  await startTelegram()
  const router = createAppRouter()
  bindNavigator({
    go: (to, options) => {
      if (options?.returnTo)
        void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
      else void router.navigate({ href: to })
    },
    currentHref: () => router.state.location.href,
  })
  await restoreSession()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  startSessionChecks()
  // Service worker, update prompt, build check and the chunk-error reload guard (SPEC.md §4).
  // Loaded after the first page (decision 0027): none of it draws the first screen; the service
  // worker and the build check wait for the first page to show.
  const shown = firstPageShown(router)
  void import('./platform/pwa/start-pwa.ts').then((pwa) => pwa.startPwa({ session, firstPageShown: shown }))
  // The schedule cache follows the session from here on (SPEC.md §4), loaded after the first page
  // and only for a signed-in user: a guest's landing never fetches it (decision 0027). A guest who
  // signs in starts it then; with no user it has nothing to do (no previous user's cache to clear).
  startScheduleStoreWhenSignedIn()
}

/**
 * Settles when the router has resolved its first page (chunks and loaders done, the page drawn),
 * whatever its outcome; at the latest after FIRST_PAGE_WAIT_MS, so a page that never settles
 * cannot hold back the service worker and the update check.
 */
const FIRST_PAGE_WAIT_MS = 10_000
function firstPageShown(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.status === 'idle' && router.state.resolvedLocation) return resolve()
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe()
      // After the browser has painted what the router resolved.
      requestAnimationFrame(() => setTimeout(resolve, 0))
    })
    setTimeout(() => {
      unsubscribe()
      resolve()
    }, FIRST_PAGE_WAIT_MS)
  })
}

function startScheduleStoreWhenSignedIn() {
  const start = () => {
    void import('./features/schedule/sync/schedule-store.ts').then((store) => store.startScheduleSync())
    // Set results logged offline are sent on start and when the connection returns (decision 0031).
    void import('./features/training-data/sync/results-store.ts').then((store) => store.startResultsSync())
  }
  if (session.isAuthenticated) return start()
  const unsubscribe = subscribe(session, () => {
    if (!session.isAuthenticated) return
    unsubscribe()
    start()
  })
}

void start()
