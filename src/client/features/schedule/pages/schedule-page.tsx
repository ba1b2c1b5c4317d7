import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { switchRole } from '#client/session/session-controller.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { formatCalendarDate, formatDateTimeIn, formatTime } from '#client/ui/format.ts'
import { type Dictionary, useLocale, useT } from '#client/ui/i18n/index.ts'
import { useOnline } from '#client/ui/use-online.ts'
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'
import type { Locale } from '#shared/locales.ts'
import { addDays, dateInZone, isoWeekday } from '#shared/time.ts'
import { type ScheduleActions, ScheduleActionsContext } from '../components/schedule-actions.ts'
import { ScheduleItemCard } from '../components/schedule-item-card.tsx'
import type { ScheduleSearch } from '../search-params.ts'
import { scheduleSync, scheduleSyncStatus, useScheduleCache } from '../sync/schedule-cache.ts'
import '../schedule.css'
import { clock } from '#shared/clock.ts'
import { canActAsTrainer } from '#shared/roles.ts'

export type ScheduleView = 'list' | 'week'

/**
 * `/schedule`: the current role's trainings, as a list by day or a week at a time, read from the
 * device's cache (SPEC.md §4); the sync policy decides when the network is used. `actions` are
 * what the cards can do to a booking or a training, handed in by the route.
 */
export function SchedulePage({
  actions,
  search,
  onSearch,
}: {
  actions: ScheduleActions
  /** The view and week, validated by the route. */
  search: ScheduleSearch
  /** Changes part of the view in the URL (a new week adds a history entry; a view replaces it). */
  onSearch: (patch: ScheduleSearch) => void
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const online = useOnline()
  const { userId, currentRole, userRoles, isTrainerBlocked } = useSnapshot(session)
  const bothRoles = canActAsTrainer({ roles: userRoles, isTrainerBlocked })
  const role: ScheduleRole = currentRole === 'trainer' ? 'trainer' : 'student'
  const view: ScheduleView = search.view ?? 'list'
  const today = dateInZone(clock.now(), zone)
  const cache = useScheduleCache(userId, role)
  const status = useSnapshot(scheduleSyncStatus)
  const syncing = status.syncing[role]
  const failed = status.failed[role]
  useEffect(() => {
    if (userId) void scheduleSync.open(userId, role)
  }, [userId, role])
  // "Now" for started/finished and deadlines: as of the data shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the cache changes
  const now = useMemo(() => clock.nowMs(), [cache])
  const refresh = () => {
    if (userId) void scheduleSync.sync(userId, role)
  }
  const setView = (next: ScheduleView) => onSearch({ view: next === 'list' ? undefined : next })
  const updated = cache ? formatSyncTime(cache.lastSync, today, zone, locale) : ''

  return (
    <Page
      heading={t.screens.schedule.heading}
      actions={
        <div className="button-row">
          {role === 'trainer' ? (
            <>
              <Link to="/create-single-training" className={buttonClass('primary')}>
                {t.schedule.newTraining}
              </Link>
              <Link to="/create-training-template" className={buttonClass('secondary')}>
                {t.schedule.newTemplate}
              </Link>
            </>
          ) : null}
          <Button variant="secondary" onClick={refresh} disabled={syncing || !online}>
            {syncing ? t.schedule.refreshing : t.schedule.refresh}
          </Button>
        </div>
      }
    >
      <div className="schedule-toolbar">
        <fieldset className="segmented" aria-label={t.schedule.viewLabel}>
          {(['list', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`segmented__option${view === v ? ' segmented__option--on' : ''}`}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t.schedule[v]}
            </button>
          ))}
        </fieldset>
        {bothRoles ? (
          <fieldset className="segmented" aria-label={t.schedule.roleLabel}>
            {(['student', 'trainer'] as const).map((r) => (
              <button
                key={r}
                type="button"
                className={`segmented__option${role === r ? ' segmented__option--on' : ''}`}
                aria-pressed={role === r}
                onClick={() => void switchRole(r)}
              >
                {t.schedule.roles[r]}
              </button>
            ))}
          </fieldset>
        ) : null}
        <span className="muted">{t.schedule.zoneNote({ zone })}</span>
      </div>
      {cache ? (
        <p
          className={`schedule-sync${online ? '' : ' schedule-sync--offline'}`}
          role="status"
          data-testid="schedule-sync-line"
        >
          {failed && online
            ? t.schedule.staleCopy({ time: updated })
            : online
              ? t.schedule.updated({ time: updated })
              : t.schedule.offlineUpdated({ time: updated })}
        </p>
      ) : null}
      {/* Nothing on the device yet: loading while a sync runs or, online, is about to (the page's
          open starts it after the first frame); offline or failed says so below. */}
      {cache === undefined || (cache === null && (syncing || (online && !failed))) ? (
        <Spinner label={t.app.loading} />
      ) : null}
      {cache === null && !syncing && !online ? (
        <EmptyState
          icon="offline"
          title={t.schedule.offlineNoCacheTitle}
          text={t.schedule.offlineNoCacheText}
        />
      ) : null}
      {cache === null && !syncing && online && failed ? (
        <ErrorState error={failed.error} onRetry={refresh} title={t.schedule.loadFailed} />
      ) : null}
      <ScheduleActionsContext value={actions}>
        {cache ? (
          cache.data.length === 0 ? (
            <ScheduleEmpty role={role} />
          ) : view === 'week' ? (
            <WeekView
              items={cache.data}
              role={role}
              zone={zone}
              today={today}
              now={now}
              weekOf={search.week}
              onWeek={(week) => onSearch({ week })}
              onChanged={refresh}
            />
          ) : (
            <ListView
              items={cache.data}
              role={role}
              zone={zone}
              today={today}
              now={now}
              onChanged={refresh}
            />
          )
        ) : null}
      </ScheduleActionsContext>
    </Page>
  )
}

