import { useCallback, useEffect, useRef, useState } from 'react'
import type { Settled } from '#client/ui/settle.ts'

/**
 * Data of the signed-in user fetched on mount (and on `reload`): the value, or the failure.
 * `first`: the first answer, already asked for by a route loader beside the page's own data; the
 * mount then waits for it instead of asking again.
 */
export function useData<T>(load: () => Promise<T>, deps: readonly unknown[], first?: Promise<Settled<T>>) {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true })
  const [round, setRound] = useState(0)
  const given = useRef(first)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true
    const asked = given.current
    given.current = undefined
    if (asked)
      void asked.then((answer) => {
        if (live)
          setState(
            answer.ok ? { data: answer.value, loading: false } : { error: answer.error, loading: false },
          )
      })
    else {
      setState((s) => ({ ...s, loading: true }))
      load().then(
        (data) => live && setState({ data, loading: false }),
        (error: unknown) => live && setState({ error, loading: false }),
      )
    }
    return () => {
      live = false
    }
  }, [...deps, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { ...state, reload }
}
