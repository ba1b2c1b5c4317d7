import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { Training, TrainingBody } from '#shared/api/trainings.ts'
import { MESSAGES } from '#shared/messages.ts'
import { type ApiStandIn, apiError, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { SingleTrainingForm } from './single-training-form.tsx'
import { createTrainingRoute, groupYoga, trainerSetup } from './test-fixtures.ts'

let server: ApiStandIn

beforeAll(async () => {
  await applyLocale('en')
})

beforeEach(() => {
  server = standInApi({ trainings: createTrainingRoute })
})

afterEach(() => {
  stopStandInApi()
})

function renderForm(zone = 'Europe/Berlin') {
  const onCreated = vi.fn()
  render(<SingleTrainingForm setup={trainerSetup} zone={zone} onCreated={onCreated} />)
  return { onCreated }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create training' }))
/** The bodies POSTed to /api/trainings. */
const sent = () => server.sentTo('trainings') as TrainingBody[]
const sentBody = () => sent()[0]

describe('creating a single training', () => {
  it('sends the start as the instant the chosen date and time mean on the trainer’s own clock', async () => {
    const { onCreated } = renderForm('Europe/Berlin')
    expect(screen.getByText('In your time zone, Europe/Berlin')).toBeInTheDocument()
    type('Title', 'Morning yoga')
    // Berlin is on summer time (UTC+2) from 30 March 2030.
    type('Date', '2030-03-31')
    type('Start time', '09:30')
    type('Price', '1500')
    submit()
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(sentBody()).toMatchObject({ title: 'Morning yoga', startsAt: '2030-03-31T07:30:00.000Z' })
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Morning yoga', startsAt: '2030-03-31T07:30:00.000Z' }),
    )
  })

  it('says which instant a time on a day of a clock change is, and sends that one', async () => {
    renderForm('Europe/Berlin')
    type('Title', 'Early run')
    // 30 March 2030: Berlin's clocks go from 02:00 to 03:00.
    type('Date', '2030-03-31')
    type('Start time', '02:30')
    expect(screen.getByRole('status')).toHaveTextContent(
      '2:30 AM does not happen on Mar 31, 2030 in your time zone: clocks go forward. The training starts at 3:30 AM.',
    )
    type('Price', '0')
    submit()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sentBody()?.startsAt).toBe('2030-03-31T01:30:00.000Z')
    // 27 October 2030: 02:00–03:00 happens twice.
    type('Date', '2030-10-27')
    expect(screen.getByRole('status')).toHaveTextContent('happens twice on')
    type('Start time', '09:30')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('reads the same wall-clock time differently in another zone', async () => {
    renderForm('Asia/Tokyo')
    type('Title', 'Morning yoga')
    type('Date', '2030-03-31')
    type('Start time', '09:30')
    type('Price', '0')
    submit()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sentBody()?.startsAt).toBe('2030-03-31T00:30:00.000Z')
  })

  it('takes the price in roubles and sends kopecks', async () => {
    renderForm()
    type('Title', 'Stretching')
    type('Date', '2030-05-10')
    type('Price', '1 500,5 ₽')
    submit()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sentBody()).toMatchObject({ price: 150_050, currency: 'RUB' })
  })

  it('refuses a negative price or places as typed, instead of dropping the minus', async () => {
    renderForm()
    type('Title', 'Stretching')
    type('Date', '2030-05-10')
    type('Price', '-100')
    type('Places', '1.5')
    submit()
    expect(
      await screen.findByText('Enter a price from 0 to 1000000, with at most 2 decimals'),
    ).toBeInTheDocument()
    expect(screen.getByText('From 1 to 100 people')).toBeInTheDocument()
    expect(screen.getByLabelText('Price')).toHaveValue('-100')
    expect(screen.getByLabelText('Places')).toHaveValue('1.5')
    expect(sent()).toHaveLength(0)
  })

  it('fills in a service’s title, format, size and price, and the gym address', async () => {
    renderForm()
    type('From a service', groupYoga.id)
    expect(screen.getByLabelText('Title')).toHaveValue('Group yoga')
    expect(screen.getByLabelText('Duration, minutes')).toHaveValue('90')
    expect(screen.getByLabelText('Places')).toHaveValue('8')
    expect(screen.getByLabelText('Price')).toHaveValue('2500')
    expect(screen.getByLabelText('Gym address')).toHaveValue('Torstraße 1, Berlin')
    type('Date', '2030-05-10')
    submit()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sentBody()).toMatchObject({
      serviceId: groupYoga.id,
      specialization: 'yoga',
      format: 'gym',
      durationMin: 90,
      capacity: 8,
      price: 250_000,
      location: 'Torstraße 1, Berlin',
    })
  })

  it('offers overlapping other trainings only to groups', () => {
    renderForm()
    const label = 'Allow this group to overlap my other trainings'
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument()
    type('Places', '6')
    expect(screen.getByLabelText(label)).not.toBeChecked()
  })

  it('asks for a link instead of an address online, and sends no stale address', async () => {
    renderForm()
    type('Format', 'online')
    expect(screen.queryByLabelText('Gym address')).not.toBeInTheDocument()
    type('Title', 'Online yoga')
    type('Date', '2030-05-10')
    type('Price', '900')
    submit()
    // Online without the link students join by: refused at the field, before any request.
    expect(await screen.findByText(MESSAGES.onlineUrlRequired)).toBeInTheDocument()
    expect(sent()).toHaveLength(0)
    type('Link to the online session', 'https://meet.example.com/yoga')
    type('Title', 'Online yoga')
    type('Date', '2030-05-10')
    type('Price', '900')
    submit()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sentBody()).toMatchObject({
      format: 'online',
      location: '',
      onlineUrl: 'https://meet.example.com/yoga',
    })
  })

  it('refuses a time in the past before asking the server', async () => {
    renderForm()
    type('Title', 'Yoga')
    type('Date', '2020-01-01')
    type('Price', '900')
    submit()
    expect((await screen.findAllByText(MESSAGES.startsInPast))[0]).toBeInTheDocument()
    expect(sent()).toHaveLength(0)
  })

  it('shows the server’s overlap at the start time and by the submit button, focused, keeping everything typed', async () => {
    server.routes.trainings = () =>
      apiError(409, 'training_overlap', MESSAGES.trainingOverlap, { startsAt: MESSAGES.trainingOverlap })
    renderForm()
    type('Title', 'Evening yoga')
    type('Date', '2030-05-10')
    type('Start time', '19:00')
    type('Price', '1200')
    type('Notes', 'Bring a mat')
    submit()
    const [error, bySubmit] = await screen.findAllByText(MESSAGES.trainingOverlap)
    const date = screen.getByLabelText('Date')
    expect(bySubmit).toHaveClass('form-error')
    await waitFor(() => expect(date).toHaveFocus())
    expect(date).toHaveAttribute('aria-invalid', 'true')
    expect(date).toHaveAccessibleDescription(MESSAGES.trainingOverlap)
    expect(error).toHaveAttribute('role', 'alert')
    expect(date).toHaveValue('2030-05-10')
    expect(screen.getByLabelText('Start time')).toHaveValue('19:00')
    expect(screen.getByLabelText('Title')).toHaveValue('Evening yoga')
    expect(screen.getByLabelText('Price')).toHaveValue('1200')
    expect(screen.getByLabelText('Notes')).toHaveValue('Bring a mat')
  })

  it('puts an overlap at the start time even when the answer names no field', async () => {
    server.routes.trainings = () => apiError(409, 'training_overlap', MESSAGES.trainingOverlap)
    renderForm()
    type('Title', 'Evening yoga')
    type('Date', '2030-05-10')
    type('Price', '1200')
    submit()
    await waitFor(() =>
      expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(MESSAGES.trainingOverlap),
    )
  })

  it('shows a server field error in the reader’s language next to its field', async () => {
    await applyLocale('ru')
    try {
      server.routes.trainings = () =>
        apiError(400, 'validation_error', MESSAGES.fieldsInvalid, { startsAt: MESSAGES.startsInPast })
      renderForm()
      type('Название', 'Йога')
      type('Дата', '2030-05-10')
      type('Цена', '900')
      fireEvent.click(screen.getByRole('button', { name: 'Создать тренировку' }))
      expect((await screen.findAllByText('Выберите время в будущем'))[0]).toBeInTheDocument()
      expect(screen.getByLabelText('Название')).toHaveValue('Йога')
    } finally {
      await applyLocale('en')
    }
  })
})

