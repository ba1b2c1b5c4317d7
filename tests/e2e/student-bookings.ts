import { type APIRequestContext, expect } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'

// A new student with bookings of their own, for the specs that watch a schedule change.

// A demo trainer with weekly group classes (seed DEMO_TEMPLATES) that only the specs of a schedule's
// change book, each with a new student.
const TRAINER = 'dmitry.boxing@trainly.local'

interface Slot {
  trainingId: string
  title: string
  startsAt: string
  price: number
  placesLeft: number
  booked: boolean
  onWaitlist: boolean
}

async function signIn(api: APIRequestContext, email: string, password: string) {
  const answer = await api.post('/api/auth/login', { data: { email, password } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as { token: string; user: { id: string } }
}

/** A new student (signed up over the API) with two bookable trainings of the trainer. */
export async function studentWithSlots(
  api: APIRequestContext,
  { prefix, password }: { prefix: string; password: string },
) {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`
  const registered = await api.post('/api/auth/register', {
    data: { email, password, firstName: 'Olivia', timeZone: 'Europe/Moscow', language: 'en' },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } }
  const trainer = await signIn(api, TRAINER, DEMO_PASSWORD)
  const slots = await api.get(`/api/trainers/${trainer.user.id}/slots`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(slots.ok(), await slots.text()).toBe(true)
  const open = ((await slots.json()) as { data: Slot[] }).data.filter(
    (s) => s.placesLeft > 0 && !s.booked && !s.onWaitlist,
  )
  expect(open.length).toBeGreaterThanOrEqual(2)
  const book = async (slot: Slot) => {
    const answer = await api.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: { trainingId: slot.trainingId, payWith: slot.price > 0 ? 'direct' : 'free' },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  /** The trainings on the student's schedule as the server has it now. */
  const serverSchedule = async () => {
    const dates = open.map((s) => s.startsAt.slice(0, 10)).sort()
    const answer = await api.get('/api/schedule', {
      headers: { authorization: `Bearer ${token}`, 'x-user-id': user.id, 'x-user-role': 'student' },
      params: { startDate: addDay(dates[0]!, -1), endDate: addDay(dates.at(-1)!, 1) },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    return ((await answer.json()) as { data: { id: string }[] }).data.map((item) => item.id).sort()
  }
  return { email, first: open[0]!, second: open[1]!, book, serverSchedule }
}

function addDay(date: string, days: number) {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}
