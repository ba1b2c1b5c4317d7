import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { subscribe } from 'valtio/vanilla'
import { afterNextPaint } from '#client/platform/after-paint.ts'
import { markFirstPageShown } from '#client/platform/first-page.ts'
import { dropEarlyAnswers } from '#client/platform/http/early-answers.ts'
import { readStoredSession, session } from '#client/session/session.ts'
import { bindNavigator, restoreSession, startSessionChecks } from '#client/session/session-controller.ts'
import { readScheduleEarly } from './platform/offline/early-read.ts'
import { watchChunkErrors } from './platform/pwa/chunk-error.ts'
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
  // Before any route chunk is asked for: the reload guard, not the router, decides a reload.
  watchChunkErrors()
  // The router is made first so that the first page's route chunks load beside the dictionary
  // rather than after it: one round trip less before the first page draws (decision 0045).
  const router = createAppRouter()
  loadFirstPageChunks(router)
  const shown = firstPageShown(router)
  void shown.then(markFirstPageShown)
  // The first page's loader has taken the early requests' answers once it has resolved (decision
  // 0049); what it left is dropped.
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe()
    dropEarlyAnswers()
  })
  // What draws nothing (the realtime socket, the device stores, the service worker and the build
  // check) starts at the browser's first idle moment after that: the page's own late requests and
  // its render go first (decision 0049).
  const settled = shown.then(browserIdle)
  const stored = readStoredSession()
  // A signed-in user's schedules, read from the device by the inline script (decisions 0045, 0052).
  if (stored.isAuthenticated && stored.userId) readScheduleEarly(stored.userId)
  // A guest's screens need only the dictionary's first part; a stored session loads the whole at
  // once, both parts side by side (decision 0044).
  await applyLocale(
    resolveLocale({
      setting: storedLanguage(),
      telegram: telegramLanguageCode(),
      browser: navigator.languages,
    }),
    { whole: stored.isAuthenticated },
  )
  // Inside Telegram: the SDK's init sequence (theme, viewport, buttons, ready); nothing elsewhere.
  await startTelegram()
  bindNavigator({
    go: (to, options) => {
      if (options?.returnTo)
        void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
      else void router.navigate({ href: to })
    },
    currentHref: () => router.state.location.href,
  })
  await restoreSession({ realtimeAfter: settled })
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtError })
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
  // The session check (SPEC.md §4: at start, then every 120 s) waits for `settled` too: its requests
  // and its schemas (zod) draw nothing, and the first page's own calls meet a block or an ended
  // session anyway (the server answers them with it, decision 0049 addendum 2026-11-27).
  void settled.then(startSessionChecks)
  // Service worker, update prompt, build check and the chunk-error reload guard (SPEC.md §4).
  // Loaded once the first page has been drawn (decisions 0027, 0055): asked for right after the
  // render, its code ran before that render did. A first page that failed on a stale chunk shows
  // its error page, whose recovery waits for the guard (use-chunk-recovery.ts); the service worker
  // and the build check wait for `settled`.
  void shown
    .then(() => import('./platform/pwa/start-pwa.ts'))
    .then((pwa) => pwa.startPwa({ session, firstPageShown: settled }))
  // The schedule cache follows the session from here on (SPEC.md §4), loaded once the first page
  // has shown (its code and fetches do not compete with that page's: decisions 0047, 0049), and
  // only for a signed-in user: a guest's landing never fetches it (decision 0027). A guest who
  // signs in starts it then; with no user it has nothing to do (no previous user's cache to clear).
  void settled.then(startScheduleStoreWhenSignedIn)
}

/**
 * Starts loading the code of the routes the address matches (the router keeps each route's load,
 * so its own load of the first page reuses these). A failure is left to that load to show.
 */
function loadFirstPageChunks(router: ReturnType<typeof createAppRouter>) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
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
      void afterNextPaint().then(resolve)
    })
    setTimeout(() => {
      unsubscribe()
      resolve()
    }, FIRST_PAGE_WAIT_MS)
  })
}

/** The browser's next idle moment, at the latest after IDLE_WAIT_MS (WebKit has no idle callback). */
const IDLE_WAIT_MS = 1_000
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })
    else setTimeout(resolve, 0)
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
