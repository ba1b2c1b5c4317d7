import 'fake-indexeddb/auto'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { TrainingAssignment, TrainingData } from '#shared/api/training-data.ts'
import { TrainingDataPage } from './training-data-page.tsx'

const workout = (n: number, title: string): TrainingAssignment => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  notes: '',
  trainer: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Igor' },
  date: '2026-11-26',
  training: null,
  items: [],
})

const data: TrainingData = {
  assignments: [workout(1, 'Lower body A'), workout(2, 'Push day')],
  pastTrainings: [],
  records: [],
  loggedExercises: [],
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('.card') as HTMLElement
const isOpen = (title: string) =>
  card(title).querySelector('button[aria-expanded]')?.getAttribute('aria-expanded') === 'true'

describe('the training data page', () => {
  beforeAll(() => applyLocale('en'))

  it('opens the workout the home card linked to, not the first one', () => {
    render(
      <TrainingDataPage
        data={data}
        fromDevice={false}
        onSynced={() => {}}
        openAssignmentId={workout(2, '').id}
      />,
    )
    expect(isOpen('Push day')).toBe(true)
    expect(isOpen('Lower body A')).toBe(false)
  })

  it('opens the first workout without a link, or with one to a workout no longer there', () => {
    const { unmount } = render(<TrainingDataPage data={data} fromDevice={false} onSynced={() => {}} />)
    expect(isOpen('Lower body A')).toBe(true)
    unmount()
    render(
      <TrainingDataPage
        data={data}
        fromDevice={false}
        onSynced={() => {}}
        openAssignmentId="00000000-0000-4000-8000-0000000000ee"
      />,
    )
    expect(isOpen('Lower body A')).toBe(true)
  })

  it('gives the year of a workout dated in another year, and not of one in this year', () => {
    const old = { ...workout(3, 'Old push day'), date: '2020-01-01' }
    render(
      <TrainingDataPage
        data={{ ...data, assignments: [workout(1, 'Lower body A'), old] }}
        fromDevice={false}
        onSynced={() => {}}
      />,
    )
    expect(card('Old push day')).toHaveTextContent('For Wednesday, January 1, 2020')
    expect(card('Lower body A')).toHaveTextContent(/For Thursday, November 26 ·/)
  })
})
