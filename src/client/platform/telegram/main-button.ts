import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { telegramBridge } from './telegram.ts'

export interface MainButtonOptions {
  text: string
  enabled?: boolean
  loading?: boolean
  onClick: () => void
}

interface Claim {
  id: string
  options: MainButtonOptions
}

// Screens declare their primary action; the one declared last (the innermost, most recent) owns
// Telegram's single MainButton, and when it goes the previous one gets it back.
let claims: Claim[] = []
const listeners = new Set<() => void>()

function activeClaim(): Claim | undefined {
  return claims[claims.length - 1]
}

function apply() {
  const bridge = telegramBridge()
  if (!bridge) return
  const claim = activeClaim()
  bridge.setMainButton(
    claim
      ? {
          text: claim.options.text,
          enabled: claim.options.enabled ?? true,
          loading: claim.options.loading ?? false,
        }
      : undefined,
    () => activeClaim()?.options.onClick(),
  )
}

function changed() {
  apply()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Declares this screen's primary action as Telegram's MainButton (text, enabled, progress).
 * Answers whether the MainButton shows it now — then the in-page button may step aside.
 * Outside Telegram nothing happens and the answer is false.
 */
export function useMainButton(options: MainButtonOptions | null): boolean {
  const id = useId()
  const latest = useRef(options)
  latest.current = options
  const declared = options !== null
  const text = options?.text ?? ''
  const enabled = options?.enabled ?? true
  const loading = options?.loading ?? false

  useEffect(() => {
    if (!declared || !telegramBridge()) return
    const current = latest.current
    if (!current) return
    claims = [...claims, { id, options: { ...current, onClick: () => latest.current?.onClick() } }]
    changed()
    return () => {
      claims = claims.filter((c) => c.id !== id)
      changed()
    }
  }, [declared, id])

  useEffect(() => {
    const claim = claims.find((c) => c.id === id)
    if (!claim) return
    claim.options = { text, enabled, loading, onClick: () => latest.current?.onClick() }
    changed()
  }, [id, text, enabled, loading])

  return useSyncExternalStore(
    subscribe,
    () => activeClaim()?.id === id,
    () => false,
  )
}