describe('editing a single training', () => {
  const EDITED_ID = '00000000-0000-4000-8000-0000000000e1'
  /** A training made by the create route's stand-in, as GET /api/trainings/{id} would give it. */
  async function existingTraining() {
    const made = await createTrainingRoute(
      {
        title: 'Morning yoga',
        durationMin: 60,
        capacity: 4,
        price: 150_000,
        currency: 'RUB',
        format: 'gym',
        location: 'Gym, Main st 1',
        startsAt: '2030-03-31T07:30:00.000Z',
      },
      new Request('http://localhost/api/trainings'),
    )
    const { data } = (await made.json()) as { data: Training }
    return { ...data, id: EDITED_ID }
  }

  it('opens prefilled on the trainer’s clock and sends only what changed', async () => {
    const training = await existingTraining()
    server.routes[`trainings/${EDITED_ID}`] = (body) =>
      Response.json({ status: 'success', data: { ...training, ...(body as object) } })
    const onCreated = vi.fn()
    render(
      <SingleTrainingForm
        setup={trainerSetup}
        zone="Europe/Berlin"
        editing={training}
        onCreated={onCreated}
      />,
    )
    expect(screen.getByLabelText('Title')).toHaveValue('Morning yoga')
    expect(screen.getByLabelText('Date')).toHaveValue('2030-03-31')
    expect(screen.getByLabelText('Start time')).toHaveValue('09:30')
    expect(screen.getByLabelText('Price')).toHaveValue('1500')
    expect(screen.queryByLabelText('From a service')).not.toBeInTheDocument()
    type('Title', 'Evening yoga')
    type('Start time', '19:00')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(server.sentTo(`trainings/${EDITED_ID}`)).toEqual([
      { title: 'Evening yoga', startsAt: '2030-03-31T17:00:00.000Z' },
    ])
    expect(sent()).toHaveLength(0)
  })

  it('shows an overlap refused by the server at the date and by the submit button', async () => {
    const training = await existingTraining()
    server.routes[`trainings/${EDITED_ID}`] = () =>
      apiError(409, 'training_overlap', MESSAGES.trainingOverlap)
    render(
      <SingleTrainingForm setup={trainerSetup} zone="Europe/Berlin" editing={training} onCreated={vi.fn()} />,
    )
    type('Start time', '11:00')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const [, bySubmit] = await screen.findAllByText(MESSAGES.trainingOverlap)
    expect(bySubmit).toHaveClass('form-error')
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveFocus())
    expect(screen.getByLabelText('Start time')).toHaveValue('11:00')
  })
})
