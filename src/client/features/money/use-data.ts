import { useCallback, useEffect, useState } from 'react'

/** Data of the signed-in user fetched on mount (and on `reload`): the value, or the failure. */
export function useData<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true
    setState((s) => ({ ...s, loading: true }))
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    )
    return () => {
      live = false
    }
  }, [...deps, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { ...state, reload }
}
