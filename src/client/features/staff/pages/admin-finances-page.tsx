import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Chart } from '#client/ui/chart/chart.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { Finances } from '#shared/api/finances.ts'
import { FINANCE_PRESETS, type FinanceGrouping, type FinancePreset } from '#shared/finances.ts'
import type { Locale } from '#shared/locales.ts'
import { downloadCsv } from '../api/admin-finances-api.ts'
import '../staff.css'

export interface AdminFinancesSearch {
  preset?: FinancePreset | undefined
  from?: string | undefined
  to?: string | undefined
}

/** Every 'YYYY-MM' from the period's first month to its last. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const last = to.slice(0, 7)
  for (let i = 0; i < 1200; i++) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key > last) break
    months.push(key)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return months
}

const monthLabel = (key: string, locale: Locale, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, {
    month: style,
    year: style === 'long' ? 'numeric' : '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${key}-01T00:00:00Z`))

/**
 * `/admin/finances` (decision 0036): paid turnover of a period (a preset or dates, in the URL) per
 * currency, a chart by month, tables by trainer and purpose, and the CSVs.
 */
export function AdminFinancesPage({
  search,
  onSearch,
  data,
}: {
  search: AdminFinancesSearch
  onSearch: (next: AdminFinancesSearch) => void
  data: Finances
}) {
  const t = useT()
  const locale = useLocale()
  const { busy, error, run } = useAction()
  const query = { preset: search.preset, from: search.from, to: search.to }
  const download = (group: FinanceGrouping) =>
    run(() => downloadCsv('admin/finances.csv', { ...query, group }))
  const currencies = data.totals.map((x) => x.currency)
  const months = monthsBetween(data.from, data.to)
  return (
    <Page heading={t.screens.adminFinances.heading}>
      <PeriodForm search={search} onSearch={onSearch} />
      <p className="muted">{t.adminFinances.periodShown({ from: data.from, to: data.to })}</p>
      <section className="stack" aria-labelledby="finances-totals">
        <h2 id="finances-totals" className="section-title">
          {t.adminFinances.totals}
        </h2>
        {data.totals.length === 0 ? (
          <p>{t.adminFinances.empty}</p>
        ) : (
          <dl className="staff-figures">
            {data.totals.map((x) => (
              <div key={x.currency} className="card">
                <dt className="muted">{t.adminFinances.payments({ count: x.count })}</dt>
                <dd className="staff-figure">{formatMoney(x.amount, x.currency, locale)}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="muted">{t.adminFinances.totalsNote}</p>
      </section>
      {currencies.map((currency) => (
        <Card key={currency}>
          <Chart
            title={t.adminFinances.chart({ currency })}
            labels={months.map((m) => monthLabel(m, locale, 'short'))}
            descriptions={months.map((m) => monthLabel(m, locale, 'long'))}
            series={[
              {
                name: t.adminFinances.totals,
                values: months.map(
                  (m) => data.months.find((x) => x.month === m && x.currency === currency)?.amount ?? 0,
                ),
                format: (v) => formatMoney(Math.round(v), currency, locale),
              },
            ]}
          />
        </Card>
      ))}
      <MoneyTable
        title={t.adminFinances.byTrainer}
        head={t.adminFinances.trainer}
        rows={data.trainers.map((x) => ({
          key: `${x.trainerId ?? 'platform'}-${x.currency}`,
          label: x.trainerId ? x.name : t.adminFinances.platform,
          ...x,
        }))}
      />
      <MoneyTable
        title={t.adminFinances.byPurpose}
        head={t.adminFinances.purpose}
        rows={data.purposes.map((x) => ({
          key: `${x.purpose}-${x.currency}`,
          label: t.adminFinances.purposes[x.purpose],
          ...x,
        }))}
      />
      <FormError message={error} />
      <div className="button-row">
        <Button variant="secondary" disabled={busy} onClick={() => void download('month')}>
          {t.adminFinances.downloadMonths}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download('trainer')}>
          {t.adminFinances.downloadTrainers}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download('purpose')}>
          {t.adminFinances.downloadPurposes}
        </Button>
        <Link to="/admin/receipts" className={buttonClass('plain')}>
          {t.adminFinances.receiptsLink}
        </Link>
      </div>
    </Page>
  )
}

function MoneyTable({
  title,
  head,
  rows,
}: {
  title: string
  head: string
  rows: { key: string; label: string; currency: string; amount: number; count: number }[]
}) {
  const t = useT()
  const locale = useLocale()
  if (rows.length === 0) return null
  return (
    <section className="stack">
      <h2 className="section-title">{title}</h2>
      <div className="finance-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col">{t.adminFinances.amount}</th>
              <th scope="col">{t.adminFinances.count}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{formatMoney(row.amount, row.currency, locale)}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function PeriodForm({
  search,
  onSearch,
}: {
  search: AdminFinancesSearch
  onSearch: (next: AdminFinancesSearch) => void
}) {
  const t = useT()
  const [draft, setDraft] = useState(search)
  useEffect(() => setDraft(search), [search])
  // Dates chosen (even empty ones being typed): the date fields show and the preset steps aside.
  const custom = draft.from !== undefined || draft.to !== undefined
  const rangeError =
    draft.from && draft.to && draft.from > draft.to ? t.staffMessages.trainingDateRange : undefined
  return (
    <Card>
      <form
        aria-label={t.adminFinances.period}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (rangeError) return
          onSearch({ from: draft.from || undefined, to: draft.to || undefined })
        }}
      >
        <SelectField
          label={t.adminFinances.period}
          value={custom ? 'custom' : (draft.preset ?? 'year')}
          options={[
            ...FINANCE_PRESETS.map((p) => ({ value: p, label: t.adminFinances.presets[p] })),
            { value: 'custom', label: t.adminFinances.custom },
          ]}
          onChange={(e) => {
            const preset = FINANCE_PRESETS.find((p) => p === e.target.value)
            if (preset) onSearch({ preset })
            else setDraft({ from: draft.from ?? '', to: draft.to ?? '' })
          }}
        />
        {custom ? (
          <>
            <div className="form-row">
              <TextField
                label={t.adminFinances.from}
                type="date"
                value={draft.from ?? ''}
                onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              />
              <TextField
                label={t.adminFinances.to}
                type="date"
                value={draft.to ?? ''}
                error={rangeError}
                onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              />
            </div>
            <div className="button-row">
              <Button type="submit">{t.adminFinances.apply}</Button>
              <Button variant="plain" onClick={() => onSearch({})}>
                {t.adminFinances.reset}
              </Button>
            </div>
          </>
        ) : null}
      </form>
    </Card>
  )
}
