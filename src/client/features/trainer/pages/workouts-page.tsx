import { type PointerEvent as ReactPointerEvent, useEffect, useId, useRef, useState } from 'react'
import { useClosingConfirmation } from '#client/platform/telegram/closing-confirmation.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Pager } from '#client/ui/components/pager.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { exerciseName } from '#client/ui/exercises.ts'
import { formatShortDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { showFirstProblem, translateMessage } from '#client/ui/use-form.ts'
import type { StudentSummary } from '#shared/api/catalogue.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import {
  type Exercise,
  type ExercisesPage,
  type Workout,
  type WorkoutItemInput,
  type WorkoutSummary,
  workoutBody,
} from '#shared/api/workouts.ts'
import { clock } from '#shared/clock.ts'
import { displayName } from '#shared/people.ts'
import { addDays, dateInZone } from '#shared/time.ts'
import {
  EXERCISE_CATEGORIES,
  EXERCISE_EQUIPMENT,
  EXERCISES_PAGE_SIZE,
  type ExerciseCategory,
  type ExerciseEquipment,
  MUSCLE_GROUPS,
  type MuscleGroup,
} from '#shared/workouts.ts'
import { fetchStudents } from '../api/trainer-api.ts'
import {
  assignWorkout,
  createExercise,
  createWorkout,
  deleteWorkout,
  fetchExercises,
  fetchOwnTrainings,
  fetchWorkout,
  fetchWorkouts,
  updateWorkout,
} from '../api/workouts-api.ts'
import '../workouts.css'

/** What the route loads: the trainer's active and archived workouts. */
export interface WorkoutsData {
  active: readonly WorkoutSummary[]
  archived: readonly WorkoutSummary[]
}

export function WorkoutsPage({ data }: { data: WorkoutsData | null }) {
  const t = useT()
  return (
    <Page heading={t.screens.trainerWorkouts.heading}>
      <TrainerOnly>{data ? <Workouts data={data} /> : <Spinner label={t.app.loading} />}</TrainerOnly>
    </Page>
  )
}

interface DraftItem {
  key: string
  exercise: Exercise
  sets: string
  measure: 'reps' | 'time'
  reps: string
  durationSeconds: string
  weightKg: string
  restSeconds: string
  notes: string
  /** In one superset with the item above. */
  linked: boolean
}

interface Draft {
  id: string | null
  title: string
  notes: string
  items: DraftItem[]
}

let keySeq = 0
const newKey = () => `item-${++keySeq}`
const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')))
const text = (n: number | null) => (n === null ? '' : String(n))

function draftOf(w: Workout): Draft {
  return {
    id: w.id,
    title: w.title,
    notes: w.notes,
    items: w.items.map((i, index) => ({
      key: newKey(),
      exercise: i.exercise,
      sets: String(i.sets),
      measure: i.durationSeconds !== null ? 'time' : 'reps',
      reps: text(i.reps),
      durationSeconds: text(i.durationSeconds),
      weightKg: text(i.weightKg),
      restSeconds: text(i.restSeconds),
      notes: i.notes,
      linked: index > 0 && i.supersetGroup !== null && w.items[index - 1]?.supersetGroup === i.supersetGroup,
    })),
  }
}

/** The draft's items as the API takes them; a superset is a run of linked items, numbered 1, 2, … */
function itemsOf(items: DraftItem[]): WorkoutItemInput[] {
  const groups: (number | null)[] = items.map(() => null)
  let next = 0
  items.forEach((item, i) => {
    if (i > 0 && item.linked) {
      if (groups[i - 1] === null) groups[i - 1] = ++next
      groups[i] = groups[i - 1] ?? null
    }
  })
  return items.map((item, i) => ({
    exerciseId: item.exercise.id,
    sets: num(item.sets) ?? Number.NaN,
    reps: item.measure === 'reps' ? num(item.reps) : null,
    durationSeconds: item.measure === 'time' ? num(item.durationSeconds) : null,
    weightKg: num(item.weightKg),
    restSeconds: num(item.restSeconds),
    notes: item.notes,
    supersetGroup: groups[i] ?? null,
  }))
}

