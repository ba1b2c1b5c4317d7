// The service worker (decision 0012): the app shell and every page chunk precached, so pages open
// offline and an open tab keeps its own build's chunks; API calls, builds/ and uploads always go
// to the network (no runtime caching at all). A new worker waits for the user's Update
// (registerType 'prompt', start-pwa.ts), except the first, which controls the open page at once.
//
// A navigation is answered with its route's built page (decision 0052), as the server answers it
// (decision 0049): index.html with the route's chunks and the language's dictionary named as
// preloads, so they load while the page is parsed instead of after the app's code has run. Where
// the build has no page for the address, index.html.
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { pageFileFor } from '#shared/routes.ts'

// The worker's own global, typed here by what this file uses (the client's types are the page's).
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[]
  skipWaiting(): Promise<void>
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

/** What the network answers, never the worker (as the server's own paths: API, socket, builds, uploads). */
const NETWORK_ONLY = [/^\/api\//, /^\/socket\.io\//, /^\/builds\//, /^\/uploads\//]

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      const page = pageFileFor(url.pathname, request.headers.get('accept-language'))
      const answer = (page && (await matchPrecache(page))) || (await matchPrecache('index.html'))
      return answer ?? Response.error()
    },
    { denylist: NETWORK_ONLY },
  ),
)
