import { proxy } from 'valtio/vanilla'
import { haptic } from '#client/platform/telegram/telegram.ts'
import { TOAST_DEFAULT_DURATION_MS } from '#shared/constants.ts'

export type ToastKind = 'info' | 'success' | 'error'

/** A link in a toast to the screen it is about; `onSelect` runs as it is opened. */
export interface ToastAction {
  label: string
  href: string
  onSelect?: () => void
}

export interface Toast {
  id: number
  kind: ToastKind
  text: string
  action?: ToastAction
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] })

let nextId = 1

export function dismissToast(id: number) {
  toasts.items = toasts.items.filter((t) => t.id !== id)
}

/** Shows a message for `durationMs` (SPEC.md §9: 5000 ms by default); the same text is not stacked. */
export function showToast(
  text: string,
  kind: ToastKind = 'info',
  durationMs = TOAST_DEFAULT_DURATION_MS,
  action?: ToastAction,
): number {
  const existing = toasts.items.find((t) => t.text === text)
  if (existing) return existing.id
  if (kind !== 'info') haptic(kind)
  const id = nextId++
  toasts.items = [...toasts.items, action ? { id, kind, text, action } : { id, kind, text }]
  setTimeout(() => dismissToast(id), durationMs)
  return id
}
