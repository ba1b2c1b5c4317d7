import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'

/** While the route loads the services summary: the page's heading over skeleton cards. */
export function ServicesPending() {
  const t = useT()
  return (
    <Page heading={t.screens.services.heading}>
      <div className="card-grid">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton" />
        ))}
      </div>
    </Page>
  )
}
