import { useEffect } from 'react'
import { proxy, subscribe, useSnapshot } from 'valtio'
import { afterNextPaint } from '#client/platform/after-paint.ts'
import { session } from '#client/session/session.ts'
import { DEFAULT_TIME_ZONE } from '#shared/constants.ts'
import { isTimeZone } from '#shared/zoned-format.ts'
import { fetchProfile } from './profile-api.ts'

/** The browser's own zone, else the product default (PRODUCT.md §2). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
}

// The profile's zone is kept on the device so the offline schedule shows "today" in it.
const STORED_ZONE_KEY = 'timeZone'

function storedZone(): string | undefined {
  try {
    const zone = localStorage.getItem(STORED_ZONE_KEY)
    return zone && isTimeZone(zone) ? zone : undefined
  } catch {
    return undefined
  }
}

function storeZone(zone: string | undefined) {
  try {
    if (zone) localStorage.setItem(STORED_ZONE_KEY, zone)
    else localStorage.removeItem(STORED_ZONE_KEY)
  } catch {
    // Storage may be unavailable (private mode); the zone then comes from the profile each time.
  }
}

/**
 * The signed-in user's IANA time zone from the profile (the zone trainings are entered and
 * shown in); the last known one or the browser's until the profile has answered, and for guests.
 */
export const myTimeZone = proxy<{ zone: string; userId: string | null }>({
  zone: (session.isAuthenticated ? storedZone() : undefined) ?? browserTimeZone(),
  userId: null,
})

subscribe(session, () => {
  if (!session.isAuthenticated && myTimeZone.userId) {
    storeZone(undefined)
    myTimeZone.userId = null
    myTimeZone.zone = browserTimeZone()
  }
})

let loading: Promise<void> | null = null

/**
 * Loads the user's zone unless it is loaded: the live state decides, not a screen's snapshot. A
 * screen drawn while the profile was on its way runs its effect after that: its snapshot still
 * says "not loaded" then, and the load it shared has ended (a second request, decision 0049).
 */
function loadFor(userId: string): Promise<void> {
  if (myTimeZone.userId === userId) return Promise.resolve()
  loading ??= fetchProfile()
    .then((profile) => {
      if (isTimeZone(profile.timeZone)) {
        myTimeZone.zone = profile.timeZone
        storeZone(profile.timeZone)
      }
      myTimeZone.userId = userId
    })
    .catch(() => undefined)
    .finally(() => {
      loading = null
    })
  return loading
}

/** The profile's zone, loaded once per user when a screen has not asked for it yet. */
export async function ensureMyTimeZone(): Promise<string> {
  const userId = session.userId
  if (userId) await loadFor(userId)
  return myTimeZone.zone
}

/** Call after the profile's zone was changed, so screens follow at once. */
export function setMyTimeZone(zone: string) {
  if (!isTimeZone(zone)) return
  myTimeZone.zone = zone
  storeZone(zone)
}

export function useMyTimeZone(): string {
  const { userId } = useSnapshot(session)
  const { zone, userId: loadedFor } = useSnapshot(myTimeZone)
  useEffect(() => {
    if (!userId || loadedFor === userId) return
    // After the screen's paint: the request draws nothing (the zone known before is shown), and
    // sent in this effect it ran in the first render's task, before that render was painted
    // (~10 ms of the offline schedule's first paint at 4× CPU, decision 0055).
    let current = true
    void afterNextPaint().then(() => {
      if (current) void loadFor(userId)
    })
    return () => {
      current = false
    }
  }, [userId, loadedFor])
  return zone
}
