import { useEffect, useState } from 'react'
import { validateOverRealtime } from '#client/platform/realtime/socket.ts'
import type { ValidationResult } from '#shared/api/realtime.ts'

const DEBOUNCE_MS = 400

/**
 * Asks the server over the realtime channel whether an email or phone is valid and free, a
 * moment after typing stops. No answer (offline) means no verdict; the submit still decides.
 */
export function useLiveValidation(kind: 'email' | 'phone', value: string, enabled = true) {
  const [result, setResult] = useState<ValidationResult | undefined>()
  const [checking, setChecking] = useState(false)
  useEffect(() => {
    setResult(undefined)
    if (!enabled || value.trim() === '') return
    let cancelled = false
    const timer = setTimeout(() => {
      setChecking(true)
      validateOverRealtime(kind, value.trim()).then((answer) => {
        if (cancelled) return
        setChecking(false)
        setResult(answer)
      })
    }, DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
      setChecking(false)
    }
  }, [kind, value, enabled])
  return { result, checking }
}
