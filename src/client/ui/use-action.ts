import { useCallback, useState } from 'react'
import { useT } from './i18n/index.ts'
import { showToast } from './toast.ts'
import { describeError } from './use-form.ts'

/**
 * One button's call to the server: busy while it runs, its failure as a message in the reader's
 * language, and on success a toast and `onDone` (usually a reload of what changed).
 */
export function useAction(onDone: () => void) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = useCallback(
    async (call: () => Promise<unknown>, success: string) => {
      setBusy(true)
      setError(undefined)
      try {
        await call()
        showToast(success, 'success')
        onDone()
      } catch (err) {
        setError(describeError(t, err))
      } finally {
        setBusy(false)
      }
    },
    [t, onDone],
  )
  return { busy, error, run }
}
