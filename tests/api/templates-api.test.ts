import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extendActiveTemplates } from '#server/modules/trainings/expansion.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { addDays, dateInZone, isoWeekday } from '#shared/time.ts'
import { type Account, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow, testNow } from '../support/test-now.ts'
import { UNKNOWN_ID } from './catalogue-fixtures.ts'
import { caller, insertBooking, publishingTrainer, TRAINING } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

const MOSCOW = 'Europe/Moscow'
const moscowToday = () => dateInZone(clock.now(), MOSCOW)

/** Monday, Wednesday and Friday at 08:00 in Moscow (05:00 UTC all year), from today on. */
function yogaTemplate(change: Record<string, unknown> = {}) {
  return {
    title: 'Morning yoga',
    specialization: 'yoga',
    durationMin: 75,
    capacity: 8,
    price: 90_000,
    format: 'gym',
    location: 'Chistoprudny Blvd 12',
    weekdays: [1, 3, 5],
    startTime: '08:00',
    timeZone: MOSCOW,
    validFrom: moscowToday(),
    ...change,
  }
}

/**
 * The dates Mon/Wed/Fri 08:00 Moscow falls on from today to today + 8 weeks, not yet started:
 * worked out here by hand, Moscow having no DST.
 */
function expectedMoscowDates(weekdays = [1, 3, 5], utcTime = '05:00') {
  const today = moscowToday()
  const dates: string[] = []
  for (let i = 0; i <= 56; i += 1) {
    const date = addDays(today, i)
    if (weekdays.includes(isoWeekday(date)) && Date.parse(`${date}T${utcTime}:00Z`) > clock.nowMs()) {
      dates.push(date)
    }
  }
  return dates
}

async function trainingsOf(templateId: string) {
  const { rows } = await sql(
    `select id, occurrence_date::text as date, starts_at, title, status::text as status, booked_count
     from trainings where template_id = $1 order by occurrence_date`,
    [templateId],
  )
  return rows as { id: string; date: string; starts_at: string; title: string; status: string }[]
}

async function createTemplate(trainer: Account, change: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/training-templates', trainer, yogaTemplate(change))
  if (res.statusCode !== 201) throw new Error(`create template: ${res.statusCode} ${res.body}`)
  return res.json().data as { id: string; created: number; [key: string]: unknown }
}

