import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { TemplateBody, TemplatePreview } from '#shared/api/trainings.ts'
import { MESSAGES } from '#shared/messages.ts'
import { TemplateForm } from './template-form.tsx'
import {
  type ApiStandIn,
  apiError,
  createTemplateRoute,
  previewTemplateRoute,
  standInApi,
  stopStandInApi,
  trainerSetup,
} from './test-fixtures.ts'

const preview: TemplatePreview = {
  occurrences: [
    { date: '2030-04-01', startsAt: '2030-04-01T16:00:00.000Z', conflictWith: null },
    { date: '2030-04-03', startsAt: '2030-04-03T16:00:00.000Z', conflictWith: 'Boxing basics' },
  ],
  horizonUntil: '2030-05-27',
}

beforeAll(async () => {
  await applyLocale('en')
})

let server: ApiStandIn

beforeEach(() => {
  server = standInApi({
    'training-templates': createTemplateRoute({ created: 15, skipped: [] }),
    'training-templates/preview': previewTemplateRoute(preview),
  })
})

afterEach(() => {
  vi.useRealTimers()
  stopStandInApi()
})

/** The bodies POSTed to create a template, and to preview one. */
const created = () => server.sentTo('training-templates') as TemplateBody[]
const previewed = () => server.sentTo('training-templates/preview') as TemplateBody[]

function renderForm(zone = 'Europe/Berlin') {
  const onCreated = vi.fn()
  render(<TemplateForm setup={trainerSetup} zone={zone} onCreated={onCreated} />)
  return { onCreated }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const day = (name: string) => screen.getByRole('checkbox', { name })

/** A template that is valid once its days are chosen. */
function fillIn() {
  type('Title', 'Evening yoga')
  type('Start time', '18:00')
  type('Starts on', '2030-04-01')
  type('Price', '1200')
}

describe('creating a weekly template', () => {
  it('lists the days Monday first and sends the chosen ones in order', async () => {
    const { onCreated } = renderForm()
    const days = within(screen.getByRole('group', { name: 'Days of the week' })).getAllByRole('checkbox')
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    fillIn()
    fireEvent.click(day('Wednesday'))
    fireEvent.click(day('Monday'))
    fireEvent.click(day('Friday'))
    fireEvent.click(day('Friday'))
    expect(day('Monday')).toBeChecked()
    expect(day('Friday')).not.toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ created: 15, weekdays: [1, 3] }))
    expect(created()).toHaveLength(1)
    expect(created()[0]).toMatchObject({
      title: 'Evening yoga',
      weekdays: [1, 3],
      startTime: '18:00',
      timeZone: 'Europe/Berlin',
      validFrom: '2030-04-01',
      validUntil: null,
      price: 120_000,
      location: 'Torstraße 1, Berlin',
    })
  })

  it('names the days in the reader’s language', async () => {
    await applyLocale('ru')
    try {
      renderForm()
      const days = within(screen.getByRole('group', { name: 'Дни недели' })).getAllByRole('checkbox')
      expect(days[0]).toHaveAccessibleName('Понедельник')
      expect(days[6]).toHaveAccessibleName('Воскресенье')
    } finally {
      await applyLocale('en')
    }
  })

  it('asks for at least one day', async () => {
    renderForm()
    fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }))
    expect(await screen.findByText(MESSAGES.weekdaysRequired)).toBeInTheDocument()
    expect(day('Monday')).toHaveAttribute('aria-invalid', 'true')
    expect(created()).toHaveLength(0)
  })

  it('previews the dates once typing pauses, on both clocks, marking the skipped ones', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderForm('Asia/Tokyo')
    type('Time zone', 'Europe/Berlin')
    fillIn()
    expect(screen.getByText('Fill in the form to see the dates.')).toBeInTheDocument()
    fireEvent.click(day('Monday'))
    fireEvent.click(day('Wednesday'))
    await act(() => vi.advanceTimersByTimeAsync(399))
    expect(previewed()).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(previewed()).toHaveLength(1)
    expect(previewed()[0]).toMatchObject({
      weekdays: [1, 3],
      startTime: '18:00',
      timeZone: 'Europe/Berlin',
    })
    const list = screen.getByRole('list')
    const [monday, wednesday] = within(list).getAllByRole('listitem')
    // 18:00 in Berlin (summer time) is 01:00 the next day in Tokyo.
    expect(monday).toHaveTextContent('Mon, Apr 1, 6:00 PM')
    expect(monday).toHaveTextContent('Your time: Tue, Apr 2, 1:00 AM')
    expect(monday).not.toHaveTextContent('Skipped')
    expect(wednesday).toHaveTextContent('Skipped: overlaps “Boxing basics”')
    expect(screen.getByText('1 training until May 27, 2030; 1 skipped')).toBeInTheDocument()
  })

  it('shows a server field error next to its field and keeps what was typed', async () => {
    server.routes['training-templates'] = () =>
      apiError(400, 'validation_error', MESSAGES.fieldsInvalid, { validFrom: MESSAGES.validFromInPast })
    renderForm()
    fillIn()
    fireEvent.click(day('Tuesday'))
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }))
    await screen.findByText(MESSAGES.validFromInPast)
    expect(screen.getByLabelText('Starts on')).toHaveAccessibleDescription(MESSAGES.validFromInPast)
    expect(screen.getByLabelText('Starts on')).toHaveValue('2030-04-01')
    expect(screen.getByLabelText('Title')).toHaveValue('Evening yoga')
    expect(screen.getByLabelText('Price')).toHaveValue('1200')
    expect(day('Tuesday')).toBeChecked()
  })
})
