import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  text?: string
  icon?: string
  action?: ReactNode
}

export function EmptyState({ title, text, icon = '○', action }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="empty-state__title">{title}</h2>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  )
}