describe('POST /api/training-templates', () => {
  it('creates the template and its trainings for eight weeks, at 08:00 Moscow time', async () => {
    const trainer = await publishingTrainer(t)
    const res = await call('POST', '/api/training-templates', trainer, yogaTemplate())
    expect(res.statusCode).toBe(201)
    const dates = expectedMoscowDates()
    expect(dates.length).toBeGreaterThanOrEqual(24)
    const data = res.json().data
    expect(data).toMatchObject({
      title: 'Morning yoga',
      specialization: 'yoga',
      weekdays: [1, 3, 5],
      startTime: '08:00',
      timeZone: MOSCOW,
      validFrom: moscowToday(),
      validUntil: null,
      active: true,
      generatedUntil: addDays(moscowToday(), 56),
      created: dates.length,
      skipped: [],
      upcomingCount: dates.length,
      serviceId: null,
      allowParallel: false,
    })

    const made = await trainingsOf(data.id)
    expect(made.map((m) => m.date)).toEqual(dates)
    for (const m of made) {
      expect(new Date(m.starts_at).toISOString()).toBe(`${m.date}T05:00:00.000Z`)
    }
    const training = await call('GET', `/api/trainings/${made[0]!.id}`, trainer)
    expect(training.json().data).toMatchObject({
      title: 'Morning yoga',
      templateId: data.id,
      capacity: 8,
      price: 90_000,
      durationMin: 75,
      format: 'gym',
      location: 'Chistoprudny Blvd 12',
      status: 'scheduled',
    })
  })

  it('skips the dates the trainer is busy and says with what', async () => {
    const trainer = await publishingTrainer(t)
    const busyDate = expectedMoscowDates()[1]!
    const busy = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      title: 'Personal session',
      startsAt: `${busyDate}T08:30:00+03:00`,
    })
    expect(busy.statusCode).toBe(201)
    const created = await createTemplate(trainer)
    expect(created.created).toBe(expectedMoscowDates().length - 1)
    expect(created.skipped).toEqual([
      { date: busyDate, startsAt: `${busyDate}T05:00:00.000Z`, conflictWith: 'Personal session' },
    ])
    expect((await trainingsOf(created.id)).map((m) => m.date)).not.toContain(busyDate)
  })

  it('keeps the zone’s own spelling and takes a start date that is today only in the template’s zone', async () => {
    const trainer = await publishingTrainer(t)
    const kiritimatiToday = dateInZone(clock.now(), 'Pacific/Kiritimati')
    const early = await createTemplate(trainer, {
      timeZone: 'pacific/kiritimati',
      validFrom: kiritimatiToday,
      weekdays: [6],
      startTime: '23:00',
    })
    expect(early.timeZone).toBe('Pacific/Kiritimati')
    const yesterday = await call(
      'POST',
      '/api/training-templates',
      trainer,
      yogaTemplate({ timeZone: 'Pacific/Kiritimati', validFrom: addDays(kiritimatiToday, -1) }),
    )
    expect(yesterday.statusCode).toBe(400)
    expect(yesterday.json().fields).toEqual({ validFrom: MESSAGES.validFromInPast })
  })

  it('says which field is wrong for every bad value, and creates nothing', async () => {
    const trainer = await publishingTrainer(t)
    const today = moscowToday()
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ validFrom: addDays(today, -1) }, { validFrom: MESSAGES.validFromInPast }],
      [{ validUntil: addDays(today, 732) }, { validUntil: MESSAGES.templateRangeTooLong }],
      [
        { validFrom: addDays(today, -1), validUntil: addDays(today, 800) },
        { validFrom: MESSAGES.validFromInPast, validUntil: MESSAGES.templateRangeTooLong },
      ],
      [{ validUntil: addDays(today, -1) }, { validUntil: MESSAGES.validUntilBeforeFrom }],
      [{ validFrom: '2027-02-30' }, { validFrom: MESSAGES.dateInvalid }],
      [{ weekdays: [] }, { weekdays: MESSAGES.weekdaysRequired }],
      [{ startTime: '9:00' }, { startTime: MESSAGES.startTimeInvalid }],
      [{ startTime: '24:00' }, { startTime: MESSAGES.startTimeInvalid }],
      [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: MESSAGES.timeZoneInvalid }],
      [{ capacity: 1, allowParallel: true }, { allowParallel: MESSAGES.parallelNeedsGroup }],
      [{ location: '' }, { location: MESSAGES.locationRequired }],
      [{ price: 10.5 }, { price: MESSAGES.priceInvalid }],
      [{ serviceId: UNKNOWN_ID }, { serviceId: MESSAGES.serviceNotYours }],
    ]
    for (const [change, fields] of cases) {
      const res = await call('POST', '/api/training-templates', trainer, yogaTemplate(change))
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code: 'validation_error', fields })
    }
    const { rows } = await sql('select count(*)::int as n from training_templates where trainer_id = $1', [
      trainer.id,
    ])
    expect(rows[0].n).toBe(0)
    // Up to the limit is fine.
    expect((await createTemplate(trainer, { validUntil: addDays(today, 731) })).created).toBeGreaterThan(0)
  })
})

describe('expansion is idempotent', () => {
  it('makes nothing new when it runs again, and never makes a cancelled date again', async () => {
    const trainer = await publishingTrainer(t)
    const template = await createTemplate(trainer)
    const before = await trainingsOf(template.id)

    expect((await extendActiveTemplates(t.database.db)).created).toBe(0)
    // Even when it starts over from the beginning of the horizon.
    await sql('update training_templates set generated_until = null where id = $1', [template.id])
    expect((await extendActiveTemplates(t.database.db)).created).toBe(0)
    expect(await trainingsOf(template.id)).toEqual(before)

    const cancelled = before[2]!
    await sql(`update trainings set status = 'cancelled', cancel_reason = 'Holiday' where id = $1`, [
      cancelled.id,
    ])
    await sql('update training_templates set generated_until = null where id = $1', [template.id])
    expect((await extendActiveTemplates(t.database.db)).created).toBe(0)
    // An edit that makes every unbooked date again leaves the cancelled one cancelled.
    const edited = await call('PATCH', `/api/training-templates/${template.id}`, trainer, { title: 'Yoga' })
    expect(edited.statusCode).toBe(200)
    const after = await trainingsOf(template.id)
    expect(after.filter((m) => m.date === cancelled.date)).toMatchObject([
      { id: cancelled.id, status: 'cancelled', title: 'Morning yoga' },
    ])
    expect(after).toHaveLength(before.length)
  })
})

