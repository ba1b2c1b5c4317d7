import { useEffect, useSyncExternalStore } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'

/** Whether the browser believes it is online (`navigator.onLine`); SSR and tests without it say yes. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Re-renders when the device goes offline or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/** A failure that is the device being offline: nothing answered, and the device knows why. */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  return !online && error != null && !(error instanceof ApiRequestError)
}

/** Calls `retry` when the device comes back online after a load `failedOffline`. */
export function useRetryWhenOnline(failedOffline: boolean, retry: () => void) {
  useEffect(() => {
    if (!failedOffline) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [failedOffline, retry])
}
