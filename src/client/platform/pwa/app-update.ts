import { proxy } from 'valtio/vanilla'

/** What the update prompt shows: a newer version is ready to run (SPEC.md §4 "App updates"). */
export const appUpdate = proxy({ ready: false, dismissed: false, updating: false })

export function offerUpdate() {
  appUpdate.ready = true
  appUpdate.dismissed = false
}

export function postponeUpdate() {
  appUpdate.dismissed = true
}
