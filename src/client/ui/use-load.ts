import { useCallback, useEffect, useState } from 'react'
import type { Settled } from './settle.ts'

/**
 * Data of a part of a screen that loads on its own (a home card): undefined while it loads, then
 * settled; `reload` asks again. A newer answer always wins over an older one.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { state: Settled<T> | undefined; reload: () => void } {
  const [state, setState] = useState<Settled<T>>()
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again
  useEffect(() => {
    let current = true
    load().then(
      (value) => current && setState({ ok: true, value }),
      (error: unknown) => current && setState({ ok: false, error }),
    )
    return () => {
      current = false
    }
  }, [...deps, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { state, reload }
}
