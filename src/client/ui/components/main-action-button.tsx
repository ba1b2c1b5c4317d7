import { type ButtonHTMLAttributes, useRef } from 'react'
import { useMainButton } from '#client/platform/telegram/main-button.ts'
import { type ButtonVariant, buttonClass } from './button.tsx'

export interface MainActionButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'type'> {
  /** The action's name: on this button, and on Telegram's MainButton. */
  children: string
  /** Without it the button submits its form. */
  onClick?: () => void
  /** The action runs: the button is disabled and says `busyLabel`; the MainButton shows progress. */
  busy?: boolean
  busyLabel?: string
  variant?: ButtonVariant
  block?: boolean
}

/**
 * A screen's primary action. Inside Telegram it is declared as the MainButton, and the in-page
 * button steps aside while the MainButton shows it (a native Telegram screen has one primary
 * button, at the bottom); in a browser it is an ordinary button.
 */
export function MainActionButton({
  children,
  onClick,
  busy = false,
  busyLabel,
  disabled = false,
  variant = 'primary',
  block = false,
  className,
  ...rest
}: MainActionButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  const inMainButton = useMainButton({
    text: children,
    enabled: !disabled,
    loading: busy,
    onClick: () => (onClick ? onClick() : ref.current?.form?.requestSubmit()),
  })
  return (
    <button
      ref={ref}
      type={onClick ? 'button' : 'submit'}
      className={`${buttonClass(variant, block)} ${className ?? ''}`.trim()}
      disabled={disabled || busy}
      // Hidden, not removed: Enter in a field still submits the form through it.
      hidden={inMainButton}
      onClick={onClick}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
