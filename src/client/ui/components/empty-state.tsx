import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon.tsx'

export interface EmptyStateProps {
  title: string
  text?: string
  icon?: IconName
  action?: ReactNode
}

/** A screen with nothing to show yet; its icon is drawn (no font needed), a ring when it has none. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      {icon ? (
        <span className="empty-state__icon" aria-hidden="true">
          <Icon name={icon} />
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
