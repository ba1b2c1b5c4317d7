import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { TemplateBody, TemplatePreview, TrainingTemplate } from '#shared/api/trainings.ts'
import { MESSAGES } from '#shared/messages.ts'
import { type ApiStandIn, apiError, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { TemplateForm } from './template-form.tsx'
import {
  createTemplateRoute,
  previewTemplateRoute,
  trainerSetup,
  updateTemplateRoute,
} from './test-fixtures.ts'

const preview: TemplatePreview = {
  occurrences: [
    { date: '2030-04-01', startsAt: '2030-04-01T16:00:00.000Z', conflictWith: null, beyondHorizon: false },
    {
      date: '2030-04-03',
      startsAt: '2030-04-03T16:00:00.000Z',
      conflictWith: 'Boxing basics',
      beyondHorizon: false,
    },
    { date: '2030-06-03', startsAt: '2030-06-03T16:00:00.000Z', conflictWith: null, beyondHorizon: true },
  ],
  horizonUntil: '2030-05-27',
  previewUntil: '2030-06-05',
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
    const [monday, wednesday, later] = within(list).getAllByRole('listitem')
    // 18:00 in Berlin (summer time) is 01:00 the next day in Tokyo.
    expect(monday).toHaveTextContent('Mon, Apr 1, 6:00 PM')
    expect(monday).toHaveTextContent('Your time: Tue, Apr 2, 1:00 AM')
    expect(monday).not.toHaveTextContent('Skipped')
    expect(wednesday).toHaveTextContent('Skipped: overlaps “Boxing basics”')
    expect(monday).not.toHaveTextContent('Created later')
    // Beyond the 8-week horizon: shown, and said to come later.
    expect(later).toHaveTextContent('Created later')
    // No end date: the dates shown are the first of many.
    expect(
      screen.getByText('2 trainings until Jun 5, 2030; 1 skipped; after that it goes on until you stop it'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('1 date after May 27, 2030 is created later: trainings appear 8 weeks ahead.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('warns when every date of the horizon is skipped, since saving would create nothing', async () => {
    server.routes['training-templates/preview'] = previewTemplateRoute({
      ...preview,
      occurrences: preview.occurrences.map((o) => ({ ...o, conflictWith: 'Boxing basics' })),
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderForm()
    fillIn()
    fireEvent.click(day('Monday'))
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.templateAllSkipped)
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

/** A template that started long ago, so its start is in the past. */
const existing: TrainingTemplate = {
  id: '00000000-0000-4000-8000-0000000000b7',
  title: 'Morning stretching',
  specialization: 'stretching',
  durationMin: 45,
  capacity: 6,
  price: 125_050,
  currency: 'EUR',
  format: 'gym',
  location: 'Torstraße 1, Berlin',
  onlineUrl: '',
  visibility: 'students',
  serviceId: null,
  notes: 'Bring a mat',
  allowParallel: true,
  weekdays: [2, 4],
  startTime: '07:30',
  timeZone: 'Asia/Tokyo',
  validFrom: '2020-01-07',
  validUntil: '2031-06-30',
  active: true,
  generatedUntil: '2030-05-27',
  upcomingCount: 16,
  createdAt: '2020-01-01T10:00:00.000Z',
}
const existingPath = `training-templates/${existing.id}`

describe('editing a weekly template', () => {
  beforeEach(() => {
    server.routes[existingPath] = updateTemplateRoute(existing, { created: 12, skipped: [] })
  })

  function renderEdit() {
    const onCreated = vi.fn()
    const onCancel = vi.fn()
    render(
      <TemplateForm
        setup={trainerSetup}
        zone="Europe/Berlin"
        onCreated={onCreated}
        template={existing}
        onCancel={onCancel}
      />,
    )
    return { onCreated, onCancel }
  }
  const patched = () => server.requests.filter((r) => r.path === existingPath)

  it('starts from the template’s values, previews its dates, and offers to save or cancel', async () => {
    const { onCancel } = renderEdit()
    expect(screen.getByLabelText('Title')).toHaveValue('Morning stretching')
    expect(day('Tuesday')).toBeChecked()
    expect(day('Thursday')).toBeChecked()
    expect(day('Monday')).not.toBeChecked()
    expect(screen.getByLabelText('Start time')).toHaveValue('07:30')
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Tokyo')
    expect(screen.getByLabelText('Starts on')).toHaveValue('2020-01-07')
    expect(screen.getByLabelText('Ends on')).toHaveValue('2031-06-30')
    expect(screen.getByLabelText('Duration, minutes')).toHaveValue('45')
    expect(screen.getByLabelText('Places')).toHaveValue('6')
    expect(screen.getByLabelText('Price')).toHaveValue('1250.50')
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR')
    expect(screen.getByLabelText('Gym address')).toHaveValue('Torstraße 1, Berlin')
    expect(screen.getByLabelText('Who can book')).toHaveValue('students')
    expect(screen.getByLabelText('Notes')).toHaveValue('Bring a mat')
    expect(
      screen.getByRole('checkbox', { name: 'Allow this group to overlap my other trainings' }),
    ).toBeChecked()
    // The kept start may lie in the past: the form is valid, so its dates are previewed.
    await waitFor(() => expect(previewed()).toHaveLength(1))
    expect(previewed()[0]).toMatchObject({ weekdays: [2, 4], startTime: '07:30', validFrom: '2020-01-07' })
    expect(screen.queryByRole('button', { name: 'Create template' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
  })

  it('sends the changed fields to the template’s own address', async () => {
    const { onCreated } = renderEdit()
    type('Title', 'Evening stretching')
    type('Start time', '19:00')
    type('Price', '1300')
    fireEvent.click(day('Thursday'))
    fireEvent.click(day('Friday'))
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(patched()).toHaveLength(1)
    expect(patched()[0]!.method).toBe('PATCH')
    expect(patched()[0]!.body).toEqual({
      title: 'Evening stretching',
      startTime: '19:00',
      price: 130_000,
      weekdays: [2, 5],
    })
    expect(created()).toHaveLength(0)
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ id: existing.id, title: 'Evening stretching', created: 12 }),
    )
  })

  it('shows a server field error next to its field and keeps what was typed', async () => {
    server.routes[existingPath] = () =>
      apiError(400, 'validation_error', MESSAGES.fieldsInvalid, { validFrom: MESSAGES.validFromInPast })
    const { onCreated } = renderEdit()
    type('Starts on', '2030-04-02')
    type('Title', 'Evening stretching')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText(MESSAGES.validFromInPast)
    expect(screen.getByLabelText('Starts on')).toHaveAccessibleDescription(MESSAGES.validFromInPast)
    expect(screen.getByLabelText('Starts on')).toHaveValue('2030-04-02')
    expect(screen.getByLabelText('Title')).toHaveValue('Evening stretching')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled()
    expect(onCreated).not.toHaveBeenCalled()
  })

  it('refuses to move the start into the past', async () => {
    renderEdit()
    type('Starts on', '2020-01-08')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(MESSAGES.validFromInPast)).toBeInTheDocument()
    expect(patched()).toHaveLength(0)
  })
})
