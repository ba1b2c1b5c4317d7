import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { exerciseName, prescriptionLine } from '#client/ui/exercises.ts'
import { formatCalendarDate, formatDate, formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { StudentCard, StudentSummary } from '#shared/api/catalogue.ts'
import type { Assignment } from '#shared/api/workouts.ts'
import { displayName } from '#shared/people.ts'
import { saveStudentNote } from '../api/trainer-api.ts'

/** The card with the workouts the trainer assigned the student (decision 0030). */
export type StudentCardData = StudentCard & { workouts: readonly Assignment[] }

export interface StudentsSearch {
  q?: string | undefined
  /** The student whose card is open. */
  student?: string | undefined
}

/** What the route loads for the query and the open card. */
export interface StudentsData {
  students: readonly StudentSummary[]
  /** The open card's student (it fails on its own card); `null` when no card is open. */
  card: Settled<StudentCardData> | null
}

/**
 * `search`: the query and the open card, validated by the route; `onSearch` changes them in the
 * URL (the query as one types) and the route loads what they name. `data`: the route loader's;
 * `null` when the loader skipped a user who is not a trainer (a trainer's `null` kept from before
 * shows as loading until the route's reload brings it).
 */
export function StudentsPage({
  data,
  ...props
}: {
  search: StudentsSearch
  onSearch: (patch: StudentsSearch, options?: { replace?: boolean }) => void
  data: StudentsData | null
  /** The open student's logged results, records and progress (another feature's, given by the route). */
  trainingData?: ((studentId: string) => ReactNode) | undefined
}) {
  const t = useT()
  return (
    <Page heading={t.screens.trainerStudents.heading}>
      <TrainerOnly>
        {data ? <Students {...props} data={data} /> : <Spinner label={t.app.loading} />}
      </TrainerOnly>
    </Page>
  )
}

const SEARCH_DEBOUNCE_MS = 300

function Students({
  search: { student: openId, q = '' },
  onSearch,
  data: { students: items, card },
  trainingData,
}: {
  search: StudentsSearch
  onSearch: (patch: StudentsSearch, options?: { replace?: boolean }) => void
  data: StudentsData
  trainingData?: ((studentId: string) => ReactNode) | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const [typed, setTyped] = useState(q)
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    if (typed === q) return
    const timer = setTimeout(() => onSearch({ q: typed || undefined }, { replace: true }), SEARCH_DEBOUNCE_MS)
    pendingSearch.current = timer
    return () => clearTimeout(timer)
  }, [typed, q, onSearch])
  // A card opened while the typed search still waits takes that search along: the search's own
  // navigation, a moment later, could otherwise start from the address before the card's.
  const openCard = (student: string) => {
    clearTimeout(pendingSearch.current)
    onSearch({ q: typed || undefined, student })
  }
  return (
    <div className="stack">
      <TextField
        label={t.trainerArea.searchStudents}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {openId && card ? (
        <StudentCardView
          key={openId}
          card={card}
          trainingData={trainingData}
          onClose={() => onSearch({ student: undefined })}
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={t.screens.trainerStudents.emptyTitle} text={t.screens.trainerStudents.emptyText} />
      ) : null}
      <ul className="list">
        {/* The open student is the card above, not a second time in the list. */}
        {items
          .filter((s) => !(openId && card && s.id === openId))
          .map((s) => {
            const name = displayName(s.firstName, s.lastName)
            return (
              <li key={s.id}>
                <Card className="review__head">
                  <Avatar url={s.avatar} name={name} size={48} />
                  <div className="trainer-card__title">
                    <strong>{name}</strong>
                    <p className="muted">{t.trainerArea.since({ date: formatDate(s.since, locale) })}</p>
                  </div>
                  <Button variant="secondary" onClick={() => openCard(s.id)}>
                    {t.trainerArea.openCard}
                  </Button>
                </Card>
              </li>
            )
          })}
      </ul>
    </div>
  )
}