describe('PATCH /api/training-templates/{id}', () => {
  it('remakes the future trainings nobody booked; booked ones stay as they were', async () => {
    const trainer = await publishingTrainer(t)
    const template = await createTemplate(trainer)
    const before = await trainingsOf(template.id)
    const [booked, onceBooked] = before
    const student = await registerAccount(t)
    await insertBooking(t, booked!.id, student.id)
    // A booking cancelled since still counts: its record (a late cancel costs a session) stays.
    await insertBooking(t, onceBooked!.id, student.id, 'cancelled')

    const res = await call('PATCH', `/api/training-templates/${template.id}`, trainer, {
      title: 'Evening yoga',
      startTime: '19:30',
      weekdays: [1, 3, 5],
    })
    expect(res.statusCode).toBe(200)
    const dates = expectedMoscowDates([1, 3, 5], '16:30')
    const unchangedDates = [booked!.date, onceBooked!.date]
    expect(res.json().data).toMatchObject({
      title: 'Evening yoga',
      startTime: '19:30',
      created: dates.filter((d) => !unchangedDates.includes(d)).length,
      skipped: [],
    })
    const after = await trainingsOf(template.id)
    expect(after.find((m) => m.id === booked!.id)).toMatchObject({ title: 'Morning yoga', booked_count: 1 })
    expect(new Date(after.find((m) => m.id === booked!.id)!.starts_at).toISOString()).toBe(
      `${booked!.date}T05:00:00.000Z`,
    )
    expect(after.find((m) => m.id === onceBooked!.id)).toMatchObject({ title: 'Morning yoga' })
    for (const m of after.filter((m) => !unchangedDates.includes(m.date))) {
      expect(m.title).toBe('Evening yoga')
      expect(new Date(m.starts_at).toISOString()).toBe(`${m.date}T16:30:00.000Z`)
    }
    // One training per date, ever; a date made again keeps its training's id (links stay good).
    // A date whose old time had passed but whose new time is still ahead (today, on a Monday
    // afternoon in UTC) had no training before the edit and gets one now.
    expect(new Set(after.map((m) => m.date)).size).toBe(after.length)
    const idOn = (list: typeof after, date: string) => list.find((m) => m.date === date)?.id
    for (const date of dates) expect(idOn(after, date)).toBe(idOn(before, date) ?? idOn(after, date))
    expect(after.map((m) => m.date).sort()).toEqual([...new Set([...unchangedDates, ...dates])].sort())
    const { rows } = await sql('select status::text as status from bookings where training_id = $1', [
      booked!.id,
    ])
    expect(rows).toEqual([{ status: 'confirmed' }])
  })

  it("makes today's training when an edit moves a class that has started to a time still ahead", async () => {
    // A Monday: 13:15 UTC is 16:15 in Moscow, after the 08:00 class began and before 19:30.
    clock.set('2026-11-23T13:15:00Z')
    try {
      const trainer = await publishingTrainer(t)
      const template = await createTemplate(trainer)
      expect((await trainingsOf(template.id)).map((m) => m.date)).not.toContain('2026-11-23')
      await call('PATCH', `/api/training-templates/${template.id}`, trainer, { startTime: '07:00' })
      expect((await trainingsOf(template.id)).map((m) => m.date)).not.toContain('2026-11-23')
      await call('PATCH', `/api/training-templates/${template.id}`, trainer, { startTime: '19:30' })
      const today = (await trainingsOf(template.id)).find((m) => m.date === '2026-11-23')
      expect(new Date(today!.starts_at).toISOString()).toBe('2026-11-23T16:30:00.000Z')
    } finally {
      clock.set(testNow())
    }
  })

  it('moves the template to other weekdays, keeping the booked date', async () => {
    const trainer = await publishingTrainer(t)
    const template = await createTemplate(trainer)
    const [booked] = await trainingsOf(template.id)
    await insertBooking(t, booked!.id, (await registerAccount(t)).id)
    const res = await call('PATCH', `/api/training-templates/${template.id}`, trainer, { weekdays: [2] })
    expect(res.statusCode).toBe(200)
    const after = await trainingsOf(template.id)
    expect(after.map((m) => m.date).sort()).toEqual([booked!.date, ...expectedMoscowDates([2])].sort())
  })

  it('ends the template earlier: the unbooked trainings after the new end go', async () => {
    const trainer = await publishingTrainer(t)
    const template = await createTemplate(trainer)
    const validUntil = addDays(moscowToday(), 13)
    const res = await call('PATCH', `/api/training-templates/${template.id}`, trainer, { validUntil })
    expect(res.json().data).toMatchObject({ validUntil, generatedUntil: validUntil })
    const after = await trainingsOf(template.id)
    expect(after.map((m) => m.date)).toEqual(expectedMoscowDates().filter((d) => d <= validUntil))
  })

  it('checks the template as it will be, and lets an old start date stand', async () => {
    const trainer = await publishingTrainer(t)
    const other = await publishingTrainer(t)
    const othersService = await call('POST', '/api/trainer/services', other, {
      title: 'Boxing',
      specialization: 'boxing',
      format: 'gym',
      durationMin: 60,
      capacity: 1,
      price: 1000,
    })
    const template = await createTemplate(trainer, { capacity: 1 })
    const today = moscowToday()
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ validFrom: addDays(today, -3) }, { validFrom: MESSAGES.validFromInPast }],
      [{ validUntil: addDays(today, 800) }, { validUntil: MESSAGES.templateRangeTooLong }],
      [
        { validFrom: addDays(today, 10), validUntil: addDays(today, 5) },
        { validUntil: MESSAGES.validUntilBeforeFrom },
      ],
      [{ allowParallel: true }, { allowParallel: MESSAGES.parallelNeedsGroup }],
      [{ location: ' ' }, { location: MESSAGES.locationRequired }],
      [{ weekdays: [] }, { weekdays: MESSAGES.weekdaysRequired }],
      [{ serviceId: othersService.json().data.id }, { serviceId: MESSAGES.serviceNotYours }],
    ]
    for (const [change, fields] of cases) {
      const res = await call('PATCH', `/api/training-templates/${template.id}`, trainer, change)
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code: 'validation_error', fields })
    }
    // A template that started last week may still be changed without moving its start.
    await sql('update training_templates set valid_from = $2 where id = $1', [
      template.id,
      addDays(today, -7),
    ])
    const res = await call('PATCH', `/api/training-templates/${template.id}`, trainer, {
      capacity: 2,
      notes: 'Mats',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ validFrom: addDays(today, -7), capacity: 2, notes: 'Mats' })
  })
})