/** When the cache was loaded: the time alone today, else the date and time. */
function formatSyncTime(lastSync: number, today: string, zone: string, locale: Locale): string {
  const iso = new Date(lastSync).toISOString()
  return dateInZone(new Date(lastSync), zone) === today
    ? formatTime(iso, locale, zone)
    : formatDateTimeIn(iso, locale, zone)
}

function ScheduleEmpty({ role }: { role: ScheduleRole }) {
  const t = useT()
  if (role === 'trainer') {
    return (
      <EmptyState
        icon="calendar"
        title={t.schedule.emptyTrainerTitle}
        text={t.schedule.emptyTrainerText}
        action={
          <Link to="/create-training-template" className={buttonClass('primary')}>
            {t.schedule.newTemplate}
          </Link>
        }
      />
    )
  }
  return (
    <EmptyState
      icon="calendar"
      title={t.schedule.emptyStudentTitle}
      text={t.schedule.emptyStudentText}
      action={
        <Link to="/trainers" className={buttonClass('primary')}>
          {t.schedule.findTrainer}
        </Link>
      }
    />
  )
}

/** Items by their date, in order. */
function byDate(items: readonly ScheduleItem[]): Map<string, ScheduleItem[]> {
  const groups = new Map<string, ScheduleItem[]>()
  for (const item of items) {
    const group = groups.get(item.date)
    if (group) group.push(item)
    else groups.set(item.date, [item])
  }
  return groups
}

/** "Today, Monday 23 November"; a weekday alone starts with a capital ("Вторник, 24 ноября"). */
export function dayLabel(t: Dictionary, date: string, today: string, locale: Locale): string {
  const full = formatCalendarDate(date, locale)
  if (date === today) return `${t.schedule.today}, ${full}`
  if (date === addDays(today, 1)) return `${t.schedule.tomorrow}, ${full}`
  if (date === addDays(today, -1)) return `${t.schedule.yesterday}, ${full}`
  return full.charAt(0).toLocaleUpperCase(locale) + full.slice(1)
}

interface ViewProps {
  items: ScheduleItem[]
  role: ScheduleRole
  zone: string
  today: string
  now: number
  onChanged: () => void
}

