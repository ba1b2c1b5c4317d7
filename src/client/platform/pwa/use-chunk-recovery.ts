import { useEffect, useState } from 'react'
import { isChunkLoadError } from './chunk-error.ts'

/**
 * For an error page: whether its error is a missing page chunk that is about to reload the page
 * (a new build was found and the reload guard allows it). While that is decided, it is `true` too.
 */
export function useChunkRecovery(error: unknown): boolean {
  const [recovering, setRecovering] = useState(() => isChunkLoadError(error))
  useEffect(() => {
    if (!isChunkLoadError(error)) {
      setRecovering(false)
      return
    }
    let current = true
    setRecovering(true)
    // start-pwa.ts is loaded once the first page has been drawn (main.tsx), an error page too; its
    // guard is waited for. When it cannot load either, nothing reloads and the error page stays.
    void import('./start-pwa.ts')
      .then((pwa) => pwa.recoverFromChunkError(error))
      .catch(() => false)
      .then((reloading) => {
        if (current) setRecovering(reloading)
      })
    return () => {
      current = false
    }
  }, [error])
  return recovering
}
