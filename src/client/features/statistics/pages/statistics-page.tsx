import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Chart } from '#client/ui/chart/chart.tsx'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatCalendarDate, formatMoney } from '#client/ui/format.ts'
import { type Dictionary, useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Statistics, StudentStatistics, TrainerStatistics } from '#shared/api/statistics.ts'
import type { Locale } from '#shared/locales.ts'
import type { CurrentRole } from '#shared/roles.ts'
import { STATISTICS_PERIODS, type StatisticsBucket, type StatisticsPeriod } from '#shared/statistics.ts'
import '../statistics.css'

export interface StatisticsPageProps {
  data: Statistics
  /** Whether the caller may see both (then the page offers the switch). */
  bothRoles: boolean
  onChange: (patch: { role?: CurrentRole; period?: StatisticsPeriod }) => void
}

/** `/statistics`: the caller's figures as a student or a trainer over 4 weeks, 3 months or a year. */
export function StatisticsPage({ data, bothRoles, onChange }: StatisticsPageProps) {
  const t = useT()
  const s = t.statistics
  return (
    <Page heading={t.pages.statistics}>
      <div className="stats-toolbar">
        {bothRoles ? (
          <Switch
            label={s.roleLabel}
            options={(['student', 'trainer'] as const).map((r) => [r, s.roles[r]])}
            value={data.role}
            onChange={(role) => onChange({ role })}
          />
        ) : null}
        <Switch
          label={s.periodLabel}
          options={STATISTICS_PERIODS.map((p) => [p, s.periods[p]])}
          value={data.period}
          onChange={(period) => onChange({ period })}
        />
      </div>
      {data.role === 'student' ? <StudentFigures data={data} /> : <TrainerFigures data={data} />}
    </Page>
  )
}

function Switch<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: (readonly [V, string])[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <fieldset className="stats-switch" aria-label={label}>
      {options.map(([v, text]) => (
        <button
          key={v}
          type="button"
          className={`stats-switch__option${value === v ? ' stats-switch__option--on' : ''}`}
          aria-pressed={value === v}
          onClick={() => onChange(v)}
        >
          {text}
        </button>
      ))}
    </fieldset>
  )
}

/** Short labels under the axis and long ones for the table and summary, per bucket. */
function bucketLabels(
  starts: string[],
  bucket: StatisticsBucket,
  locale: Locale,
  t: Dictionary['statistics'],
) {
  if (bucket === 'month') {
    return {
      labels: starts.map((d) => formatCalendarDate(d, locale, { month: 'short' })),
      descriptions: starts.map((d) => formatCalendarDate(d, locale, { month: 'long', year: 'numeric' })),
    }
  }
  return {
    labels: starts.map((d) => formatCalendarDate(d, locale, { day: 'numeric', month: 'short' })),
    descriptions: starts.map((d) =>
      t.weekOf({ date: formatCalendarDate(d, locale, { day: 'numeric', month: 'long', year: 'numeric' }) }),
    ),
  }
}

