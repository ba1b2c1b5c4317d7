import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Pager } from '#client/ui/components/pager.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney, formatShortDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { AdminReceipts } from '#shared/api/finances.ts'
import { PLATFORM_SELLER } from '#shared/finances.ts'
import { downloadCsv } from '../api/admin-finances-api.ts'
import '../staff.css'
import { useShownName } from '#client/ui/person-name.ts'

export interface AdminReceiptsSearch {
  seller?: string | undefined
  from?: string | undefined
  to?: string | undefined
  q?: string | undefined
  number?: string | undefined
  page?: number | undefined
}

/**
 * `/admin/receipts` (decision 0036): every receipt, filtered by seller, dates, buyer and number (in
 * the URL), a page at a time; each opens the printable receipt; the filtered list as CSV.
 */
export function AdminReceiptsPage({
  search,
  onSearch,
  data,
}: {
  search: AdminReceiptsSearch
  onSearch: (next: AdminReceiptsSearch) => void
  data: AdminReceipts
}) {
  const t = useT()
  const shown = useShownName()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { busy, error, run } = useAction()
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize))
  const { page: _page, ...filters } = search
  return (
    <Page heading={t.screens.adminReceipts.heading}>
      <Filters search={search} sellers={data.sellers} onSearch={onSearch} />
      <div className="button-row">
        <span className="muted">{t.adminFinances.found({ count: data.total })}</span>
        <Button
          variant="secondary"
          disabled={busy || data.total === 0}
          onClick={() => void run(() => downloadCsv('admin/receipts.csv', filters))}
        >
          {t.adminFinances.downloadReceipts}
        </Button>
      </div>
      <FormError message={error} />
      {data.data.length === 0 ? (
        <EmptyState title={t.adminFinances.noReceipts} />
      ) : (
        <ul className="list">
          {data.data.map((r) => (
            <li key={r.id}>
              <Card className="stack">
                <div className="application__head">
                  <Link
                    to="/payments"
                    search={{ receipt: r.paymentId }}
                    aria-label={t.adminFinances.open({ number: r.number })}
                  >
                    <strong>№ {r.number}</strong>
                  </Link>
                  <strong>{formatMoney(r.total, r.currency, locale)}</strong>
                </div>
                <p>
                  {r.seller.id ? shown(r.seller.name) : t.adminFinances.platform} → {shown(r.buyer.name)}
                  {r.buyer.email ? ` (${r.buyer.email})` : ''}
                </p>
                <p className="muted">{formatShortDateTimeIn(r.issuedAt, locale, zone)}</p>
                {r.refundedAt ? (
                  <p>
                    <span className="chip">
                      {t.money.refundedOn({ date: formatShortDateTimeIn(r.refundedAt, locale, zone) })}
                    </span>
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={(p) => onSearch({ ...search, page: p })} />
    </Page>
  )
}

function Filters({
  search,
  sellers,
  onSearch,
}: {
  search: AdminReceiptsSearch
  sellers: AdminReceipts['sellers']
  onSearch: (next: AdminReceiptsSearch) => void
}) {
  const t = useT()
  const [draft, setDraft] = useState(search)
  useEffect(() => setDraft(search), [search])
  const rangeError =
    draft.from && draft.to && draft.from > draft.to ? t.staffMessages.trainingDateRange : undefined
  return (
    <Card>
      <form
        aria-label={t.adminTrainings.filters}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (rangeError) return
          onSearch({ ...draft, page: undefined })
        }}
      >
        <div className="form-row">
          <SelectField
            label={t.adminFinances.seller}
            value={draft.seller ?? ''}
            options={[
              { value: '', label: t.adminFinances.anySeller },
              ...sellers.map((s) => ({
                value: s.id ?? PLATFORM_SELLER,
                label: s.id ? s.name : t.adminFinances.platform,
              })),
            ]}
            onChange={(e) => setDraft({ ...draft, seller: e.target.value || undefined })}
          />
          <TextField
            label={t.adminFinances.number}
            value={draft.number ?? ''}
            inputMode="numeric"
            placeholder="2026-000001"
            onChange={(e) => setDraft({ ...draft, number: e.target.value.trim() || undefined })}
          />
        </div>
        <TextField
          label={t.adminFinances.buyer}
          value={draft.q ?? ''}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, q: e.target.value || undefined })}
        />
        <div className="form-row">
          <TextField
            label={t.adminFinances.from}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
          <TextField
            label={t.adminFinances.to}
            type="date"
            value={draft.to ?? ''}
            error={rangeError}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
          />
        </div>
        <div className="button-row">
          <Button type="submit">{t.adminFinances.apply}</Button>
          <Button variant="plain" onClick={() => onSearch({})}>
            {t.adminTrainings.reset}
          </Button>
        </div>
      </form>
    </Card>
  )
}
