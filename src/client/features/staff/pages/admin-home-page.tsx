import { Link, useRouter } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Pager } from '#client/ui/components/pager.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { formatDate, formatDateTimeIn, formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import type { AdminSummary, AuditList } from '#shared/api/staff.ts'
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#shared/staff.ts'
import { ProPriceCard } from '../components/pro-price-card.tsx'
import type { AdminHomeData } from '../loaders.ts'
import type { AuditSearch } from '../search.ts'
import '../staff.css'

const SECTIONS = [
  ['/admin/users', 'users', 'usersText'],
  ['/admin/trainer-requests', 'applications', 'applicationsText'],
  ['/admin/content', 'content', 'contentText'],
  ['/admin/trainings', 'trainings', 'trainingsText'],
  ['/admin/finances', 'finances', 'financesText'],
  ['/admin/receipts', 'receipts', 'receiptsText'],
] as const

/**
 * `/admin`: the figures with a trend, the panel's sections and the audit log. `data`: the route
 * loader's (the figures and the log fail each on its own); `search`: the log's filters and page,
 * read from the URL by the route; `onSearch` changes them there.
 */
export function AdminHomePage({
  search,
  onSearch,
  data,
}: {
  search: AuditSearch
  onSearch: (patch: AuditSearch) => void
  data: AdminHomeData
}) {
  const t = useT()
  return (
    <Page heading={t.pages.admin}>
      <Figures summary={data.summary} />
      <nav aria-label={t.staff.adminHome.sections}>
        <div className="choice-grid">
          {SECTIONS.map(([to, title, text]) => (
            <Link key={to} to={to} className="card choice-card">
              <h2>{t.staff.adminHome[title]}</h2>
              <p>{t.staff.adminHome[text]}</p>
            </Link>
          ))}
        </div>
      </nav>
      <ProPriceCard settings={data.proPrice} />
      <AuditLog search={search} onSearch={onSearch} log={data.audit} />
    </Page>
  )
}

function Figures({ summary }: { summary: Settled<AdminSummary> }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  if (!summary.ok) return <ErrorState error={summary.error} onRetry={() => void router.invalidate()} />
  const s = summary.value
  const figures = [
    [t.staff.figures.users, s.users],
    [t.staff.figures.trainers, s.trainers],
    [t.staff.figures.trainingsThisWeek, s.trainingsThisWeek],
    [t.staff.figures.bookingsThisWeek, s.bookingsThisWeek],
    [t.staff.figures.pendingApplications, s.pendingApplications],
    [
      t.staff.figures.revenueThisMonth,
      s.revenueThisMonth.length === 0
        ? formatMoney(0, 'RUB', locale)
        : s.revenueThisMonth.map((r) => formatMoney(r.amount, r.currency, locale)).join(' · '),
    ],
  ] as const
  return (
    <section className="stack" aria-labelledby="admin-figures">
      <h2 id="admin-figures" className="section-title">
        {t.staff.figures.title}
      </h2>
      <dl className="staff-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="card">
            <dt className="muted">{label}</dt>
            <dd className="staff-figure">{value}</dd>
          </div>
        ))}
      </dl>
      <TrendChart trend={s.trend} />
    </section>
  )
}

/** Two bars a week (new users, bookings), scaled to the highest; each bar says its figure. */
function TrendChart({ trend }: { trend: AdminSummary['trend'] }) {
  const t = useT()
  const locale = useLocale()
  const max = Math.max(1, ...trend.flatMap((w) => [w.users, w.bookings]))
  const height = 80
  const barWidth = 12
  const step = 36
  return (
    <figure className="card staff-chart">
      <figcaption>{t.staff.figures.trend}</figcaption>
      <svg
        viewBox={`0 0 ${trend.length * step} ${height + 4}`}
        role="img"
        aria-label={t.staff.figures.trend}
        preserveAspectRatio="none"
      >
        {trend.map((w, i) => {
          const users = (w.users / max) * height
          const bookings = (w.bookings / max) * height
          const week = t.staff.figures.weekOf({ date: formatDate(w.week, locale) })
          return (
            <g key={w.week}>
              <rect
                className="staff-chart__users"
                x={i * step + 4}
                y={height - users}
                width={barWidth}
                height={users}
              >
                <title>{`${week}: ${t.staff.figures.trendUsers} ${w.users}`}</title>
              </rect>
              <rect
                className="staff-chart__bookings"
                x={i * step + 4 + barWidth + 2}
                y={height - bookings}
                width={barWidth}
                height={bookings}
              >
                <title>{`${week}: ${t.staff.figures.trendBookings} ${w.bookings}`}</title>
              </rect>
            </g>
          )
        })}
      </svg>
      <p className="muted">
        <span className="staff-chart__key staff-chart__users" aria-hidden="true" />{' '}
        {t.staff.figures.trendUsers}{' '}
        <span className="staff-chart__key staff-chart__bookings" aria-hidden="true" />{' '}
        {t.staff.figures.trendBookings}
      </p>
    </figure>
  )
}

function AuditLog({
  search: { action, target, page = 1 },
  onSearch,
  log,
}: {
  search: AuditSearch
  onSearch: (patch: AuditSearch) => void
  log: Settled<AuditList>
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const router = useRouter()
  const list = log.ok ? log.value : undefined
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1
  return (
    <section className="stack" aria-labelledby="audit-log">
      <h2 id="audit-log" className="section-title">
        {t.staff.audit.title}
      </h2>
      <div className="form-row">
        <SelectField
          label={t.staff.audit.action}
          value={action ?? ''}
          options={[
            { value: '', label: t.staff.audit.any },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t.staff.audit.actions[a] })),
          ]}
          onChange={(e) =>
            onSearch({ action: AUDIT_ACTIONS.find((a) => a === e.target.value), page: undefined })
          }
        />
        <SelectField
          label={t.staff.audit.target}
          value={target ?? ''}
          options={[
            { value: '', label: t.staff.audit.any },
            ...AUDIT_TARGETS.map((a) => ({ value: a, label: t.staff.audit.targets[a] })),
          ]}
          onChange={(e) =>
            onSearch({ target: AUDIT_TARGETS.find((a) => a === e.target.value), page: undefined })
          }
        />
      </div>
      {log.ok ? null : <ErrorState error={log.error} onRetry={() => void router.invalidate()} />}
      {list && list.data.length === 0 ? <p className="muted">{t.staff.audit.empty}</p> : null}
      <ul className="list">
        {list?.data.map((entry) => (
          <li key={entry.id}>
            <Card className="stack">
              <div className="application__head">
                <strong>{t.staff.audit.actions[entry.action]}</strong>
                <span>{entry.target.label || entry.target.id}</span>
              </div>
              <span className="muted">
                {t.staff.audit.by({
                  name: entry.actor.name || '—',
                  date: formatDateTimeIn(entry.createdAt, locale, zone),
                })}
              </span>
              {entry.reason ? (
                <span className="prewrap">{t.staff.audit.reason({ reason: entry.reason })}</span>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {list ? <Pager page={page} pages={pages} onPage={(p) => onSearch({ page: p })} /> : null}
    </section>
  )
}
