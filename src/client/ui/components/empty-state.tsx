import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  text?: string
  icon?: string
  action?: ReactNode
}

/** A screen with nothing to show yet; without an icon of its own it shows a drawn ring (no font needed). */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      {icon ? (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : (
        <span className="empty-state__ring" aria-hidden="true" />
      )}
      <h2 className="empty-state__title">{title}</h2>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  )
}
