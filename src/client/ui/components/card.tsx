import type { ComponentProps } from 'react'

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={`card ${className ?? ''}`.trim()} {...rest} />
}
