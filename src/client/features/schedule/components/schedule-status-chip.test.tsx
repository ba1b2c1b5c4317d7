import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import { ScheduleStatusChip } from './schedule-status-chip.tsx'

const NOW = Date.parse('2026-11-23T13:15:00.000Z')
/** The chip's `role` is the schedule's role (student/trainer), not an ARIA role. */
const asStudent = { role: 'student', now: NOW } as const

function cancelled(
  cancelledBy: 'student' | 'trainer' | 'system' | 'unanswered',
  lateCancel = false,
): ScheduleItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    date: '2026-11-25',
    startsAt: '2026-11-25T07:00:00.000Z',
    endsAt: '2026-11-25T08:00:00.000Z',
    title: 'Morning yoga',
    status: 'scheduled',
    format: 'gym',
    trainer: { id: '00000000-0000-4000-8000-000000000002', name: 'Anna', avatar: '' },
    capacity: 8,
    bookedCount: 3,
    price: 90_000,
    currency: 'RUB',
    cancelReason: null,
    booking: {
      id: '00000000-0000-4000-8000-000000000003',
      status: 'cancelled',
      lateCancel,
      freeCancelUntil: '2026-11-24T19:00:00.000Z',
      reviewed: false,
      cancelledBy,
      cancelReason: null,
    },
  }
}

describe('the status of a cancelled booking, for its student', () => {
  it('says who or what ended it', async () => {
    await applyLocale('en')
    const { rerender } = render(<ScheduleStatusChip item={cancelled('system')} {...asStudent} />)
    expect(screen.getByText('Released: not paid in time')).toBeTruthy()
    rerender(<ScheduleStatusChip item={cancelled('trainer')} {...asStudent} />)
    expect(screen.getByText('Cancelled by the trainer')).toBeTruthy()
    rerender(<ScheduleStatusChip item={cancelled('unanswered')} {...asStudent} />)
    expect(screen.getByText('Not confirmed by the trainer in time')).toBeTruthy()
  })

  it('in Russian too', async () => {
    await applyLocale('ru')
    render(<ScheduleStatusChip item={cancelled('system')} {...asStudent} />)
    expect(screen.getByText('Снята: не оплачена вовремя')).toBeTruthy()
  })
})
