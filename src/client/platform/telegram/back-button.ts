import { useEffect, useRef } from 'react'
import { telegramBridge } from './telegram.ts'

/** Telegram's BackButton shows on every screen but the roots of the tab bar (and sign-in itself). */
export function isBackButtonVisible(pathname: string, roots: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return !roots.includes(path) && path !== '/telegram-login'
}

/** Shows Telegram's BackButton while `onBack` is given; pressing it calls the latest `onBack`. */
export function useBackButton(onBack: (() => void) | undefined) {
  const latest = useRef(onBack)
  latest.current = onBack
  const visible = onBack !== undefined
  useEffect(() => {
    telegramBridge()?.setBackButton(visible ? () => latest.current?.() : undefined)
  }, [visible])
}