function ListView({ items, role, zone, today, now, onChanged }: ViewProps) {
  const t = useT()
  const [showPast, setShowPast] = useState(false)
  const upcoming = items.filter((i) => i.date >= today)
  const past = items.filter((i) => i.date < today).reverse()
  const cards = { role, zone, today, now, onChanged }
  return (
    <div className="stack">
      {upcoming.length === 0 ? <p className="muted">{t.schedule.noUpcoming}</p> : null}
      <DayGroups items={upcoming} {...cards} />
      {past.length > 0 ? (
        <Button variant="secondary" aria-expanded={showPast} onClick={() => setShowPast((v) => !v)}>
          {showPast ? t.schedule.hidePast : t.schedule.showPast({ count: past.length })}
        </Button>
      ) : null}
      {showPast ? <DayGroups items={past} {...cards} /> : null}
    </div>
  )
}

/** The items under a heading per date, in the order given. */
function DayGroups({ items, role, zone, today, now, onChanged }: ViewProps) {
  const t = useT()
  const locale = useLocale()
  return [...byDate(items)].map(([date, dayItems]) => (
    <DayGroup key={date} label={dayLabel(t, date, today, locale)} today={date === today}>
      {dayItems.map((item) => (
        <ScheduleItemCard key={item.id} item={item} role={role} zone={zone} now={now} onChanged={onChanged} />
      ))}
    </DayGroup>
  ))
}

function DayGroup({
  label,
  today = false,
  children,
}: {
  label: string
  today?: boolean
  children: React.ReactNode
}) {
  return (
    <section className={`schedule-day${today ? ' schedule-day--today' : ''}`} aria-label={label}>
      <h2 className="schedule-day__heading">{label}</h2>
      <div className="stack">{children}</div>
    </section>
  )
}

/** Monday of the week `date` is in. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date))
}

function WeekView({
  items,
  role,
  zone,
  today,
  now,
  weekOf,
  onWeek,
  onChanged,
}: ViewProps & { weekOf: string | undefined; onWeek: (week: string | undefined) => void }) {
  const t = useT()
  const locale = useLocale()
  const monday = weekStart(weekOf ?? today)
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(monday, i)), [monday])
  const groups = useMemo(() => byDate(items), [items])
  const go = onWeek
  const short: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }
  return (
    <div className="stack">
      <div className="week-nav">
        <Button
          variant="secondary"
          onClick={() => go(addDays(monday, -7))}
          aria-label={t.schedule.previousWeek}
        >
          ‹
        </Button>
        {/* Said when it changes: the week buttons are named "Next week", not the week they show. */}
        <h2 className="week-nav__title" aria-live="polite">
          {`${formatCalendarDate(days[0]!, locale, short)} – ${formatCalendarDate(days[6]!, locale, short)}`}
        </h2>
        <Button variant="secondary" onClick={() => go(addDays(monday, 7))} aria-label={t.schedule.nextWeek}>
          ›
        </Button>
        {monday !== weekStart(today) ? (
          <Button variant="plain" onClick={() => go(undefined)}>
            {t.schedule.thisWeek}
          </Button>
        ) : null}
      </div>
      <div className="week-grid">
        {days.map((date) => {
          const dayItems = groups.get(date) ?? []
          const label = dayLabel(t, date, today, locale)
          return (
            <section
              key={date}
              className={`week-day${date === today ? ' week-day--today' : ''}`}
              aria-label={label}
            >
              <h3 className="week-day__heading">
                {formatCalendarDate(date, locale, { weekday: 'short', day: 'numeric' })}
              </h3>
              {dayItems.length === 0 ? <p className="muted week-day__free">{t.schedule.free}</p> : null}
              {dayItems.map((item) => (
                <ScheduleItemCard
                  key={item.id}
                  item={item}
                  role={role}
                  zone={zone}
                  now={now}
                  onChanged={onChanged}
                  compact
                />
              ))}
            </section>
          )
        })}
      </div>
    </div>
  )
}