describe('DELETE /api/training-templates/{id}', () => {
  it('stops the template: its unbooked future trainings go, booked ones stay, and nothing new is made', async () => {
    const trainer = await publishingTrainer(t)
    const template = await createTemplate(trainer)
    const [booked] = await trainingsOf(template.id)
    await insertBooking(t, booked!.id, (await registerAccount(t)).id)

    const res = await call('DELETE', `/api/training-templates/${template.id}`, trainer)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id: template.id,
      active: false,
      removed: expectedMoscowDates().length - 1,
      upcomingCount: 1,
    })
    expect((await trainingsOf(template.id)).map((m) => m.id)).toEqual([booked!.id])

    await sql('update training_templates set generated_until = null where id = $1', [template.id])
    await extendActiveTemplates(t.database.db)
    expect(await trainingsOf(template.id)).toHaveLength(1)

    expect((await call('GET', `/api/training-templates/${template.id}`, trainer)).statusCode).toBe(404)
    expect(
      (await call('PATCH', `/api/training-templates/${template.id}`, trainer, { title: 'x' })).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/training-templates/${template.id}`, trainer)).statusCode).toBe(404)
    const list = await call('GET', '/api/training-templates', trainer)
    expect(list.json().data.map((x: { id: string }) => x.id)).not.toContain(template.id)
  })
})

describe('POST /api/training-templates/preview', () => {
  it('answers the instants it would make, with the trainings they would overlap, and makes nothing', async () => {
    const trainer = await publishingTrainer(t)
    const dates = expectedMoscowDates()
    await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      title: 'Pair session',
      startsAt: `${dates[3]}T07:30:00+03:00`,
    })
    const res = await call('POST', '/api/training-templates/preview', trainer, yogaTemplate())
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.horizonUntil).toBe(addDays(moscowToday(), 56))
    expect(data.occurrences.filter((o: { beyondHorizon: boolean }) => !o.beyondHorizon)).toEqual(
      dates.map((date, i) => ({
        date,
        startsAt: `${date}T05:00:00.000Z`,
        conflictWith: i === 3 ? 'Pair session' : null,
        beyondHorizon: false,
      })),
    )
    const parallel = await call(
      'POST',
      '/api/training-templates/preview',
      trainer,
      yogaTemplate({ allowParallel: true }),
    )
    expect(
      parallel.json().data.occurrences.every((o: { conflictWith: unknown }) => o.conflictWith === null),
    ).toBe(true)
    const { rows } = await sql('select count(*)::int as n from training_templates where trainer_id = $1', [
      trainer.id,
    ])
    expect(rows[0].n).toBe(0)
  })

  it('previewing an edit, the template’s own trainings that the edit remakes are no overlap; booked ones are', async () => {
    const trainer = await publishingTrainer(t)
    const template = await createTemplate(trainer)
    const [first, second] = await trainingsOf(template.id)
    const student = await registerAccount(t)
    await insertBooking(t, first!.id, student.id)
    const later = yogaTemplate({ startTime: '08:30' })
    const plain = await call('POST', '/api/training-templates/preview', trainer, later)
    expect(plain.json().data.occurrences[1].conflictWith).toBe('Morning yoga')
    const res = await call(
      'POST',
      `/api/training-templates/preview?templateId=${template.id}`,
      trainer,
      later,
    )
    expect(res.statusCode, res.body).toBe(200)
    const byDate = new Map(
      res
        .json()
        .data.occurrences.map((o: { date: string; conflictWith: string | null }) => [o.date, o.conflictWith]),
    )
    // The booked first date stays where it is, so moving it would overlap; the rest are remade.
    expect(byDate.get(first!.date)).toBe('Morning yoga')
    expect(byDate.get(second!.date)).toBeNull()

    // Another trainer's template is not found here, as everywhere else.
    const other = await publishingTrainer(t)
    const foreign = await call(
      'POST',
      `/api/training-templates/preview?templateId=${template.id}`,
      other,
      later,
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('takes a start date in the past and shows only what is still to come; other rules stand', async () => {
    const trainer = await publishingTrainer(t)
    const res = await call(
      'POST',
      '/api/training-templates/preview',
      trainer,
      yogaTemplate({ validFrom: addDays(moscowToday(), -30) }),
    )
    expect(res.statusCode).toBe(200)
    expect(
      res
        .json()
        .data.occurrences.filter((o: { beyondHorizon: boolean }) => !o.beyondHorizon)
        .map((o: { date: string }) => o.date),
    ).toEqual(expectedMoscowDates())

    const tooLong = await call(
      'POST',
      '/api/training-templates/preview',
      trainer,
      yogaTemplate({ validUntil: addDays(moscowToday(), 900) }),
    )
    expect(tooLong.json()).toMatchObject({ fields: { validUntil: MESSAGES.templateRangeTooLong } })
    const ended = await call(
      'POST',
      '/api/training-templates/preview',
      trainer,
      yogaTemplate({ validFrom: addDays(moscowToday(), -30), validUntil: addDays(moscowToday(), -1) }),
    )
    expect(ended.json().data.occurrences).toEqual([])
  })
})

describe('templates beyond the horizon and templates that would make nothing', () => {
  it('previews a template that starts after the 8-week horizon: 26 weeks of dates, each made later', async () => {
    const trainer = await publishingTrainer(t)
    const validFrom = addDays(moscowToday(), 120)
    const res = await call('POST', '/api/training-templates/preview', trainer, yogaTemplate({ validFrom }))
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.previewUntil).toBe(addDays(validFrom, 26 * 7 - 1))
    // Mon, Wed and Fri of 26 whole weeks.
    expect(data.occurrences).toHaveLength(78)
    expect(data.occurrences[0].date >= validFrom).toBe(true)
    expect(data.occurrences.every((o: { beyondHorizon: boolean }) => o.beyondHorizon)).toBe(true)

    const short = await call(
      'POST',
      '/api/training-templates/preview',
      trainer,
      yogaTemplate({ validFrom, validUntil: addDays(validFrom, 13) }),
    )
    expect(short.json().data.previewUntil).toBe(addDays(validFrom, 13))
    expect(short.json().data.occurrences).toHaveLength(6)
  })

  it('refuses a template every date of whose horizon overlaps another training, and saves nothing', async () => {
    const trainer = await publishingTrainer(t)
    const date = expectedMoscowDates()[1]!
    await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      title: 'Pair session',
      startsAt: `${date}T08:30:00+03:00`,
    })
    const res = await call(
      'POST',
      '/api/training-templates',
      trainer,
      yogaTemplate({ weekdays: [isoWeekday(date)], validFrom: date, validUntil: date }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'template_all_skipped',
      message: MESSAGES.templateAllSkipped,
      fields: { startTime: MESSAGES.templateAllSkipped },
    })
    const { rows } = await sql('select count(*)::int as n from training_templates where trainer_id = $1', [
      trainer.id,
    ])
    expect(rows[0].n).toBe(0)
  })
})

describe('who may use templates', () => {
  let owner: Account
  let template: { id: string }
  beforeAll(async () => {
    owner = await publishingTrainer(t)
    template = await createTemplate(owner, { weekdays: [7] })
  })

  it('asks a guest to log in and refuses a student everywhere', async () => {
    const student = await registerAccount(t)
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/training-templates'],
      ['POST', '/api/training-templates', yogaTemplate()],
      ['POST', '/api/training-templates/preview', yogaTemplate()],
      ['GET', `/api/training-templates/${template.id}`],
      ['PATCH', `/api/training-templates/${template.id}`, { title: 'x' }],
      ['DELETE', `/api/training-templates/${template.id}`],
    ]
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
      const res = await call(method, url, student, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().message).toBe(MESSAGES.trainerRoleRequired)
    }
  })

  it('shows a trainer only their own templates and answers 404 for anyone else’s', async () => {
    const other = await publishingTrainer(t)
    const mine = await createTemplate(other, { weekdays: [6] })
    const list = await call('GET', '/api/training-templates', other)
    expect(list.json().data.map((x: { id: string }) => x.id)).toEqual([mine.id])
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await call(
        method,
        `/api/training-templates/${template.id}`,
        other,
        method === 'PATCH' ? {} : undefined,
      )
      expect(res.statusCode, method).toBe(404)
      expect(res.json().message).toBe(MESSAGES.templateNotFound)
    }
    expect((await call('GET', `/api/training-templates/${template.id}`, owner)).json().data.active).toBe(true)
  })

  it('needs an active plan to publish or change a template, but not to read, preview or stop one', async () => {
    const lapsed = await publishingTrainer(t)
    const kept = await createTemplate(lapsed, { weekdays: [2] })
    await sql(`update trainer_plans set valid_until = ${sqlNow()} - interval '1 second' where user_id = $1`, [
      lapsed.id,
    ])
    for (const [method, url, body] of [
      ['POST', '/api/training-templates', yogaTemplate()],
      ['PATCH', `/api/training-templates/${kept.id}`, { title: 'x' }],
    ] as const) {
      const res = await call(method, url, lapsed, body)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        code: 'trainer_plan_required',
        message: MESSAGES.trainerPlanRequired,
      })
    }
    // Nor does the rolling job make anything for a trainer without a plan.
    await sql('update training_templates set generated_until = null where id = $1', [kept.id])
    await sql('delete from trainings where template_id = $1', [kept.id])
    await extendActiveTemplates(t.database.db)
    expect(await trainingsOf(kept.id)).toEqual([])

    expect((await call('GET', '/api/training-templates', lapsed)).statusCode).toBe(200)
    expect((await call('GET', `/api/training-templates/${kept.id}`, lapsed)).statusCode).toBe(200)
    expect((await call('POST', '/api/training-templates/preview', lapsed, yogaTemplate())).statusCode).toBe(
      200,
    )
    expect((await call('DELETE', `/api/training-templates/${kept.id}`, lapsed)).statusCode).toBe(200)
  })
})
