import type { ReactNode } from 'react'

export interface PageProps {
  heading: string
  actions?: ReactNode
  children?: ReactNode
}

/** The body of a screen: its one h1 and its content. */
export function Page({ heading, actions, children }: PageProps) {
  return (
    <div className="page">
      <header className="page__header">
        <h1>{heading}</h1>
        {actions}
      </header>
      {children}
    </div>
  )
}
