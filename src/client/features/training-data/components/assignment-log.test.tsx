import 'fake-indexeddb/auto'
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { SetResult, TrainingAssignment } from '#shared/api/training-data.ts'
import { AssignmentLog } from './assignment-log.tsx'

const ITEM_ID = '00000000-0000-4000-8000-0000000000a1'

function assignment(results: SetResult[]): TrainingAssignment {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Lower body A',
    notes: '',
    trainer: { id: '00000000-0000-4000-8000-000000000002', name: 'Igor' },
    date: '2026-11-26',
    training: null,
    items: [
      {
        id: ITEM_ID,
        position: 0,
        exercise: { id: '00000000-0000-4000-8000-000000000003', nameEn: 'Barbell Squat', nameRu: null },
        sets: 2,
        reps: 5,
        durationSeconds: null,
        weightKg: 80,
        restSeconds: null,
        notes: '',
        supersetGroup: null,
        results,
      },
    ],
  }
}

const stored = (setIndex: number, reps: number, editedAt: string, done = true): SetResult => ({
  id: `00000000-0000-4000-8000-0000000000b${setIndex}`,
  itemId: ITEM_ID,
  setIndex,
  reps,
  weightKg: 80,
  durationSeconds: null,
  done,
  editedAt,
})

describe('the sets of an assignment across a refresh', () => {
  beforeAll(() => applyLocale('en'))

  it('keeps the inputs and what is being typed when a new version of the data arrives', () => {
    const first = stored(0, 5, '2026-11-26T09:00:00.000Z', false)
    const view = render(<AssignmentLog assignment={assignment([first])} records={new Set()} />)
    const reps = screen.getByLabelText('Set 1: Reps')
    const done = screen.getByLabelText('Set 1: Done')
    fireEvent.change(reps, { target: { value: '6' } })

    // The page reloads: set 1 was ticked done elsewhere, and another device stored set 2.
    view.rerender(
      <AssignmentLog
        assignment={assignment([
          { ...first, done: true, editedAt: '2026-11-26T09:01:00.000Z' },
          stored(1, 4, '2026-11-26T09:01:00.000Z'),
        ])}
        records={new Set()}
      />,
    )
    // The same elements (a tap that started before the refresh lands on them), the typed text kept.
    expect(screen.getByLabelText('Set 1: Reps')).toBe(reps)
    expect(screen.getByLabelText('Set 1: Done')).toBe(done)
    expect(reps).toHaveValue('6')
    expect(done).toBeChecked()
    // A field nobody touched follows the new version.
    expect(screen.getByLabelText('Set 2: Reps')).toHaveValue('4')
  })

  it('follows a new version of a set while its field is untouched', () => {
    const view = render(
      <AssignmentLog
        assignment={assignment([stored(0, 5, '2026-11-26T09:00:00.000Z')])}
        records={new Set()}
      />,
    )
    view.rerender(
      <AssignmentLog
        assignment={assignment([stored(0, 7, '2026-11-26T09:05:00.000Z')])}
        records={new Set()}
      />,
    )
    expect(screen.getByLabelText('Set 1: Reps')).toHaveValue('7')
    expect(screen.getByLabelText('Set 1: Done')).toBeChecked()
  })

  it('shows a tapped box at once, before the device has written it, and not when a field is not a number', () => {
    render(<AssignmentLog assignment={assignment([])} records={new Set()} />)
    const first = screen.getByLabelText('Set 1: Done')
    // The queue's write is still on its way (no new version has arrived), yet the tap shows.
    fireEvent.click(first)
    expect(first).toBeChecked()
    fireEvent.click(first)
    expect(first).not.toBeChecked()

    // A weight that reads as no number is not written, so the box does not claim it was.
    fireEvent.change(screen.getByLabelText(/Set 2: Weight/), { target: { value: '1e999' } })
    const second = screen.getByLabelText('Set 2: Done')
    fireEvent.click(second)
    expect(second).not.toBeChecked()
  })

  it('refuses a negative, fractional or too large number as typed, and says so, instead of storing 0', () => {
    render(<AssignmentLog assignment={assignment([])} records={new Set()} />)
    const reps = screen.getByLabelText('Set 1: Reps')
    fireEvent.change(reps, { target: { value: '-5' } })
    fireEvent.blur(reps)
    expect(reps).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 0 to 1000; nothing was saved')
    const done = screen.getByLabelText('Set 1: Done')
    fireEvent.click(done)
    expect(done).not.toBeChecked()
    expect(reps).toHaveValue('-5')

    fireEvent.change(reps, { target: { value: '5.5' } })
    fireEvent.click(done)
    expect(done).not.toBeChecked()

    // Corrected: the mark goes and the set is taken.
    fireEvent.change(reps, { target: { value: '5' } })
    fireEvent.click(done)
    expect(done).toBeChecked()
    expect(reps).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    const weight = screen.getByLabelText('Set 2: Weight, kg')
    fireEvent.change(weight, { target: { value: '-20' } })
    fireEvent.blur(weight)
    expect(weight).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 0 to 1000; nothing was saved')
  })

  it('reads a weight with a decimal comma as the browser never does for it: a text field, read here', () => {
    render(<AssignmentLog assignment={assignment([])} records={new Set()} />)
    const weight = screen.getByLabelText('Set 1: Weight, kg')
    // A number field is read in the device's locale: on an English phone "62,5" became 625.
    expect(weight).toHaveAttribute('type', 'text')
    expect(weight).toHaveAttribute('inputmode', 'decimal')
    fireEvent.change(weight, { target: { value: '62,5' } })
    const done = screen.getByLabelText('Set 1: Done')
    fireEvent.click(done)
    expect(done).toBeChecked()
    expect(weight).not.toHaveAttribute('aria-invalid')

    const other = screen.getByLabelText('Set 2: Weight, kg')
    for (const typed of ['6,2,5', '1e2', '62.5kg']) {
      fireEvent.change(other, { target: { value: typed } })
      fireEvent.blur(other)
      expect(other, typed).toHaveAttribute('aria-invalid', 'true')
      expect(other).toHaveValue(typed)
    }
  })
})
