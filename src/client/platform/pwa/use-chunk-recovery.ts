import { useEffect, useState } from 'react'
import { isChunkLoadError } from './chunk-reload.ts'
import { recoverFromChunkError } from './start-pwa.ts'

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
    void recoverFromChunkError(error).then((reloading) => {
      if (current) setRecovering(reloading)
    })
    return () => {
      current = false
    }
  }, [error])
  return recovering
}
