import { Link } from '@tanstack/react-router'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { fetchServicesSummary } from '../api/catalogue-api.ts'

/** What one can train in: each specialization opens the filtered catalogue. */
export function ServicesPage() {
  const t = useT()
  const locale = useLocale()
  const summary = useResource(fetchServicesSummary)
  return (
    <Page heading={t.screens.services.heading}>
      {summary.loading && !summary.data ? (
        <div className="card-grid">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton" />
          ))}
        </div>
      ) : null}
      {summary.error ? <ErrorState error={summary.error} onRetry={summary.reload} /> : null}
      {summary.data && summary.data.length === 0 ? (
        <EmptyState title={t.screens.services.emptyTitle} text={t.screens.services.emptyText} />
      ) : null}
      {summary.data && summary.data.length > 0 ? (
        <ul className="card-grid list">
          {summary.data.map((s) => (
            <li key={s.specialization}>
              <Link to="/trainers" search={{ specialization: s.specialization }} className="card choice-card">
                <h2>{t.catalogue.specializations[s.specialization]}</h2>
                <p>
                  {s.trainerCount > 0
                    ? t.catalogue.trainerCount({ count: s.trainerCount })
                    : t.catalogue.noTrainersYet}
                  {s.priceMin !== null && s.priceMax !== null
                    ? ` · ${t.catalogue.priceRange({
                        min: formatMoney(s.priceMin, s.currency, locale),
                        max: formatMoney(s.priceMax, s.currency, locale),
                      })}`
                    : ''}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  )
}
