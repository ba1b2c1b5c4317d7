// Signing out from a button: work this device has not sent yet (set results logged offline) is
// counted first, and the person is asked before it is lost (issue 18). The store that holds such
// work registers how to count and forget it; with none registered, signing out is immediate.
import { loadWholeDictionary } from '#client/ui/i18n/index.ts'
import { logout } from './session-controller.ts'

interface UnsentWork {
  /** Tries to send what waits (when online) and answers how many items still wait. */
  countUnsent(): Promise<number>
  /** Forgets what waits for the user signing out. */
  discard(): Promise<void>
}

let unsentWork: UnsentWork | null = null

export function registerUnsentWork(work: UnsentWork) {
  unsentWork = work
}

/** Signs out, after a confirmation when logged results have not been sent yet. */
export async function signOut(confirm: (message: string) => boolean = (message) => window.confirm(message)) {
  if (unsentWork) {
    const count = await unsentWork.countUnsent().catch(() => 0)
    if (count > 0) {
      const t = await loadWholeDictionary()
      if (!confirm(t.trainingLog.signOutUnsynced({ count }))) return
      await unsentWork.discard().catch(() => undefined)
    }
  }
  await logout()
}
