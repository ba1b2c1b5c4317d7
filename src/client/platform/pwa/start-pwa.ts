import { subscribe } from 'valtio/vanilla'
import { BUILD_CHECK_INTERVAL_MS } from '#shared/constants.ts'
import { appUpdate, offerUpdate } from './app-update.ts'
import { createBuildCheck } from './build-check.ts'
import { createChunkRecovery, createReloadGuard } from './chunk-reload.ts'
import { createInstalledReport, isRunningInstalled } from './installed-app.ts'
import { reportInstalledApp } from './pwa-api.ts'

/** If the new service worker has not taken over by then, reload anyway. */
const UPDATE_RELOAD_FALLBACK_MS = 5000

let recoverFromChunk: (error: unknown) => Promise<boolean> = async () => false
// startPwa runs once the first page has been drawn (main.tsx); a first page that is an error page
// asks for the guard before that, and waits for it.
let markStarted = () => {}
const started = new Promise<void>((resolve) => {
  markStarted = resolve
})
let skipWaiting: (() => void) | undefined

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    return (await navigator.serviceWorker?.getRegistration()) ?? undefined
  } catch {
    return undefined
  }
}

/** The worker vite-plugin-pwa writes to /sw.js (registerType 'prompt': a new one waits for the user). */
async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  // A new version is installed and waiting, from this page's check or another tab's: ask.
  workbox.addEventListener('waiting', offerUpdate)
  // The new version took over (here or in another tab): this page runs the old one, so reload.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload()
  })
  skipWaiting = () => workbox.messageSkipWaiting()
  try {
    await workbox.register({ immediate: true })
  } catch (error) {
    // Blocked or unsupported here: the app works online without it, and updates by reloading.
    console.warn('The service worker was not registered', error)
  }
}

/** A newer build exists: let the service worker install it, which then offers the update. */
async function installNewBuild() {
  const registration = await serviceWorkerRegistration()
  if (!registration) {
    // No service worker: the next load is the new version; offer a reload.
    offerUpdate()
    return
  }
  try {
    await registration.update()
  } catch {
    // The next check tries again.
    return
  }
  offerWhenInstalled(registration)
}

/** Workbox stops following updates it takes for another tab's; so the registration is watched too. */
function offerWhenInstalled(registration: ServiceWorkerRegistration) {
  if (registration.waiting) {
    offerUpdate()
    return
  }
  const worker = registration.installing
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && registration.waiting === worker) offerUpdate()
  })
}

/** Switches to the new version: the waiting service worker takes over, and the page reloads. */
export async function applyUpdate() {
  appUpdate.updating = true
  const registration = await serviceWorkerRegistration()
  if (registration?.waiting && skipWaiting) {
    // The page reloads as soon as the new worker controls it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    skipWaiting()
    setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS)
  } else {
    window.location.reload()
  }
}

/** Route error pages call this: a missing page chunk after a new build reloads (guarded). */
export function recoverFromChunkError(error: unknown): Promise<boolean> {
  return started.then(() => recoverFromChunk(error))
}

/**
 * Starts what SPEC.md §4 "App updates" and §7 ask of an installable app: the service worker at
 * /sw.js, the build check, the chunk-error reload guard and the one-time installed report.
 * The guard is armed at once (a first page that failed on a stale chunk waits for it); the rest waits
 * for `firstPageShown`: none of it draws anything, and its requests (the worker, the build file,
 * workbox-window, the schema chunk) would otherwise share the slow first load's connections with
 * the page's own chunks and API calls (decision 0027, 2026-11-26).
 */
export function startPwa({
  session,
  firstPageShown = Promise.resolve(),
}: {
  session: { isAuthenticated: boolean; userId: string | null }
  firstPageShown?: Promise<void>
}) {
  // The dev server has no service worker and no builds/ files.
  if (import.meta.env.DEV) {
    markStarted()
    return
  }

  const buildCheck = createBuildCheck({
    currentBuildId: __BUILD_ID__,
    onNewBuild: () => void installNewBuild(),
  })
  recoverFromChunk = createChunkRecovery({
    guard: createReloadGuard(),
    buildCheck,
    reload: () => window.location.reload(),
    currentPath: () => window.location.pathname,
  })
  window.addEventListener('vite:preloadError', (event) => void recoverFromChunk(event.payload))
  markStarted()

  void firstPageShown.then(() => {
    void registerServiceWorker()
    buildCheck.watch({ intervalMs: BUILD_CHECK_INTERVAL_MS })
    void buildCheck.check()
    const reportInstalled = createInstalledReport({
      isInstalled: () => isRunningInstalled(),
      session: () => session,
      send: reportInstalledApp,
    })
    void reportInstalled()
    subscribe(session, () => void reportInstalled())
  })
}
