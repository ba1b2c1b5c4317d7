import type { ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'danger'

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return `button button--${variant}${block ? ' button--block' : ''}`
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  block?: boolean
}

export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={`${buttonClass(variant, block)} ${className ?? ''}`.trim()} {...rest} />
  )
}