function Figures({ items }: { items: [string, ReactNode, string?][] }) {
  const t = useT()
  return (
    <dl className="stats-figures" aria-label={t.statistics.figuresLabel}>
      {items.map(([label, value, hint]) => (
        <div key={label} className="card stats-figure">
          <dt className="muted">{label}</dt>
          <dd>
            <span className="stats-figure__value">{value}</span>
            {hint ? <span className="stats-figure__hint muted">{hint}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function StudentFigures({ data }: { data: StudentStatistics }) {
  const t = useT()
  const locale = useLocale()
  const s = t.statistics.student
  if (!data.hasHistory) {
    return (
      <EmptyState
        icon="chart"
        title={s.emptyTitle}
        text={s.emptyText}
        action={
          <Link to="/trainers" className={buttonClass('primary')}>
            {s.findTrainer}
          </Link>
        }
      />
    )
  }
  const axis = bucketLabels(
    data.sessions.map((b) => b.start),
    data.bucket,
    locale,
    t.statistics,
  )
  return (
    <>
      <Figures
        items={[
          [s.sessions, data.totalSessions],
          [s.currentStreak, t.statistics.weeks({ count: data.streak.current }), s.streakHint],
          [s.longestStreak, t.statistics.weeks({ count: data.streak.longest })],
        ]}
      />
      {data.totalSessions === 0 ? <p className="muted">{s.nothingInPeriod}</p> : null}
      <div className="stats-charts">
        <Chart
          title={data.bucket === 'week' ? s.perWeek : s.perMonth}
          {...axis}
          series={[{ name: s.series, values: data.sessions.map((b) => b.count) }]}
        />
        {data.bySpecialization.length > 0 ? (
          <Chart
            title={s.bySpecialization}
            labelsHeading={s.specializationHeading}
            labels={data.bySpecialization.map((b) => t.catalogue.specializations[b.specialization])}
            series={[{ name: s.series, values: data.bySpecialization.map((b) => b.count) }]}
          />
        ) : null}
      </div>
      {data.records.length > 0 ? (
        <section className="card stack" aria-labelledby="stats-records">
          <h2 id="stats-records" className="section-title">
            {s.records}
          </h2>
          <ul className="stats-list">
            {data.records.map((r) => (
              <li key={r.exerciseId}>
                <span>{r.exercise}</span>
                <span className="muted">
                  {s.record({
                    weight:
                      r.weightKg === null
                        ? null
                        : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram' }).format(
                            r.weightKg,
                          ),
                    reps: r.reps,
                  })}{' '}
                  · {formatCalendarDate(r.date, locale, { day: 'numeric', month: 'short', year: 'numeric' })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted stats-note">{t.statistics.zoneNote({ zone: data.timeZone })}</p>
    </>
  )
}

function TrainerFigures({ data }: { data: TrainerStatistics }) {
  const t = useT()
  const locale = useLocale()
  const s = t.statistics.trainer
  if (!data.hasHistory) {
    return (
      <EmptyState
        icon="chart"
        title={s.emptyTitle}
        text={s.emptyText}
        action={
          <Link to="/create-single-training" className={buttonClass('primary')}>
            {s.createTraining}
          </Link>
        }
      />
    )
  }
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const axis = bucketLabels(
    data.sessions.map((b) => b.start),
    data.bucket,
    locale,
    t.statistics,
  )
  return (
    <>
      <Figures
        items={[
          [s.held, data.totalHeld],
          [
            s.attendance,
            data.attendanceRate === null ? s.noAttendance : percent.format(data.attendanceRate),
            s.attendanceHint,
          ],
          [s.activeStudents, data.activeStudents],
        ]}
      />
      {data.totalHeld === 0 ? <p className="muted">{s.nothingInPeriod}</p> : null}
      <div className="stats-charts">
        <Chart
          title={s.heldChart}
          {...axis}
          series={[
            { name: s.heldSeries, values: data.sessions.map((b) => b.held) },
            {
              name: s.attendanceSeries,
              kind: 'line',
              axis: 'right',
              values: data.sessions.map((b) =>
                b.attended + b.noShow === 0 ? null : b.attended / (b.attended + b.noShow),
              ),
              format: (v) => percent.format(v),
            },
          ]}
        />
        <Chart
          title={s.studentsChart}
          {...axis}
          series={[{ name: s.studentsSeries, values: data.sessions.map((b) => b.students), total: false }]}
        />
        {data.revenue?.map((r) => (
          <Chart
            key={r.currency}
            title={s.revenue({ currency: r.currency })}
            {...bucketLabels(
              r.months.map((m) => m.month),
              'month',
              locale,
              t.statistics,
            )}
            series={[
              {
                name: s.revenueSeries,
                values: r.months.map((m) => m.amount),
                format: (v) => formatMoney(v, r.currency, locale),
              },
            ]}
          />
        ))}
      </div>
      {data.topExercises.length > 0 ? (
        <section className="card stack" aria-labelledby="stats-exercises">
          <h2 id="stats-exercises" className="section-title">
            {s.topExercises}
          </h2>
          <ol className="stats-list">
            {data.topExercises.map((e) => (
              <li key={e.exerciseId}>
                <span>{e.exercise}</span>
                <span className="muted">{s.sets({ count: e.sets })}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="muted stats-note">{t.statistics.zoneNote({ zone: data.timeZone })}</p>
    </>
  )
}
