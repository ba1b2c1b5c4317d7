import { useEffect, useRef } from 'react'
import { telegramBridge } from './telegram.ts'

/** Telegram's BackButton shows on every screen but the roots of the tab bar (and sign-in itself). */
export function isBackButtonVisible(pathname: string, roots: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return !roots.includes(path) && path !== '/telegram-login'
}

// What the BackButton does: the screen's back, unless something open over the screen (the menu
// sheet) takes it first; the last one opened is closed first, as a native sheet is.
let screenBack: (() => void) | undefined
const overlays: (() => void)[] = []

function applyBack() {
  telegramBridge()?.setBackButton(overlays[overlays.length - 1] ?? screenBack)
}

/** Shows Telegram's BackButton while `onBack` is given; pressing it calls the latest `onBack`. */
export function useBackButton(onBack: (() => void) | undefined) {
  const latest = useRef(onBack)
  latest.current = onBack
  const visible = onBack !== undefined
  useEffect(() => {
    screenBack = visible ? () => latest.current?.() : undefined
    applyBack()
  }, [visible])
}

/**
 * While `open`, Telegram's BackButton closes what is open over the screen (`close`) instead of
 * leaving the screen behind it, and shows even on a tab-bar root.
 */
export function useBackClosesOverlay(open: boolean, close: () => void) {
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (!open) return
    const handler = () => latest.current()
    overlays.push(handler)
    applyBack()
    return () => {
      overlays.splice(overlays.indexOf(handler), 1)
      applyBack()
    }
  }, [open])
}