function Workouts({ data }: { data: WorkoutsData }) {
  const t = useT()
  const [showArchived, setShowArchived] = useState(false)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [assigning, setAssigning] = useState<WorkoutSummary | null>(null)
  // The lists as loaded, then as fetched again after each change (no route reload: the page stays
  // as it is while the lists refresh).
  const [lists, setLists] = useState<WorkoutsData>(data)
  useEffect(() => setLists(data), [data])
  const refresh = async () => {
    const [active, archived] = await Promise.all([fetchWorkouts(false), fetchWorkouts(true)])
    setLists({ active, archived })
  }
  const { busy, run } = useAction(undefined, 'toast')
  const act = (change: () => Promise<unknown>, done: string) =>
    void run(async () => {
      await change()
      await refresh()
    }, done)
  const list = showArchived ? lists.archived : lists.active

  const edit = (id: string) =>
    void run(async () => {
      setDraft(draftOf(await fetchWorkout(id)))
      setAssigning(null)
    })
  const duplicate = (w: WorkoutSummary) =>
    act(async () => {
      const copy = draftOf(await fetchWorkout(w.id))
      await createWorkout({
        title: t.workouts.copyOf({ title: w.title }).slice(0, 120),
        notes: copy.notes,
        items: itemsOf(copy.items),
      })
    }, t.workouts.duplicated)
  const setArchived = (w: WorkoutSummary, archived: boolean) =>
    act(
      () => updateWorkout(w.id, { archived }),
      archived ? t.workouts.archivedToast : t.workouts.restoredToast,
    )
  const remove = (w: WorkoutSummary) => {
    if (!window.confirm(t.workouts.confirmDelete)) return
    act(() => deleteWorkout(w.id), t.workouts.deleted)
  }
  const reload = () => void refresh().catch(() => undefined)

  if (draft) {
    return (
      <Builder
        draft={draft}
        onChange={setDraft}
        onClose={() => setDraft(null)}
        onSaved={() => {
          setDraft(null)
          reload()
        }}
      />
    )
  }

  return (
    <div className="stack">
      <div className="workout-actions">
        <Button onClick={() => setDraft({ id: null, title: '', notes: '', items: [] })}>
          {t.workouts.newWorkout}
        </Button>
        <Button variant="secondary" aria-pressed={!showArchived} onClick={() => setShowArchived(false)}>
          {t.workouts.active}
        </Button>
        <Button variant="secondary" aria-pressed={showArchived} onClick={() => setShowArchived(true)}>
          {t.workouts.archived}
        </Button>
      </div>
      {assigning ? (
        <AssignPanel workout={assigning} onClose={() => setAssigning(null)} onDone={reload} />
      ) : null}
      {list.length === 0 ? (
        showArchived ? (
          <p className="muted">{t.workouts.noArchived}</p>
        ) : (
          <EmptyState
            title={t.screens.trainerWorkouts.emptyTitle}
            text={t.screens.trainerWorkouts.emptyText}
          />
        )
      ) : null}
      <ul className="list">
        {list.map((w) => (
          <li key={w.id}>
            <Card className="stack">
              <div>
                <h2 className="section-title">{w.title}</h2>
                <p className="muted">
                  {t.workouts.exercisesCount({ count: w.itemCount })}
                  {w.assignmentCount > 0
                    ? ` · ${t.workouts.assignedCount({ count: w.assignmentCount })}`
                    : ''}
                </p>
              </div>
              <div className="workout-actions">
                {!w.archived ? (
                  <>
                    <Button
                      onClick={() => setAssigning(w)}
                      disabled={busy}
                      aria-label={`${t.workouts.assign}: ${w.title}`}
                    >
                      {t.workouts.assign}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => edit(w.id)}
                      disabled={busy}
                      aria-label={`${t.workouts.edit}: ${w.title}`}
                    >
                      {t.workouts.edit}
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() => duplicate(w)}
                  disabled={busy}
                  aria-label={`${t.workouts.duplicate}: ${w.title}`}
                >
                  {t.workouts.duplicate}
                </Button>
                <Button variant="plain" onClick={() => setArchived(w, !w.archived)} disabled={busy}>
                  {w.archived ? t.workouts.restore : t.workouts.archive}
                </Button>
                {w.archived ? (
                  <Button variant="danger" onClick={() => remove(w)} disabled={busy}>
                    {t.workouts.deleteWorkout}
                  </Button>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}

// ---- the builder -----------------------------------------------------------------------------

function Builder({
  draft,
  onChange,
  onClose,
  onSaved,
}: {
  draft: Draft
  onChange: (draft: Draft) => void
  onClose: () => void
  onSaved: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const [announcement, setAnnouncement] = useState('')
  // The builder's fields are many rows of one list: the server's words for them go in the message.
  const { busy, error, run } = useAction(onSaved, 'inline', { fieldsInMessage: true })
  // What the shared schema refuses before anything is sent: each message beside its field
  // (`title`, `items.2.weightKg`, …), and what belongs to no field in the form's message.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string>()
  const rootRef = useRef<HTMLDivElement>(null)
  // Inside Telegram, closing the Mini App asks first while the workout differs from what was opened.
  const opened = useRef(JSON.stringify(draft))
  useClosingConfirmation(JSON.stringify(draft) !== opened.current)
  const items = draft.items
  const setItems = (next: DraftItem[]) => {
    // Positions change: the messages of the old positions no longer point at the right rows.
    if (next.length !== items.length || next.some((item, i) => item.key !== items[i]?.key)) setFieldErrors({})
    onChange({ ...draft, items: next })
  }
  const patchItem = (key: string, patch: Partial<DraftItem>) => {
    const index = items.findIndex((i) => i.key === key)
    setFieldErrors((errors) => {
      const kept = { ...errors }
      for (const field of Object.keys(patch)) delete kept[`items.${index}.${field}`]
      if ('measure' in patch) {
        delete kept[`items.${index}.reps`]
        delete kept[`items.${index}.durationSeconds`]
      }
      return kept
    })
    setItems(items.map((i) => (i.key === key ? { ...i, ...patch } : i)))
  }
  const itemError = (index: number, field: keyof WorkoutItemInput) => fieldErrors[`items.${index}.${field}`]

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return
    const next = [...items]
    const [moved] = next.splice(from, 1)
    if (!moved) return
    next.splice(to, 0, moved)
    setItems(next)
    setAnnouncement(
      t.workouts.moved({ name: exerciseName(moved.exercise, locale), position: to + 1, total: next.length }),
    )
  }

  const add = (exercise: Exercise) => {
    setItems([
      ...items,
      {
        key: newKey(),
        exercise,
        sets: '3',
        measure: exercise.category === 'cardio' || exercise.category === 'stretching' ? 'time' : 'reps',
        reps: '10',
        durationSeconds: '60',
        weightKg: '',
        restSeconds: '90',
        notes: '',
        linked: false,
      },
    ])
    setAnnouncement(t.workouts.added({ name: exerciseName(exercise, locale) }))
  }

  const save = () => {
    const body = { title: draft.title, notes: draft.notes, items: itemsOf(items) }
    // A typed "abc" is NaN here, and JSON would send it as null (no weight): the schema refuses it.
    const parsed = workoutBody.safeParse(body)
    if (!parsed.success) {
      const errors: Record<string, string> = {}
      for (const issue of parsed.error.issues)
        errors[issue.path.join('.')] ??= translateMessage(t, issue.message)
      const unplaced = Object.entries(errors)
        .filter(([key]) => key === '' || key === 'items')
        .map(([, message]) => message)
      setFieldErrors(errors)
      setRefusal([t.messages.fieldsInvalid, ...unplaced].join(': '))
      requestAnimationFrame(() => {
        if (rootRef.current) showFirstProblem(rootRef.current)
      })
      return
    }
    setFieldErrors({})
    setRefusal(undefined)
    void run(async () => {
      if (draft.id) await updateWorkout(draft.id, body)
      else await createWorkout(body)
    }, t.workouts.saved)
  }

  // Dragging by the handle (mouse, pen or touch): the row under the pointer is where it lands.
  const listRef = useRef<HTMLOListElement>(null)
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null)
  const overIndex = (clientY: number) => {
    const rows = listRef.current
      ? [...listRef.current.querySelectorAll<HTMLElement>('[data-workout-item]')]
      : []
    const index = rows.findIndex((row) => {
      const rect = row.getBoundingClientRect()
      return clientY < rect.top + rect.height / 2
    })
    return index === -1 ? rows.length - 1 : index
  }
  const dragHandlers = (index: number) => ({
    onPointerDown: (e: ReactPointerEvent<HTMLButtonElement>) => {
      if (e.button !== 0) return
      e.currentTarget.setPointerCapture(e.pointerId)
      setDrag({ from: index, over: index })
    },
    onPointerMove: (e: ReactPointerEvent<HTMLButtonElement>) => {
      if (drag) setDrag({ ...drag, over: overIndex(e.clientY) })
    },
    onPointerUp: (e: ReactPointerEvent<HTMLButtonElement>) => {
      if (!drag) return
      const to = overIndex(e.clientY)
      setDrag(null)
      move(drag.from, to)
    },
    onPointerCancel: () => setDrag(null),
  })

  return (
    <div className="stack" ref={rootRef}>
      <h2>{draft.id ? t.workouts.builderEdit : t.workouts.builderNew}</h2>
      <TextField
        label={t.workouts.title}
        value={draft.title}
        maxLength={120}
        required
        error={fieldErrors.title}
        onChange={(e) => {
          setFieldErrors(({ title: _, ...rest }) => rest)
          onChange({ ...draft, title: e.target.value })
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor="workout-notes">
          {t.workouts.notes}
        </label>
        <textarea
          id="workout-notes"
          className="field__input"
          rows={2}
          maxLength={2000}
          value={draft.notes}
          onChange={(e) => onChange({ ...draft, notes: e.target.value })}
        />
      </div>
      <h3>{t.workouts.exercises}</h3>
      <p className="visually-hidden" aria-live="polite" data-testid="builder-announcement">
        {announcement}
      </p>
      {items.length === 0 ? <p className="muted">{t.workouts.noItems}</p> : null}
      <ol className="workout-items" ref={listRef} aria-label={t.workouts.exercises}>
        {items.map((item, index) => {
          const name = exerciseName(item.exercise, locale)
          const classes = [
            'workout-item',
            index > 0 && item.linked ? 'workout-item--linked' : '',
            drag?.from === index ? 'workout-item--dragging' : '',
            drag && drag.over === index && drag.from !== index ? 'workout-item--drop-target' : '',
          ]
          return (
            <li key={item.key} className={classes.join(' ').trim()} data-workout-item aria-label={name}>
              <div className="workout-item__head">
                <button
                  type="button"
                  className="button button--plain workout-item__handle"
                  aria-label={t.workouts.dragHandle({ name })}
                  {...dragHandlers(index)}
                >
                  ⠿
                </button>
                <strong className="workout-item__name">
                  {index + 1}. {name}
                  {index > 0 && item.linked ? (
                    <span className="chip chip--plain"> {t.workouts.supersetLabel}</span>
                  ) : null}
                </strong>
              </div>
              <div className="workout-item__fields">
                <TextField
                  label={t.workouts.sets}
                  inputMode="numeric"
                  value={item.sets}
                  error={itemError(index, 'sets')}
                  onChange={(e) => patchItem(item.key, { sets: e.target.value })}
                />
                <SelectField
                  label={t.workouts.measure}
                  value={item.measure}
                  options={[
                    { value: 'reps', label: t.workouts.byReps },
                    { value: 'time', label: t.workouts.byTime },
                  ]}
                  onChange={(e) =>
                    patchItem(item.key, { measure: e.target.value === 'time' ? 'time' : 'reps' })
                  }
                />
                {item.measure === 'reps' ? (
                  <TextField
                    label={t.workouts.reps}
                    inputMode="numeric"
                    value={item.reps}
                    error={itemError(index, 'reps')}
                    onChange={(e) => patchItem(item.key, { reps: e.target.value })}
                  />
                ) : (
                  <TextField
                    label={t.workouts.time}
                    inputMode="numeric"
                    value={item.durationSeconds}
                    error={itemError(index, 'durationSeconds')}
                    onChange={(e) => patchItem(item.key, { durationSeconds: e.target.value })}
                  />
                )}
                <TextField
                  label={t.workouts.weight}
                  inputMode="decimal"
                  value={item.weightKg}
                  error={itemError(index, 'weightKg')}
                  onChange={(e) => patchItem(item.key, { weightKg: e.target.value })}
                />
                <TextField
                  label={t.workouts.rest}
                  inputMode="numeric"
                  value={item.restSeconds}
                  error={itemError(index, 'restSeconds')}
                  onChange={(e) => patchItem(item.key, { restSeconds: e.target.value })}
                />
              </div>
              <TextField
                label={t.workouts.itemNotes}
                value={item.notes}
                maxLength={500}
                error={itemError(index, 'notes')}
                onChange={(e) => patchItem(item.key, { notes: e.target.value })}
              />
              {index > 0 ? (
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={item.linked}
                    onChange={(e) => patchItem(item.key, { linked: e.target.checked })}
                  />{' '}
                  {t.workouts.superset}
                </label>
              ) : null}
              <div className="workout-item__actions">
                <Button
                  variant="secondary"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`${t.workouts.moveUp}: ${name}`}
                >
                  ↑ {t.workouts.moveUp}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => move(index, index + 1)}
                  disabled={index === items.length - 1}
                  aria-label={`${t.workouts.moveDown}: ${name}`}
                >
                  ↓ {t.workouts.moveDown}
                </Button>
                <Button
                  variant="plain"
                  onClick={() => {
                    setItems(items.filter((i) => i.key !== item.key))
                    setAnnouncement(t.workouts.removed({ name }))
                  }}
                  aria-label={`${t.workouts.removeItem}: ${name}`}
                >
                  {t.workouts.removeItem}
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      <FormError message={refusal ?? error} />
      <div className="workout-actions">
        <Button onClick={save} disabled={busy}>
          {t.workouts.save}
        </Button>
        <Button variant="plain" onClick={onClose}>
          {t.workouts.cancel}
        </Button>
      </div>
      <ExerciseLibrary onPick={add} />
    </div>
  )
}

// ---- the library picker -------------------------------------------------------------------------

const SEARCH_DEBOUNCE_MS = 300

function ExerciseLibrary({ onPick }: { onPick: (exercise: Exercise) => void }) {
  const t = useT()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [muscle, setMuscle] = useState<MuscleGroup | ''>('')
  const [equipment, setEquipment] = useState<ExerciseEquipment | ''>('')
  const [category, setCategory] = useState<ExerciseCategory | ''>('')
  const [mine, setMine] = useState(false)
  const [page, setPage] = useState(1)
  const [result, setResult] = useState<ExercisesPage | null>(null)
  const [failed, setFailed] = useState<string>()
  const [version, setVersion] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` searches again after an exercise is added
  useEffect(() => {
    let live = true
    const timer = setTimeout(
      () => {
        fetchExercises({
          q: q.trim() || undefined,
          muscle: muscle || undefined,
          equipment: equipment || undefined,
          category: category || undefined,
          mine: mine ? 'true' : undefined,
          page,
        })
          .then((r) => {
            if (!live) return
            setResult(r)
            setFailed(undefined)
          })
          .catch((e: unknown) => {
            if (live) setFailed(e instanceof Error ? e.message : String(e))
          })
      },
      q ? SEARCH_DEBOUNCE_MS : 0,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [q, muscle, equipment, category, mine, page, version])

  const pages = result ? Math.max(1, Math.ceil(result.total / EXERCISES_PAGE_SIZE)) : 1
  const filter =
    <T extends string>(set: (v: T | '') => void) =>
    (e: { target: { value: string } }) => {
      set(e.target.value as T | '')
      setPage(1)
    }
  return (
    <Card className="stack">
      <h3>{t.workouts.library}</h3>
      <div className="filters">
        <TextField
          fieldClassName="field--wide"
          label={t.workouts.search}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value)
            setPage(1)
          }}
        />
        <SelectField
          label={t.workouts.muscle}
          value={muscle}
          onChange={filter((v) => setMuscle(v as MuscleGroup | ''))}
          options={[
            { value: '', label: t.workouts.any },
            ...MUSCLE_GROUPS.map((m) => ({ value: m, label: t.workouts.muscles[m] })),
          ]}
        />
        <SelectField
          label={t.workouts.equipment}
          value={equipment}
          onChange={filter((v) => setEquipment(v as ExerciseEquipment | ''))}
          options={[
            { value: '', label: t.workouts.any },
            ...EXERCISE_EQUIPMENT.map((m) => ({ value: m, label: t.workouts.equipmentNames[m] })),
          ]}
        />
        <SelectField
          label={t.workouts.category}
          value={category}
          onChange={filter((v) => setCategory(v as ExerciseCategory | ''))}
          options={[
            { value: '', label: t.workouts.any },
            ...EXERCISE_CATEGORIES.map((m) => ({ value: m, label: t.workouts.categories[m] })),
          ]}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={mine}
            onChange={(e) => {
              setMine(e.target.checked)
              setPage(1)
            }}
          />{' '}
          {t.workouts.onlyMine}
        </label>
      </div>
      {failed ? <FormError message={failed} /> : null}
      {result ? (
        <>
          <p className="muted" aria-live="polite">
            {t.workouts.found({ total: result.total })}
          </p>
          {result.data.length === 0 ? <p>{t.workouts.noExercises}</p> : null}
          <ul className="list" aria-label={t.workouts.library}>
            {result.data.map((e) => {
              const name = exerciseName(e, locale)
              return (
                <li key={e.id} className="exercise-row">
                  <div>
                    <p>
                      <strong>{name}</strong>{' '}
                      {e.own ? <span className="chip chip--plain">{t.workouts.own}</span> : null}
                    </p>
                    <p className="muted">
                      {[
                        e.primaryMuscles.map((m) => t.workouts.muscles[m]).join(', '),
                        e.equipment ? t.workouts.equipmentNames[e.equipment] : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      {e.videoUrl ? (
                        <>
                          {' · '}
                          <a href={e.videoUrl} target="_blank" rel="noopener noreferrer">
                            {t.workouts.video}
                          </a>
                        </>
                      ) : null}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    onClick={() => onPick(e)}
                    aria-label={t.workouts.addNamed({ name })}
                  >
                    {t.workouts.add}
                  </Button>
                </li>
              )
            })}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      ) : (
        <Spinner label={t.app.loading} />
      )}
      <PrivateExerciseForm
        onCreated={(e) => {
          onPick(e)
          setVersion(version + 1)
        }}
      />
    </Card>
  )
}

function PrivateExerciseForm({ onCreated }: { onCreated: (e: Exercise) => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [category, setCategory] = useState<ExerciseCategory>('strength')
  const [equipment, setEquipment] = useState<ExerciseEquipment | ''>('')
  const [muscle, setMuscle] = useState<MuscleGroup>('chest')
  const [videoUrl, setVideoUrl] = useState('')
  const { busy, error, run } = useAction(undefined, 'inline', { fieldsInMessage: true })
  const headingId = useId()
  if (!open)
    return (
      <Button variant="plain" onClick={() => setOpen(true)}>
        {t.workouts.newExercise}
      </Button>
    )
  const submit = () =>
    void run(async () => {
      const created = await createExercise({
        name,
        category,
        equipment: equipment || null,
        primaryMuscles: [muscle],
        ...(videoUrl.trim() ? { videoUrl: videoUrl.trim() } : {}),
      })
      onCreated(created)
      setOpen(false)
      setName('')
      setVideoUrl('')
    }, t.workouts.exerciseCreated)
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h4 id={headingId}>{t.workouts.newExercise}</h4>
      <TextField
        label={t.workouts.exerciseName}
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t.workouts.category}
        value={category}
        onChange={(e) => setCategory(e.target.value as ExerciseCategory)}
        options={EXERCISE_CATEGORIES.map((m) => ({ value: m, label: t.workouts.categories[m] }))}
      />
      <SelectField
        label={t.workouts.muscle}
        value={muscle}
        onChange={(e) => setMuscle(e.target.value as MuscleGroup)}
        options={MUSCLE_GROUPS.map((m) => ({ value: m, label: t.workouts.muscles[m] }))}
      />
      <SelectField
        label={t.workouts.equipment}
        value={equipment}
        onChange={(e) => setEquipment(e.target.value as ExerciseEquipment | '')}
        options={[
          { value: '', label: t.workouts.any },
          ...EXERCISE_EQUIPMENT.map((m) => ({ value: m, label: t.workouts.equipmentNames[m] })),
        ]}
      />
      <TextField
        label={t.workouts.videoLink}
        type="url"
        value={videoUrl}
        onChange={(e) => setVideoUrl(e.target.value)}
      />
      <FormError message={error} />
      <div className="workout-actions">
        <Button onClick={submit} disabled={busy}>
          {t.workouts.createExercise}
        </Button>
        <Button variant="plain" onClick={() => setOpen(false)}>
          {t.workouts.cancel}
        </Button>
      </div>
    </section>
  )
}

// ---- assigning -------------------------------------------------------------------------------------

function AssignPanel({
  workout,
  onClose,
  onDone,
}: {
  workout: WorkoutSummary
  onClose: () => void
  onDone: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const today = dateInZone(clock.now(), zone)
  const [mode, setMode] = useState<'training' | 'student'>('student')
  const [trainings, setTrainings] = useState<ScheduleItem[] | null>(null)
  const [students, setStudents] = useState<readonly StudentSummary[] | null>(null)
  const [trainingId, setTrainingId] = useState('')
  const [studentId, setStudentId] = useState('')
  const [date, setDate] = useState(today)
  const { busy, error, run } = useAction(
    () => {
      onDone()
      onClose()
    },
    'inline',
    { fieldsInMessage: true },
  )
  const loader = useAction()

  useEffect(() => {
    void loader.run(async () => {
      const [own, mine] = await Promise.all([fetchOwnTrainings(today, addDays(today, 60)), fetchStudents()])
      const upcoming = own.filter((x) => x.status === 'scheduled' && Date.parse(x.endsAt) > clock.nowMs())
      setTrainings(upcoming)
      setStudents(mine)
      setTrainingId(upcoming[0]?.id ?? '')
      setStudentId(mine[0]?.id ?? '')
    })
    // Once per opened panel (and day).
  }, [today, loader.run])

  const submit = () =>
    void run(
      () => assignWorkout(workout.id, mode === 'training' ? { trainingId } : { studentId, date }),
      t.workouts.assignedToast,
    )
  return (
    <Card className="stack" aria-live="polite">
      <h2 className="section-title">{t.workouts.assignTitle({ title: workout.title })}</h2>
      <fieldset className="stack">
        <legend className="visually-hidden">{t.workouts.assign}</legend>
        <label className="checkbox">
          <input
            type="radio"
            name="assign-mode"
            checked={mode === 'student'}
            onChange={() => setMode('student')}
          />{' '}
          {t.workouts.toStudent}
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="assign-mode"
            checked={mode === 'training'}
            onChange={() => setMode('training')}
          />{' '}
          {t.workouts.toTraining}
        </label>
      </fieldset>
      {trainings === null || students === null ? (
        loader.error ? (
          <FormError message={loader.error} />
        ) : (
          <Spinner label={t.app.loading} />
        )
      ) : mode === 'training' ? (
        trainings.length === 0 ? (
          <p className="muted">{t.workouts.noTrainings}</p>
        ) : (
          <SelectField
            label={t.workouts.training}
            value={trainingId}
            onChange={(e) => setTrainingId(e.target.value)}
            options={trainings.map((x) => ({
              value: x.id,
              label: `${x.title}, ${formatShortDateTimeIn(x.startsAt, locale, zone)}`,
            }))}
          />
        )
      ) : students.length === 0 ? (
        <p className="muted">{t.workouts.noStudents}</p>
      ) : (
        <>
          <SelectField
            label={t.workouts.student}
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
            options={students.map((s) => ({ value: s.id, label: displayName(s.firstName, s.lastName) }))}
          />
          <TextField
            label={t.workouts.date}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </>
      )}
      <FormError message={error} />
      <div className="workout-actions">
        <Button onClick={submit} disabled={busy || (mode === 'training' ? !trainingId : !studentId || !date)}>
          {t.workouts.assignAction}
        </Button>
        <Button variant="plain" onClick={onClose}>
          {t.workouts.cancel}
        </Button>
      </div>
    </Card>
  )
}
