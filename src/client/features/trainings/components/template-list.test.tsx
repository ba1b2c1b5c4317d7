import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { TrainingTemplate } from '#shared/api/trainings.ts'
import { TemplateList } from './template-list.tsx'

beforeAll(async () => {
  await applyLocale('en')
})

const template: TrainingTemplate = {
  id: '00000000-0000-4000-8000-0000000000b1',
  title: 'Evening yoga',
  specialization: 'yoga',
  durationMin: 60,
  capacity: 8,
  price: 120_000,
  currency: 'RUB',
  format: 'gym',
  location: 'Torstraße 1, Berlin',
  onlineUrl: '',
  visibility: 'public',
  serviceId: null,
  notes: '',
  allowParallel: false,
  weekdays: [1, 3],
  startTime: '18:00',
  timeZone: 'Europe/Berlin',
  validFrom: '2030-04-01',
  validUntil: null,
  active: true,
  generatedUntil: '2030-05-27',
  upcomingCount: 16,
  createdAt: '2030-03-20T10:00:00.000Z',
}

describe('the trainer’s templates', () => {
  it('say what each repeats and how many trainings are ahead', () => {
    render(<TemplateList templates={[template]} onStop={vi.fn()} />)
    const card = screen.getByLabelText('Evening yoga')
    expect(card).toHaveTextContent('Mon, Wed at 18:00 (Europe/Berlin)')
    expect(card).toHaveTextContent('Upcoming trainings: 16')
  })

  it('stop a template only after the trainer confirms', async () => {
    const onStop = vi.fn().mockResolvedValue(undefined)
    render(<TemplateList templates={[template]} onStop={onStop} />)
    const card = screen.getByLabelText('Evening yoga')
    fireEvent.click(within(card).getByRole('button', { name: 'Stop' }))
    expect(onStop).not.toHaveBeenCalled()
    fireEvent.click(within(card).getByRole('button', { name: 'Stop template' }))
    await waitFor(() => expect(onStop).toHaveBeenCalledWith(template))
  })

  it('open an active template for editing', () => {
    const onEdit = vi.fn()
    render(<TemplateList templates={[template]} onStop={vi.fn()} onEdit={onEdit} />)
    fireEvent.click(within(screen.getByLabelText('Evening yoga')).getByRole('button', { name: 'Edit' }))
    expect(onEdit).toHaveBeenCalledWith(template)
  })

  it('offer no stop and no edit for a stopped template', () => {
    render(<TemplateList templates={[{ ...template, active: false }]} onStop={vi.fn()} onEdit={vi.fn()} />)
    expect(screen.getByText('Stopped')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
  })
})
