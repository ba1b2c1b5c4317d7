import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Pager } from '#client/ui/components/pager.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatShortDateTimeIn, formatTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { AdminTraining, AdminTrainingsList } from '#shared/api/admin.ts'
import { TRAINING_STATUSES, type TrainingStatus } from '#shared/training-states.ts'
import { cancelTrainingAsAdmin } from '../api/admin-trainings-api.ts'
import '../staff.css'

export interface AdminTrainingsSearch {
  trainerId?: string | undefined
  from?: string | undefined
  to?: string | undefined
  status?: TrainingStatus | undefined
  page?: number | undefined
}

export type AdminTrainingsData = AdminTrainingsList

/**
 * `/admin/trainings`: every training, filtered by trainer, dates and status (in the URL), a page
 * at a time; a training that has not ended can be cancelled with a reason. `data`: the route
 * loader's; `onSearch` changes the URL and the route loads what it names.
 */
export function AdminTrainingsPage({
  search,
  onSearch,
  data,
}: {
  search: AdminTrainingsSearch
  onSearch: (next: AdminTrainingsSearch) => void
  data: AdminTrainingsData
}) {
  const t = useT()
  const zone = useMyTimeZone()
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <Page heading={t.screens.adminTrainings.heading}>
      <Filters search={search} trainers={data.trainers} onSearch={onSearch} />
      <p className="muted">
        {t.adminTrainings.found({ count: data.total })} · {t.adminTrainings.timesIn({ zone })}
      </p>
      {data.data.length === 0 ? (
        <EmptyState title={t.adminTrainings.empty} />
      ) : (
        <ul className="list">
          {data.data.map((training) => (
            <li key={training.id}>
              <TrainingRow training={training} zone={zone} />
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
  trainers,
  onSearch,
}: {
  search: AdminTrainingsSearch
  trainers: AdminTrainingsData['trainers']
  onSearch: (next: AdminTrainingsSearch) => void
}) {
  const t = useT()
  const [draft, setDraft] = useState(search)
  // The URL is the truth: back/forward and "reset" bring the fields along.
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
            label={t.adminTrainings.trainer}
            value={draft.trainerId ?? ''}
            options={[
              { value: '', label: t.adminTrainings.anyTrainer },
              ...trainers.map((x) => ({ value: x.id, label: x.name || x.id })),
            ]}
            onChange={(e) => setDraft({ ...draft, trainerId: e.target.value || undefined })}
          />
          <SelectField
            label={t.adminTrainings.status}
            value={draft.status ?? ''}
            options={[
              { value: '', label: t.adminTrainings.anyStatus },
              ...TRAINING_STATUSES.map((s) => ({ value: s, label: t.adminTrainings.statuses[s] })),
            ]}
            onChange={(e) =>
              setDraft({ ...draft, status: TRAINING_STATUSES.find((s) => s === e.target.value) })
            }
          />
        </div>
        <div className="form-row">
          <TextField
            label={t.adminTrainings.from}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
          <TextField
            label={t.adminTrainings.to}
            type="date"
            value={draft.to ?? ''}
            error={rangeError}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
          />
        </div>
        <div className="button-row">
          <Button type="submit">{t.adminTrainings.apply}</Button>
          <Button variant="plain" onClick={() => onSearch({})}>
            {t.adminTrainings.reset}
          </Button>
        </div>
      </form>
    </Card>
  )
}

function TrainingRow({ training, zone }: { training: AdminTraining; zone: string }) {
  const t = useT()
  const locale = useLocale()
  const [cancelling, setCancelling] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const row = useRef<HTMLDivElement>(null)
  const cancellable = training.status === 'scheduled' && !training.ended
  // Focus goes back where it came from: the button that opened the dialog, or, once the training
  // is cancelled and that button gone, its card (the dialog unmounts before it could restore it).
  const closeDialog = () => {
    setCancelling(false)
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : row.current)?.focus())
  }
  const statusLabel =
    training.status === 'scheduled' && training.ended
      ? t.adminTrainings.ended
      : t.adminTrainings.statuses[training.status]
  return (
    <Card className="stack" aria-label={training.title} ref={row} tabIndex={-1}>
      <div className="application__head">
        <strong>{training.title}</strong>
        <span className={`chip chip--${training.status}`}>{statusLabel}</span>
      </div>
      <p>
        {formatShortDateTimeIn(training.startsAt, locale, zone)}–{formatTime(training.endsAt, locale, zone)} ·{' '}
        {training.trainer.name}
      </p>
      <p className="muted">
        {t.adminTrainings.places({ booked: training.bookedCount, capacity: training.capacity })}
        {training.waitlistCount > 0
          ? ` · ${t.adminTrainings.waiting({ count: training.waitlistCount })}`
          : ''}
      </p>
      {training.status === 'cancelled' && training.cancelReason ? (
        <p className="muted">{t.adminTrainings.cancelReasonShown({ reason: training.cancelReason })}</p>
      ) : null}
      {cancellable ? (
        <div className="button-row">
          <Button variant="danger" ref={opener} onClick={() => setCancelling(true)}>
            {t.adminTrainings.cancel}
          </Button>
        </div>
      ) : null}
      {cancelling ? <CancelDialog training={training} onClose={closeDialog} /> : null}
    </Card>
  )
}

/** A modal that asks for the reason (required) and cancels; the list reloads after it. */
function CancelDialog({ training, onClose }: { training: AdminTraining; onClose: () => void }) {
  const t = useT()
  const router = useRouter()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const { busy, error, run } = useAction()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  const submit = async () => {
    const text = reason.trim()
    if (!text) {
      setFieldError(t.messages.reasonRequired)
      ref.current?.querySelector('input')?.focus()
      return
    }
    const done = await run(() => cancelTrainingAsAdmin(training.id, text), t.adminTrainings.cancelled)
    if (done) {
      // The list first, so that focus finds the card as it now is (no cancel button).
      await router.invalidate()
      onClose()
    }
  }
  return (
    <dialog
      ref={ref}
      className="card admin-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onClose()
      }}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <h2 id={titleId}>{t.adminTrainings.cancelTitle({ title: training.title })}</h2>
        <p className="muted">{t.adminTrainings.cancelText}</p>
        <FormError message={error} />
        <TextField
          label={t.adminTrainings.reason}
          value={reason}
          maxLength={500}
          error={fieldError}
          autoFocus
          onChange={(e) => {
            setReason(e.target.value)
            setFieldError(undefined)
          }}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" disabled={busy}>
            {t.adminTrainings.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t.adminTrainings.keep}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
