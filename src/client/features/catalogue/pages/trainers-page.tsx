import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { prepareNumberFormats } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { TrainerCard as TrainerCardData } from '#shared/api/catalogue.ts'
import { searchTrainers } from '../api/catalogue-api.ts'
import { CatalogueFilters } from '../components/catalogue-filters.tsx'
import { TrainerCard } from '../components/trainer-card.tsx'
import { type CatalogueSearch, toApiQuery } from '../search-params.ts'

interface Results {
  items: TrainerCardData[]
  nextCursor: string | null
}

/**
 * `search`: the filters, validated by the route; `onSearch` puts new filters in the URL. The page
 * loads its results itself: they follow the filters as one types, and grow by "load more".
 */
export function TrainersPage({
  search,
  onSearch,
}: {
  search: CatalogueSearch
  onSearch: (next: CatalogueSearch) => void
}) {
  const t = useT()
  const locale = useLocale()
  const query = useMemo(() => toApiQuery(search), [search])
  const [results, setResults] = useState<Results>()
  const [error, setError] = useState<unknown>()
  const [loading, setLoading] = useState(true)
  const [loadingMore, setLoadingMore] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same search on retry
  useEffect(() => {
    let cancelled = false
    setLoading(true)
    setError(undefined)
    searchTrainers(query).then(
      (page) => {
        if (cancelled) return
        // A transition: React draws the list of cards in slices and keeps the page answering
        // input meanwhile, where one long task built them all (decision 0027, 2026-11-26).
        startTransition(() => {
          setResults({ items: page.data, nextCursor: page.nextCursor })
          setLoading(false)
        })
      },
      (err: unknown) => {
        if (cancelled) return
        setError(err)
        setLoading(false)
      },
    )
    return () => {
      cancelled = true
    }
  }, [query, attempt])
  // After the search has started (effects run in order): the cards' prices and ratings get their
  // formatters while the answer is on its way.
  useEffect(() => prepareNumberFormats(locale), [locale])

  const loadMore = useCallback(async () => {
    if (!results?.nextCursor) return
    setLoadingMore(true)
    try {
      const page = await searchTrainers({ ...query, cursor: results.nextCursor })
      setResults({ items: [...results.items, ...page.data], nextCursor: page.nextCursor })
    } catch (err) {
      setError(err)
    } finally {
      setLoadingMore(false)
    }
  }, [query, results])

  return (
    <Page heading={t.screens.trainers.heading}>
      <CatalogueFilters search={search} onChange={onSearch} />
      {/* What a search found, said once: the cards themselves are not read out on every change. */}
      <p className="visually-hidden" role="status">
        {loading || !results
          ? ''
          : results.items.length === 0
            ? t.catalogue.noResults
            : t.catalogue.results({ count: results.items.length })}
      </p>
      <div aria-busy={loading}>
        {loading ? (
          <div className="card-grid">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="skeleton" />
            ))}
          </div>
        ) : error && !results ? (
          <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />
        ) : results && results.items.length === 0 ? (
          <EmptyState icon="search" title={t.catalogue.noResults} text={t.catalogue.noResultsText} />
        ) : results ? (
          <>
            <p className="muted">{t.catalogue.results({ count: results.items.length })}</p>
            <div className="card-grid">
              {results.items.map((trainer) => (
                <TrainerCard key={trainer.id} trainer={trainer} />
              ))}
            </div>
            {results.nextCursor ? (
              <div className="centered-row">
                <Button variant="secondary" disabled={loadingMore} onClick={() => void loadMore()}>
                  {loadingMore ? t.app.loading : t.catalogue.loadMore}
                </Button>
              </div>
            ) : null}
            {error ? <ErrorState error={error} onRetry={() => void loadMore()} /> : null}
          </>
        ) : null}
      </div>
    </Page>
  )
}
