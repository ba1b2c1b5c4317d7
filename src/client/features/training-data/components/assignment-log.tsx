import { useState } from 'react'
import type { PendingSetResult } from '#client/platform/offline/training-log-db.ts'
import { Icon, type IconName } from '#client/ui/components/icon.tsx'
import { exerciseName, prescriptionLine } from '#client/ui/exercises.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import {
  MAX_DURATION_SECONDS,
  MAX_REPS,
  MAX_WEIGHT_KG,
  type SetResult,
  type TrainingAssignment,
  type TrainingItem,
} from '#shared/api/training-data.ts'
import { clock } from '#shared/clock.ts'
import { editTimeAfter, type SetEdit } from '#shared/training-log.ts'
import { logSetResult, usePendingResults } from '../sync/results-store.ts'

/** The sets of an assignment to log: prescribed values prefilled, this device's edits first. */
export function AssignmentLog({
  assignment,
  records,
}: {
  assignment: TrainingAssignment
  records: ReadonlySet<string>
}) {
  const pending = usePendingResults(assignment.id) ?? []
  return (
    <div>
      {assignment.items.map((item) => (
        <ItemLog key={item.id} assignmentId={assignment.id} item={item} pending={pending} records={records} />
      ))}
    </div>
  )
}

function ItemLog({
  assignmentId,
  item,
  pending,
  records,
}: {
  assignmentId: string
  item: TrainingItem
  pending: PendingSetResult[]
  records: ReadonlySet<string>
}) {
  const t = useT()
  const locale = useLocale()
  const count = Math.max(item.sets, ...item.results.map((r) => r.setIndex + 1))
  const setIndexes = Array.from({ length: count }, (_, i) => i)
  const timed = item.durationSeconds !== null
  const prescription = prescriptionLine(t, item, locale)
  const name = exerciseName(item.exercise, locale)
  return (
    <section className="log-item" aria-label={name}>
      <h4 className="log-item__title">{name}</h4>
      <p className="muted">
        {t.trainingLog.prescribed({ text: prescription })}
        {item.restSeconds !== null && ` · ${t.trainingLog.rest({ seconds: item.restSeconds })}`}
      </p>
      {item.notes && <p>{item.notes}</p>}
      <table className="log-sets">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{timed ? t.trainingLog.seconds : t.trainingLog.reps}</th>
            <th scope="col">{t.trainingLog.weight}</th>
            <th scope="col">{t.trainingLog.done}</th>
          </tr>
        </thead>
        <tbody>
          {setIndexes.map((setIndex) => {
            const stored = item.results.find((r) => r.setIndex === setIndex)
            const waiting = pending.find((p) => p.itemId === item.id && p.setIndex === setIndex)
            return (
              <SetRow
                // One row per set for the page's life: remounting on a new version would swap the
                // inputs under a finger mid-tap (a blur's own save lands between press and release).
                key={setIndex}
                assignmentId={assignmentId}
                item={item}
                setIndex={setIndex}
                stored={stored}
                waiting={waiting}
                record={stored !== undefined && !waiting && records.has(stored.id)}
              />
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** A set's state as a pictogram (in the row's slot for it), named for screen readers and on hover. */
function SetMark({ icon, label, record }: { icon: IconName; label: string; record?: boolean }) {
  return (
    <span
      className={record ? 'log-mark__icon log-mark__icon--record' : 'log-mark__icon'}
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon name={icon} />
    </span>
  )
}

/**
 * A field as the person set it, following its value: a new version (this device's save, the
 * server's answer, another device's edit) replaces it only while the person has not changed it, so
 * a refresh never throws away what is being typed, and a tapped box shows its tap before the
 * device's queue has written it.
 */
export function useDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value)
  const [followed, setFollowed] = useState(value)
  if (value !== followed) {
    setFollowed(value)
    if (draft === followed) setDraft(value)
  }
  return [draft, setDraft]
}

function SetRow({
  assignmentId,
  item,
  setIndex,
  stored,
  waiting,
  record,
}: {
  assignmentId: string
  item: TrainingItem
  setIndex: number
  stored: SetResult | undefined
  waiting: PendingSetResult | undefined
  record: boolean
}) {
  const t = useT()
  const current = waiting ?? stored
  const timed = item.durationSeconds !== null
  const [amount, setAmount] = useDraft(
    String((timed ? (current?.durationSeconds ?? item.durationSeconds) : (current?.reps ?? item.reps)) ?? ''),
  )
  const [weight, setWeight] = useDraft(String(current?.weightKg ?? item.weightKg ?? ''))
  const label = t.trainingLog.set({ number: setIndex + 1 })

  const [done, setDone] = useDraft(current?.done ?? false)

  const maxAmount = timed ? MAX_DURATION_SECONDS : MAX_REPS
  // The field that does not read as a number in its range: marked, and nothing is saved. A value
  // out of range is refused as typed, never stored as another (-5 reps used to become 0).
  const [invalid, setInvalid] = useState<'amount' | 'weight' | null>(null)

  /** Writes the row to the device's queue; false when a field does not read as a number in range. */
  const commit = (markDone: boolean): boolean => {
    // Number('') is 0 and Number(' 5 ') is 5; '1e2' or '0x10' are not what a person types as a
    // number of reps or kilograms: only digits, with one decimal separator for the weight.
    const parsedAmount =
      amount.trim() === '' ? null : /^\d+$/.test(amount.trim()) ? Number(amount) : Number.NaN
    const parsedWeight =
      weight.trim() === ''
        ? null
        : /^\d+([.,]\d+)?$/.test(weight.trim())
          ? Number(weight.trim().replace(',', '.'))
          : Number.NaN
    // Whole reps or seconds, weights to 10 g (as stored), from 0 to the limit.
    const fits = (value: number, max: number, step: number) =>
      Number.isFinite(value) &&
      value >= 0 &&
      value <= max &&
      Math.abs(value / step - Math.round(value / step)) < 1e-6
    const refused =
      parsedAmount !== null && !fits(parsedAmount, maxAmount, 1)
        ? 'amount'
        : parsedWeight !== null && !fits(parsedWeight, MAX_WEIGHT_KG, 0.01)
          ? 'weight'
          : null
    setInvalid(refused)
    if (refused) return false
    const edit: SetEdit = {
      id: current?.id ?? crypto.randomUUID(),
      itemId: item.id,
      setIndex,
      reps: timed ? null : parsedAmount,
      durationSeconds: timed ? parsedAmount : null,
      weightKg: parsedWeight === null ? null : Math.round(parsedWeight * 100) / 100,
      done: markDone,
      editedAt: editTimeAfter(clock.nowMs(), current?.editedAt),
    }
    const prefilled =
      !current &&
      !markDone &&
      edit.reps === (timed ? null : item.reps) &&
      edit.durationSeconds === (timed ? item.durationSeconds : null) &&
      edit.weightKg === item.weightKg
    const same =
      current &&
      current.reps === edit.reps &&
      current.durationSeconds === edit.durationSeconds &&
      current.weightKg === edit.weightKg &&
      current.done === edit.done
    if (!same && !prefilled) void logSetResult(assignmentId, edit)
    return true
  }

  return (
    <>
      <tr>
        <th scope="row">
          {setIndex + 1}
          {/* One mark at most (a record is a stored set's, never a waiting one's), in a place kept for
            it: a mark that appears as a save lands never moves the row's fields and box under a
            finger (decision 0056). */}
          <span className="log-mark">
            {waiting ? (
              <SetMark icon="hourglass" label={t.trainingLog.waitingSet} />
            ) : record ? (
              <SetMark icon="star" label={t.trainingLog.record} record />
            ) : null}
          </span>
        </th>
        <td>
          {/* Text, not type="number": Chromium reads a number field in the device's locale, so on
              an English phone "62,5" kg became 625 (a comma groups thousands there). What is typed
              is read here, with either decimal separator, and refused when it is not a number. */}
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={`${label}: ${timed ? t.trainingLog.seconds : t.trainingLog.reps}`}
            aria-invalid={invalid === 'amount' ? true : undefined}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onBlur={() => commit(done)}
          />
        </td>
        <td>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-label={`${label}: ${t.trainingLog.weight}`}
            aria-invalid={invalid === 'weight' ? true : undefined}
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            onBlur={() => commit(done)}
          />
        </td>
        <td>
          <input
            type="checkbox"
            aria-label={`${label}: ${t.trainingLog.done}`}
            checked={done}
            onChange={(e) => {
              if (commit(e.target.checked)) setDone(e.target.checked)
            }}
          />
        </td>
      </tr>
      {invalid ? (
        <tr>
          <td colSpan={4} role="alert" className="field__error">
            {t.trainingLog.outOfRange({ max: invalid === 'weight' ? MAX_WEIGHT_KG : maxAmount })}
          </td>
        </tr>
      ) : null}
    </>
  )
}