function StudentCardView({
  card,
  trainingData,
  onClose,
}: {
  card: Settled<StudentCardData>
  trainingData?: ((studentId: string) => ReactNode) | undefined
  onClose: () => void
}) {
  const t = useT()
  const router = useRouter()
  return (
    <Card className="stack student-card" aria-live="polite">
      {card.ok ? (
        <>
          <StudentDetails student={card.value} />
          {trainingData?.(card.value.id)}
        </>
      ) : (
        <ErrorState error={card.error} onRetry={() => void router.invalidate()} />
      )}
      <Button variant="plain" onClick={onClose}>
        {t.trainerArea.closeCard}
      </Button>
    </Card>
  )
}

function StudentDetails({ student }: { student: StudentCardData }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const [note, setNote] = useState(student.note)
  const { busy: saving, run } = useAction(undefined, 'toast')
  const name = displayName(student.firstName, student.lastName)
  const save = () => run(() => saveStudentNote(student.id, note), t.trainerArea.noteSaved)
  return (
    <>
      <div className="profile-head">
        <Avatar url={student.avatar} name={name} />
        <div>
          <h2>{name}</h2>
          <p className="muted">{t.trainerArea.since({ date: formatDate(student.since, locale) })}</p>
        </div>
      </div>
      <dl className="definition">
        <dt>{t.auth.email}</dt>
        <dd>{student.email || t.common.notSet}</dd>
        <dt>{t.auth.phone}</dt>
        <dd>{student.phone ? <a href={`tel:${student.phone}`}>{student.phone}</a> : t.common.notSet}</dd>
        <dt>{t.myTrainers.telegram}</dt>
        <dd>{student.telegramUsername ? `@${student.telegramUsername}` : t.common.notSet}</dd>
        <dt>{t.myTrainers.vk}</dt>
        <dd>{student.vkLink || t.common.notSet}</dd>
      </dl>
      <div className="field">
        <label className="field__label" htmlFor="student-note">
          {t.trainerArea.note}
        </label>
        <textarea
          id="student-note"
          className="field__input"
          rows={4}
          maxLength={5000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby="student-note-hint"
        />
        <span id="student-note-hint" className="field__hint">
          {t.trainerArea.noteHint}
        </span>
      </div>
      <Button onClick={() => void save()} disabled={saving}>
        {t.trainerArea.saveNote}
      </Button>
      <StudentWorkouts workouts={student.workouts} />
      <h3>{t.trainerArea.history}</h3>
      {student.history.length === 0 ? (
        <p className="muted">{t.trainerArea.noHistory}</p>
      ) : (
        <ul className="list">
          {student.history.map((h) => (
            <li key={h.bookingId}>
              {h.title} · {formatDateTimeIn(h.startsAt, locale, zone)} ·{' '}
              <span className={`chip chip--${h.trainingStatus === 'cancelled' ? 'cancelled' : h.status}`}>
                {h.trainingStatus === 'cancelled'
                  ? t.schedule.trainingStatus.cancelled
                  : h.status === 'cancelled' && h.lateCancel
                    ? t.schedule.lateCancel
                    : t.schedule.bookingStatus[h.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function StudentWorkouts({ workouts }: { workouts: readonly Assignment[] }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  return (
    <section className="stack">
      <h3>{t.workouts.studentWorkouts}</h3>
      {workouts.length === 0 ? (
        <p className="muted">{t.workouts.noStudentWorkouts}</p>
      ) : (
        <ul className="list">
          {workouts.map((a) => (
            <li key={a.id} className="review">
              <strong>{a.title}</strong>
              <p className="muted">
                {a.training
                  ? t.workouts.attachedTo({
                      title: a.training.title,
                      when: formatDateTimeIn(a.training.startsAt, locale, zone),
                    })
                  : a.scheduledOn
                    ? formatCalendarDate(a.scheduledOn, locale, { dateStyle: 'medium' })
                    : ''}
              </p>
              <ol>
                {a.items.map((i) => (
                  <li key={i.id}>
                    {exerciseName(i.exercise, locale)} — {prescriptionLine(t, i, locale)}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
