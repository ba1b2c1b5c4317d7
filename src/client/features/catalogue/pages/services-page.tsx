import { Link } from '@tanstack/react-router'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { SpecializationSummary } from '#shared/api/catalogue.ts'

/** What one can train in: each specialization opens the filtered catalogue. */
export function ServicesPage({ summary }: { summary: readonly SpecializationSummary[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Page heading={t.screens.services.heading}>
      {summary.length === 0 ? (
        <EmptyState title={t.screens.services.emptyTitle} text={t.screens.services.emptyText} />
      ) : (
        <ul className="card-grid list">
          {summary.map((s) => (
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
      )}
    </Page>
  )
}
