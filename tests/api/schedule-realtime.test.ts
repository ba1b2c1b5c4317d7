// The realtime `schedule:changed` event (decision 0011): who hears it, with which roles, after
// which writes — and that a refused write tells nobody.
import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { templateExpansionQueue } from '#server/jobs/template-expansion.ts'
import type { ScheduleChange } from '#server/realtime/server.ts'
import type {
  ClientToServerEvents,
  ScheduleChangedEvent,
  ServerToClientEvents,
} from '#shared/api/realtime.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone } from '#shared/time.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, insertStudent, insertTraining, moveTraining, placeHolders } from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'
import { hoursFromNow, publishingTrainer } from './trainings-fixtures.ts'

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>

let t: TestApp
let call: ReturnType<typeof caller>
let baseUrl: string
const sockets: ClientSocket[] = []

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  call = caller(t)
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

/** What each listening user heard: their schedule events, and any other event by name. */
type Inbox<Name extends string> = Record<Name, Array<ScheduleChangedEvent | string>>

/** Connects a socket per account as the app does (websocket, token as auth) and records what arrives. */
async function listen<Name extends string>(accounts: Record<Name, Account>): Promise<Inbox<Name>> {
  const inbox = {} as Inbox<Name>
  for (const [name, account] of Object.entries(accounts) as [Name, Account][]) {
    const heard: Array<ScheduleChangedEvent | string> = []
    inbox[name] = heard
    const socket: ClientSocket = io(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: account.token },
    })
    sockets.push(socket)
    socket.onAny((event: string, payload: unknown) => {
      // Notifications have their own tests (notifications-*.test.ts).
      if (event === 'notification:new' || event === 'notifications:unread') return
      heard.push(event === 'schedule:changed' ? (payload as ScheduleChangedEvent) : event)
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
  }
  return inbox
}

const SETTLE_MS = 250

/**
 * Waits until every user has heard at least what is expected (at most 3 s), then a little
 * longer for anything extra, and compares exactly; the inbox is emptied for the next step.
 */
async function expectHeard<Name extends string>(
  inbox: Inbox<Name>,
  expected: Record<Name, ScheduleChangedEvent[]>,
) {
  const names = Object.keys(expected) as Name[]
  const deadline = clock.nowMs() + 3000
  while (clock.nowMs() < deadline && names.some((n) => inbox[n].length < expected[n].length)) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const heard = Object.fromEntries(names.map((n) => [n, inbox[n].splice(0)]))
  expect(heard).toEqual(expected)
}

const asStudent = (trainingId?: string): ScheduleChangedEvent => ({
  roles: ['student'],
  ...(trainingId ? { trainingId } : {}),
})
const asTrainer = (trainingId?: string): ScheduleChangedEvent => ({
  roles: ['trainer'],
  ...(trainingId ? { trainingId } : {}),
})

const book = (as: Account, trainingId: string) =>
  call('POST', '/api/bookings', as, { trainingId, payWith: 'free' })

