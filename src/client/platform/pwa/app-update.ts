import { proxy } from 'valtio/vanilla'

/** What the update prompt shows: a newer version is ready to run (SPEC.md §4 "App updates"). */
export const appUpdate = proxy({ ready: false, dismissed: false, updating: false })

/**
 * The waiting version is reported more than once (Workbox's `waiting`, the registration's own
 * state change): a repeat must not undo "Later", which stands until the next load.
 */
export function offerUpdate() {
  appUpdate.ready = true
}

export function postponeUpdate() {
  appUpdate.dismissed = true
}
