import { useCallback, useEffect, useState } from 'react'

export interface Resource<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  reload(): void
  set(data: T): void
}

/** Loads data for a screen, with loading and error states and a retry. */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Resource<T> {
  const [data, setData] = useState<T>()
  const [error, setError] = useState<unknown>()
  const [loading, setLoading] = useState(true)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let cancelled = false
    setLoading(true)
    setError(undefined)
    load().then(
      (value) => {
        if (cancelled) return
        setData(value)
        setLoading(false)
      },
      (err: unknown) => {
        if (cancelled) return
        setError(err)
        setLoading(false)
      },
    )
    return () => {
      cancelled = true
    }
  }, [attempt, ...deps])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { data, error, loading, reload, set: setData }
}