async function booked(as: Account, trainingId: string): Promise<string> {
  const res = await book(as, trainingId)
  if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`)
  return res.json().data.id as string
}

describe('schedule:changed on bookings', () => {
  let trainer: Account

  beforeAll(async () => {
    trainer = await publishingTrainer(t, { firstName: 'Realtime' })
  })

  it('tells the student and the trainer when the student books, and nobody else', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 3 })
    const student = await insertStudent(t)
    const stranger = await insertStudent(t)
    const inbox = await listen({ student, trainer, stranger })

    expect((await book(student, trainingId)).statusCode).toBe(201)

    await expectHeard(inbox, {
      student: [asStudent(trainingId)],
      trainer: [asTrainer(trainingId)],
      stranger: [],
    })
  })

  it('tells the others on the training too, whose places left changed', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 3 })
    const first = await insertStudent(t)
    const second = await insertStudent(t)
    await booked(first, trainingId)
    const inbox = await listen({ first, second, trainer })

    await booked(second, trainingId)

    await expectHeard(inbox, {
      first: [asStudent(trainingId)],
      second: [asStudent(trainingId)],
      trainer: [asTrainer(trainingId)],
    })
  })

  it('tells nobody when the booking is refused because the training is full', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const holder = await insertStudent(t)
    const late = await insertStudent(t)
    await booked(holder, trainingId)
    const inbox = await listen({ holder, late, trainer })

    const res = await book(late, trainingId)

    expect(res.statusCode).toBe(409)
    await expectHeard(inbox, { holder: [], late: [], trainer: [] })
  })

  it('tells the student and the trainer when the student cancels', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    const student = await insertStudent(t)
    const stranger = await insertStudent(t)
    const bookingId = await booked(student, trainingId)
    const inbox = await listen({ student, trainer, stranger })

    const res = await call('POST', `/api/bookings/${bookingId}/cancel`, student, { reason: 'Ill' })

    expect(res.statusCode).toBe(200)
    await expectHeard(inbox, {
      student: [asStudent(trainingId)],
      trainer: [asTrainer(trainingId)],
      stranger: [],
    })
  })

  it('tells the student promoted from the waitlist when a place frees up', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const holder = await insertStudent(t)
    const waiting = await insertStudent(t)
    const stranger = await insertStudent(t)
    const bookingId = await booked(holder, trainingId)
    const inbox = await listen({ holder, waiting, trainer, stranger })

    const joined = await call('POST', `/api/trainings/${trainingId}/waitlist`, waiting, { payWith: 'free' })
    expect(joined.statusCode).toBe(201)
    // Joining at the end of the queue changes the joiner's schedule only.
    await expectHeard(inbox, { holder: [], waiting: [asStudent(trainingId)], trainer: [], stranger: [] })

    const res = await call('POST', `/api/bookings/${bookingId}/cancel`, trainer, { reason: 'Moved' })

    expect(res.statusCode).toBe(200)
    expect(await placeHolders(t, trainingId)).toEqual([waiting.id])
    await expectHeard(inbox, {
      holder: [asStudent(trainingId)],
      waiting: [asStudent(trainingId)],
      trainer: [asTrainer(trainingId)],
      stranger: [],
    })
  })

  it('tells the leaver and those behind them when someone leaves the waitlist', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const holder = await insertStudent(t)
    await booked(holder, trainingId)
    const [ahead, leaver, behind] = [await insertStudent(t), await insertStudent(t), await insertStudent(t)]
    for (const s of [ahead, leaver, behind]) {
      const res = await call('POST', `/api/trainings/${trainingId}/waitlist`, s, { payWith: 'free' })
      expect(res.statusCode).toBe(201)
    }
    const inbox = await listen({ holder, ahead, leaver, behind, trainer })

    expect((await call('DELETE', `/api/trainings/${trainingId}/waitlist`, leaver)).statusCode).toBe(200)

    await expectHeard(inbox, {
      holder: [],
      ahead: [],
      leaver: [asStudent(trainingId)],
      behind: [asStudent(trainingId)],
      trainer: [],
    })
  })

  it('tells only the student and the trainer when attendance is marked', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    const came = await insertStudent(t)
    const other = await insertStudent(t)
    const bookingId = await booked(came, trainingId)
    await booked(other, trainingId)
    await moveTraining(t, trainingId, new Date(clock.nowMs() - 10 * 60_000))
    const inbox = await listen({ came, other, trainer })

    const res = await call('POST', `/api/bookings/${bookingId}/attendance`, trainer, { attended: true })

    expect(res.statusCode).toBe(200)
    await expectHeard(inbox, { came: [asStudent(trainingId)], other: [], trainer: [asTrainer(trainingId)] })
  })

  it('tells the student and the trainer of a booking request and of its decline', async () => {
    const manual = await registerTrainer(t, { firstName: 'Manual', profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id, { capacity: 2 })
    const student = await insertStudent(t)
    const stranger = await insertStudent(t)
    const inbox = await listen({ student, manual, stranger })

    const requestId = await booked(student, trainingId)
    await expectHeard(inbox, {
      student: [asStudent(trainingId)],
      manual: [asTrainer(trainingId)],
      stranger: [],
    })

    const res = await call('POST', `/api/trainer/requests/${requestId}/decline`, manual, { reason: 'Full' })

    expect(res.statusCode).toBe(200)
    await expectHeard(inbox, {
      student: [asStudent(trainingId)],
      manual: [asTrainer(trainingId)],
      stranger: [],
    })
  })
})

describe('schedule:changed on trainings', () => {
  let trainer: Account

  beforeAll(async () => {
    trainer = await publishingTrainer(t, { firstName: 'Editor' })
  })

  it('tells the trainer, the booked and the waiting when the trainer cancels the training', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const holder = await insertStudent(t)
    const waiting = await insertStudent(t)
    const stranger = await insertStudent(t)
    await booked(holder, trainingId)
    await call('POST', `/api/trainings/${trainingId}/waitlist`, waiting, { payWith: 'free' })
    const inbox = await listen({ holder, waiting, trainer, stranger })

    const res = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: 'Sick' })

    expect(res.statusCode).toBe(200)
    await expectHeard(inbox, {
      holder: [asStudent(trainingId)],
      waiting: [asStudent(trainingId)],
      trainer: [asTrainer(trainingId)],
      stranger: [],
    })
  })

  it('tells the trainer and the booked students when the trainer edits the training', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    const student = await insertStudent(t)
    const stranger = await insertStudent(t)
    await booked(student, trainingId)
    const inbox = await listen({ student, trainer, stranger })

    const res = await call('PATCH', `/api/trainings/${trainingId}`, trainer, { title: 'Evening strength' })

    expect(res.statusCode).toBe(200)
    await expectHeard(inbox, {
      student: [asStudent(trainingId)],
      trainer: [asTrainer(trainingId)],
      stranger: [],
    })
  })

  it('tells nobody when an edit is refused', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    const student = await insertStudent(t)
    await booked(student, trainingId)
    const inbox = await listen({ student, trainer })

    const res = await call('PATCH', `/api/trainings/${trainingId}`, trainer, { startsAt: hoursFromNow(-1) })

    expect(res.statusCode).toBe(400)
    await expectHeard(inbox, { student: [], trainer: [] })
  })

  it('tells the trainer of a new training and of a new template’s trainings', async () => {
    const own = await publishingTrainer(t, { firstName: 'Maker' })
    const inbox = await listen({ own, trainer })

    const created = await call('POST', '/api/trainings', own, {
      title: 'Morning strength',
      durationMin: 60,
      capacity: 1,
      price: 0,
      format: 'online',
      onlineUrl: 'https://meet.example/strength',
      startsAt: hoursFromNow(30),
    })
    expect(created.statusCode).toBe(201)
    await expectHeard(inbox, { own: [asTrainer(created.json().data.id)], trainer: [] })

    const template = await call('POST', '/api/training-templates', own, {
      title: 'Daily run',
      durationMin: 30,
      capacity: 5,
      price: 0,
      format: 'online',
      onlineUrl: 'https://meet.example/run',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startTime: '23:30',
      timeZone: 'UTC',
      validFrom: dateInZone(clock.now(), 'UTC'),
    })
    expect(template.statusCode).toBe(201)
    expect(template.json().data.created).toBeGreaterThan(0)
    // Many trainings at once: no single trainingId.
    await expectHeard(inbox, { own: [asTrainer()], trainer: [] })

    const stopped = await call('DELETE', `/api/training-templates/${template.json().data.id}`, own)
    expect(stopped.statusCode).toBe(200)
    await expectHeard(inbox, { own: [asTrainer()], trainer: [] })
  })

  it('sends one event with both roles to a user whose two schedules changed', () => {
    const emitted: ScheduleChangedEvent[] = []
    const { io: server } = t.app.realtime
    const original = server.to.bind(server)
    server.to = ((room: string) => ({
      emit: (_event: string, payload: ScheduleChangedEvent) => emitted.push({ ...payload, room } as never),
    })) as never
    try {
      t.app.realtime.emitScheduleChanged([
        { userId: 'a', role: 'trainer' },
        { userId: 'b', role: 'student' },
        { userId: 'a', role: 'student' },
      ])
    } finally {
      server.to = original
    }
    expect(emitted).toEqual([
      { room: 'user:a', roles: ['student', 'trainer'] },
      { room: 'user:b', roles: ['student'] },
    ])
  })

  it('answers the request even when the event cannot be sent', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const student = await insertStudent(t)
    const { io: server } = t.app.realtime
    const original = server.to.bind(server)
    server.to = (() => {
      throw new Error('adapter down')
    }) as never
    try {
      const res = await book(student, trainingId)
      expect(res.statusCode).toBe(201)
    } finally {
      server.to = original
    }
    expect(await placeHolders(t, trainingId)).toEqual([student.id])
  })
})

describe('schedule:changed from the template expansion job', () => {
  it('tells each trainer whose templates made new trainings, and nobody else', async () => {
    const trainer = await publishingTrainer(t, { firstName: 'Rolling' })
    const { rows } = await sql(
      `insert into training_templates (trainer_id, title, specialization, format, duration_min, capacity, price,
                                       weekdays, start_time, time_zone, valid_from)
       values ($1, 'Noon run', 'running', 'online', 45, 5, 0, '{1,2,3,4,5,6,7}', '12:00', 'UTC', $2) returning id`,
      [trainer.id, dateInZone(clock.now(), 'UTC')],
    )
    const told: ScheduleChange[][] = []
    const queue = templateExpansionQueue(t.database, {
      notifier: { emitScheduleChanged: (changes) => told.push([...changes]) },
    })

    await queue.handle({} as never, {} as never)
    const { rows: made } = await sql('select count(*)::int as n from trainings where template_id = $1', [
      rows[0].id,
    ])
    expect(made[0].n).toBeGreaterThan(0)
    expect(told).toEqual([[{ userId: trainer.id, role: 'trainer' }]])

    // Up to date: a second run makes nothing and tells nobody.
    await queue.handle({} as never, {} as never)
    expect(told).toHaveLength(1)
  })
})
