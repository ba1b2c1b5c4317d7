import type { ComponentProps } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'danger'

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return `button button--${variant}${block ? ' button--block' : ''}`
}

/** A button's props, `ref` included (React 19 passes it as a prop). */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  block?: boolean
}

/**
 * A button. `disabled` refuses the press but keeps the button focusable (aria-disabled): a
 * disabled button drops the keyboard focus to the page's body (while its action runs, or when the
 * device goes offline), and a screen reader user loses their place (WCAG 2.4.3). A refused submit
 * button refuses the form's implicit submission too: that is a click on it.
 */
export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, block)} ${className ?? ''}`.trim()}
      aria-disabled={disabled ? true : undefined}
      onClick={disabled ? (event) => event.preventDefault() : onClick}
      {...rest}
    />
  )
}
