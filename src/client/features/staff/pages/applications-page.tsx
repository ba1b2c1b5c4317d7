import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ApiRequestError } from '#client/platform/http/client.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Pager } from '#client/ui/components/pager.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDate, formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError } from '#client/ui/use-form.ts'
import {
  type ApplicationDetail,
  MODERATION_FILTERS,
  type ModerationSummary,
  type QueueItem,
  type TrainerApplication,
} from '#shared/api/staff.ts'
import { cityLabel } from '#shared/cities.ts'
import { displayName } from '#shared/people.ts'
import { approveApplication, fetchCertificatePhoto, rejectApplication } from '../api/staff-api.ts'
import { StatusChip } from '../components/status-chip.tsx'
import { defaultFilter, type QueueArea, type QueueData } from '../loaders.ts'
import type { QueueSearch } from '../search.ts'

export type { QueueArea }

/**
 * The queue of trainer applications: `/moderator/trainer-requests` (waiting ones first by
 * default) and `/admin/trainer-requests` (the full history by default). `search`: the filter, the
 * page and the open application, read from the URL by the route; `onSearch` changes them there.
 * `data`: the route loader's list and the open application.
 */
export function ApplicationsPage({
  area,
  search,
  onSearch,
  data: { list, detail },
}: {
  area: QueueArea
  search: QueueSearch
  onSearch: (patch: QueueSearch) => void
  data: QueueData
}) {
  const t = useT()
  const status = search.status ?? defaultFilter(area)
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  return (
    <Page
      heading={
        area === '/admin/trainer-requests'
          ? t.screens.adminTrainerRequests.heading
          : t.screens.moderatorTrainerRequests.heading
      }
    >
      <nav className="staff-filters" aria-label={t.staff.moderation.filter}>
        {MODERATION_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === status}
            className="chip chip--plain"
            onClick={() => onSearch({ status: f, page: undefined, open: undefined })}
          >
            {t.staff.moderation.filters[f]}
          </button>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <EmptyState
          title={t.screens.moderatorTrainerRequests.emptyTitle}
          text={status === 'pending' ? t.staff.moderation.emptyPending : t.staff.moderation.empty}
        />
      ) : null}
      <ul className="list">
        {list.data.map((item) => (
          <li key={item.id}>
            <QueueCard
              item={item}
              detail={item.id === search.open ? detail : null}
              onToggle={(open) => onSearch({ open: open ? item.id : undefined })}
            />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={(p) => onSearch({ page: p, open: undefined })} />
    </Page>
  )
}

function QueueCard({
  item,
  detail,
  onToggle,
}: {
  item: QueueItem
  /** The application's full view when its card is open. */
  detail: Settled<ApplicationDetail> | null
  onToggle: (open: boolean) => void
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const open = detail !== null
  const name = displayName(item.applicant.firstName, item.applicant.lastName) || item.applicant.email
  return (
    <Card className="stack" aria-label={name}>
      <div className="application__head">
        <Avatar url={item.applicant.avatar} name={name} size={40} />
        <strong>{name}</strong>
        <StatusChip status={item.status} />
        <span className="muted">{formatDateTimeIn(item.createdAt, locale, zone)}</span>
      </div>
      <p className="muted">
        {item.specializations.map((s) => t.catalogue.specializations[s]).join(', ')} ·{' '}
        {cityLabel(item.city, locale)} · {t.staff.moderation.experience({ years: item.experienceYears })}
      </p>
      <div className="button-row">
        <Button variant="secondary" aria-expanded={open} onClick={() => onToggle(!open)}>
          {open ? t.staff.moderation.close : t.staff.moderation.open}
          {/* The queue's "Review" buttons are told apart by whose application they open. */}
          <span className="visually-hidden">{`: ${name}`}</span>
        </Button>
      </div>
      {detail ? <Review id={item.id} detail={detail} /> : null}
    </Card>
  )
}

/** The application's full view: applicant, facts, certificates, earlier applications, decision. */
function Review({ id, detail }: { id: string; detail: Settled<ApplicationDetail> }) {
  const router = useRouter()
  const [notice, setNotice] = useState<string>()
  const t = useT()
  const reload = () => void router.invalidate()
  if (!detail.ok) return <ErrorState error={detail.error} onRetry={reload} />
  const a = detail.value
  return (
    <div className="stack">
      {notice ? (
        <p className="form-error" role="status">
          {notice}
        </p>
      ) : null}
      <ApplicantFacts application={a} />
      {a.status === 'pending' ? (
        <Decision
          id={id}
          onDecided={reload}
          onConflict={async () => {
            setNotice(t.staff.moderation.decidedByOther)
            await router.invalidate()
          }}
        />
      ) : (
        <Decided application={a} />
      )}
    </div>
  )
}

function ApplicantFacts({ application: a }: { application: ApplicationDetail }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const contacts = [
    a.applicant.email,
    a.applicant.phone,
    a.applicant.telegramUsername && `@${a.applicant.telegramUsername}`,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <dl className="application__facts">
      <dt>{t.staff.moderation.applicant}</dt>
      <dd>
        {t.staff.moderation.registered({ date: formatDate(a.applicant.registeredAt, locale) })}
        {a.applicant.roles.length > 0
          ? ` · ${t.staff.moderation.roles({ roles: a.applicant.roles.join(', ') })}`
          : ''}
        {a.applicant.blocked ? ` · ${t.staff.moderation.blocked}` : ''}
      </dd>
      <dt>{t.staff.moderation.contacts}</dt>
      <dd>{contacts || t.staff.moderation.noContacts}</dd>
      <dt>{t.staff.apply.formats}</dt>
      <dd>{a.formats.map((f) => t.catalogue.formats[f]).join(', ')}</dd>
      <dt>{t.staff.apply.bio}</dt>
      <dd className="prewrap">{a.bio}</dd>
      <dt>{t.staff.moderation.certificates}</dt>
      <dd>
        {a.certificateLinks.length === 0 && !a.certificatePhotoUrl ? t.staff.moderation.noCertificates : null}
        <ul className="list">
          {a.certificateLinks.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                {link}
              </a>
            </li>
          ))}
        </ul>
        {a.certificatePhotoUrl ? <CertificatePhoto url={a.certificatePhotoUrl} /> : null}
      </dd>
      <dt>{t.staff.moderation.earlier}</dt>
      <dd>
        {a.history.length === 0 ? t.staff.moderation.noEarlier : null}
        <ul className="list">
          {a.history.map((h) => (
            <li key={h.id}>
              <StatusChip status={h.status} /> {formatDateTimeIn(h.createdAt, locale, zone)}
              {h.rejectReason ? ` — ${h.rejectReason}` : ''}
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  )
}

function CertificatePhoto({ url }: { url: string }) {
  const t = useT()
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let objectUrl: string | undefined
    let cancelled = false
    fetchCertificatePhoto(url).then(
      (made) => {
        if (cancelled) URL.revokeObjectURL(made)
        else {
          objectUrl = made
          setSrc(made)
        }
      },
      () => setSrc(undefined),
    )
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  return src ? (
    <img className="application__photo" src={src} alt={t.staff.moderation.photo} loading="lazy" />
  ) : null
}

function Decided({ application: a }: { application: TrainerApplication }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  return (
    <div className="stack">
      <p>
        {t.staff.moderation.decidedBy({
          status: t.staff.status[a.status],
          name: a.reviewer?.name ?? '—',
          date: a.decidedAt ? formatDateTimeIn(a.decidedAt, locale, zone) : '',
        })}
      </p>
      {a.rejectReason ? (
        <p className="prewrap">{t.staff.apply.rejectReason({ reason: a.rejectReason })}</p>
      ) : null}
    </div>
  )
}

function Decision({
  id,
  onDecided,
  onConflict,
}: {
  id: string
  onDecided: () => void
  onConflict: () => Promise<void>
}) {
  const t = useT()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const act = async (action: () => Promise<TrainerApplication>, message: string) => {
    setBusy(true)
    try {
      await action()
      onDecided()
      showToast(message, 'success')
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) await onConflict()
      else if (error instanceof ApiRequestError && error.fields.reason)
        setReasonError(describeError(t, error))
      else showToast(describeError(t, error), 'error')
    } finally {
      setBusy(false)
    }
  }
  if (rejecting) {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (!reason.trim()) {
            setReasonError(t.messages.reasonRequired)
            // To the field the message is about, as the app's other forms do.
            e.currentTarget.querySelector('input')?.focus()
            return
          }
          void act(() => rejectApplication(id, reason), t.staff.moderation.rejected)
        }}
        noValidate
      >
        <TextField
          label={t.staff.moderation.rejectReason}
          value={reason}
          maxLength={500}
          onChange={(e) => {
            setReason(e.target.value)
            setReasonError(undefined)
          }}
          error={reasonError}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" disabled={busy}>
            {t.staff.moderation.confirmReject}
          </Button>
          <Button variant="plain" onClick={() => setRejecting(false)}>
            {t.common.cancel}
          </Button>
        </div>
      </form>
    )
  }
  return (
    <div className="button-row">
      <Button
        disabled={busy}
        onClick={() => void act(() => approveApplication(id), t.staff.moderation.approved)}
      >
        {t.staff.moderation.approve}
      </Button>
      <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
        {t.staff.moderation.reject}
      </Button>
    </div>
  )
}

/** `/moderator`: how many applications wait, and the last decisions (the route loader's). */
export function ModeratorHomePage({ summary }: { summary: ModerationSummary }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  return (
    <Page heading={t.pages.moderator}>
      <Card className="stack">
        <p className="staff-figure">{t.staff.moderation.queueSize({ count: summary.pending })}</p>
        <div className="button-row">
          <Link to="/moderator/trainer-requests" className={buttonClass('primary')}>
            {t.staff.moderation.openQueue}
          </Link>
        </div>
      </Card>
      <section className="stack" aria-labelledby="recent-decisions">
        <h2 id="recent-decisions" className="section-title">
          {t.staff.moderation.recent}
        </h2>
        {summary.recent.length === 0 ? <p className="muted">{t.staff.moderation.noRecent}</p> : null}
        <ul className="list">
          {summary.recent.map((a) => (
            <li key={a.id} className="card application__head">
              <StatusChip status={a.status} />
              <strong>{displayName(a.applicant.firstName, a.applicant.lastName) || a.applicant.email}</strong>
              <span className="muted">
                {a.reviewer?.name ?? ''} · {a.decidedAt ? formatDateTimeIn(a.decidedAt, locale, zone) : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  )
}
