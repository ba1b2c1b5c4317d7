import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applyLocale } from '#client/ui/i18n/index.ts'
import type { OwnTrainerProfile, ServiceBody, TrainerService } from '#shared/api/catalogue.ts'
import { serviceBody } from '#shared/api/catalogue.ts'
import { type ApiStandIn, json, standInApi, stopStandInApi } from '#tests/support/fetch-fake.ts'
import { ownTrainerProfile } from '#tests/support/profile.ts'
import { renderWithLoader } from '#tests/support/render-route.tsx'
import { TrainerProfileEditor } from './trainer-profile-editor.tsx'

let server: ApiStandIn

beforeAll(async () => {
  await applyLocale('en')
})

beforeEach(() => {
  server = standInApi({
    'trainer/services': (sent) => {
      const body = serviceBody.parse(sent)
      const created: TrainerService = {
        id: '00000000-0000-4000-8000-0000000000d1',
        title: body.title,
        specialization: body.specialization,
        format: body.format,
        durationMin: body.durationMin,
        capacity: body.capacity,
        price: body.price,
        currency: body.currency,
        active: body.active,
      }
      return json(201, { status: 'success', data: created })
    },
  })
})

afterEach(() => {
  stopStandInApi()
})

/** Yoga first, online first: what a new service starts in. */
const yogaTrainer = ownTrainerProfile({ formats: ['online', 'gym'] })

async function openNewService(profile?: OwnTrainerProfile) {
  await renderWithLoader(
    async () => ({
      profile: profile
        ? { ok: true as const, value: profile }
        : { ok: false as const, error: new Error('not needed here') },
      services: { ok: true as const, value: [] },
    }),
    (data) => <TrainerProfileEditor data={data} />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Add a service' }))
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save service' }))
const sent = () => server.sentTo('trainer/services') as ServiceBody[]

describe('a new service', () => {
  it('takes a price with kopecks: 1500.50 is 150050 kopecks, not 100 times more', async () => {
    await openNewService()
    type('Title', 'Decimal service')
    type('Price, ₽', '1500.50')
    save()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toMatchObject({ title: 'Decimal service', price: 150_050 })
  })

  it('refuses a negative or fractional number as typed, never trimming it to another one', async () => {
    await openNewService()
    type('Title', 'Odd service')
    type('Duration, minutes', '45.5')
    type('People per session', '-3')
    type('Price, ₽', '-500')
    save()
    expect(await screen.findByText('A session lasts from 15 minutes to 8 hours')).toBeInTheDocument()
    expect(screen.getByText('From 1 to 100 people')).toBeInTheDocument()
    expect(screen.getByText('Enter a price from 0 to 1000000, with at most 2 decimals')).toBeInTheDocument()
    expect(screen.getByLabelText('Duration, minutes')).toHaveValue('45.5')
    expect(screen.getByLabelText('People per session')).toHaveValue('-3')
    expect(screen.getByLabelText('Price, ₽')).toHaveValue('-500')
    expect(sent()).toHaveLength(0)
  })

  it('starts in the trainer’s own first specialization and format, not Strength in a gym', async () => {
    await openNewService(yogaTrainer)
    type('Title', 'Morning flow')
    save()
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toMatchObject({ specialization: 'yoga', format: 'online' })
  })
})
