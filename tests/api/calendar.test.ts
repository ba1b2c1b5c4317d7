// The private calendar feed (PRODUCT.md §2 "Calendar feed", §6; docs/decisions/0017), parsed
// with a real iCalendar parser (ical.js): instants in DST and fixed zones, cancellations,
// stable UIDs, the current role, rotation, and nothing for a wrong token.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { addDays, dateInZone, zonedInstant } from '#shared/time.ts'
import { zoneOffset } from '#shared/zoned-format.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { caller, DAY_MS, insertStudent, insertTraining } from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

const PUBLIC_URL = 'https://trainly.example'
let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', PUBLIC_URL })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

async function feedUrlOf(as: Account): Promise<string> {
  const res = await call('POST', '/api/calendar/token', as)
  expect(res.statusCode, res.body).toBe(200)
  const url = res.json().url as string
  expect(url).toMatch(/^https:\/\/trainly\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  return url
}

const pathOf = (url: string) => new URL(url).pathname

async function fetchFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: pathOf(url) })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
  return { text: res.body, ...parse(res.body) }
}

/** ical.js, with the feed's own VTIMEZONEs registered so that TZID times become real instants. */
function parse(text: string) {
  const first = new ICAL.Component(ICAL.parse(text))
  for (const zone of first.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  }
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) }
}

const statusOf = (event: ICAL.Event) => event.component.getFirstPropertyValue('status')
const tzidOf = (event: ICAL.Event) => event.component.getFirstProperty('dtstart')?.getParameter('tzid')
const uid = (trainingId: string) => `${trainingId}@trainly`

const book = async (as: Account, trainingId: string) => {
  const res = await call('POST', '/api/bookings', as, { trainingId, payWith: 'free' })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as string
}

/** A date at least 3 days ahead in `zone` whose offset differs from the one 3 days ahead (the next DST change). */
function datesAcrossDst(zone: string): [string, string] {
  const first = dateInZone(new Date(clock.nowMs() + 3 * DAY_MS), zone)
  const offset = zoneOffset(zonedInstant(first, '10:00', zone).getTime(), zone)
  for (let i = 1; i < 300; i += 1) {
    const date = addDays(first, i)
    if (zoneOffset(zonedInstant(date, '10:00', zone).getTime(), zone) !== offset)
      return [first, addDays(date, 7)]
  }
  throw new Error(`no DST change in ${zone}`)
}

async function trainerIn(zone: string, firstName: string) {
  const trainer = await registerTrainer(t, { firstName })
  await sql(`update users set time_zone = $2 where id = $1`, [trainer.id, zone])
  return trainer
}

const LONG_CYRILLIC =
  'Функциональная тренировка для начинающих: «кор», баланс, растяжка; с гантелями, резинками и собственным весом'

describe('the token calls', () => {
  it('need a login, show null before the first link, and the same URL after it', async () => {
    expect((await call('GET', '/api/calendar/token')).statusCode).toBe(401)
    expect((await call('POST', '/api/calendar/token')).statusCode).toBe(401)
    const student = await insertStudent(t)
    const before = await call('GET', '/api/calendar/token', student)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ status: 'success', url: null })
    const url = await feedUrlOf(student)
    expect((await call('GET', '/api/calendar/token', student)).json()).toEqual({ status: 'success', url })
  })

  it('rotating retires the old URL at once and the new one works', async () => {
    const student = await insertStudent(t)
    const old = await feedUrlOf(student)
    await fetchFeed(old)
    const fresh = await feedUrlOf(student)
    expect(fresh).not.toBe(old)
    const gone = await t.app.inject({ method: 'GET', url: pathOf(old) })
    expect(gone.statusCode).toBe(404)
    await fetchFeed(fresh)
    expect((await call('GET', '/api/calendar/token', student)).json().url).toBe(fresh)
  })
})

describe('GET /api/calendar/{token}.ics', () => {
  it('answers 404 for an unknown or malformed token, telling nothing', async () => {
    const student = await insertStudent(t)
    const real = pathOf(await feedUrlOf(student))
    const token = real.slice('/api/calendar/'.length, -'.ics'.length)
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const answers = await Promise.all(
      [
        `/api/calendar/${wrong}.ics`,
        `/api/calendar/${token.slice(0, 20)}.ics`,
        `/api/calendar/${token}`,
        `/api/calendar/${token}.ics.ics`,
        '/api/calendar/.ics',
      ].map((url) => t.app.inject({ method: 'GET', url })),
    )
    for (const res of answers) {
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('VCALENDAR')
      expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' })
    }
    // The same answer whatever was wrong.
    expect(new Set(answers.map((r) => r.body)).size).toBe(1)
  })

  it('lists a student’s bookings with the right instants in a DST and a fixed zone, across DST', async () => {
    const [winterish, summerish] = datesAcrossDst('Europe/Berlin')
    const berlin = await trainerIn('Europe/Berlin', 'Hans')
    const moscow = await trainerIn('Europe/Moscow', 'Дмитрий')
    const student = await insertStudent(t, { timeZone: 'Europe/Moscow' })
    const a = zonedInstant(winterish, '10:00', 'Europe/Berlin')
    const b = zonedInstant(summerish, '10:00', 'Europe/Berlin')
    const c = zonedInstant(summerish, '10:00', 'Europe/Moscow')
    const first = await insertTraining(t, berlin.id, { startsAt: a, title: 'Morning run', durationMin: 45 })
    const second = await insertTraining(t, berlin.id, {
      startsAt: b,
      title: 'Run; fast, then slow \\ easy',
      location: 'Tiergarten, Berlin',
    })
    const third = await insertTraining(t, moscow.id, {
      startsAt: c,
      title: LONG_CYRILLIC,
      format: 'online',
      location: '',
      onlineUrl: 'https://meet.example/abc',
      durationMin: 90,
    })
    for (const id of [first, second, third]) await book(student, id)

    const feed = await fetchFeed(await feedUrlOf(student))
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Trainly')
    expect(feed.events).toHaveLength(3)
    const expectations: [string, Date, number, string][] = [
      [first, a, 45, 'Europe/Berlin'],
      [second, b, 60, 'Europe/Berlin'],
      [third, c, 90, 'Europe/Moscow'],
    ]
    for (const [id, start, minutes, zone] of expectations) {
      const event = feed.byUid.get(uid(id))!
      expect(event, id).toBeDefined()
      expect(tzidOf(event)).toBe(zone)
      expect(event.startDate.hour).toBe(10)
      expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString())
      expect(event.endDate.toJSDate().getTime()).toBe(start.getTime() + minutes * 60_000)
      expect(statusOf(event)).toBe('CONFIRMED')
      expect(event.component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/schedule`)
    }
    // The two Berlin trainings sit on either side of a DST change: UTC hours differ, wall clocks agree.
    expect(a.getUTCHours()).not.toBe(b.getUTCHours())
    expect(feed.text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2)
    expect(feed.text).toMatch(/BEGIN:DAYLIGHT\r\n/)

    const second_ = feed.byUid.get(uid(second))!
    expect(second_.summary).toBe('Run; fast, then slow \\ easy')
    expect(second_.location).toBe('Tiergarten, Berlin')
    expect(second_.description).toContain('Trainer: Hans')

    // Cyrillic: folded at 75 octets without broken characters, parses back equal.
    for (const line of feed.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(feed.text).not.toContain('\uFFFD')
    const online = feed.byUid.get(uid(third))!
    expect(online.summary).toBe(LONG_CYRILLIC)
    expect(online.location).toBe('https://meet.example/abc')
    expect(online.description).toContain('Trainer: Дмитрий')
  })

  it('marks cancelled bookings and cancelled trainings STATUS:CANCELLED, keeps UIDs and bumps SEQUENCE', async () => {
    const trainer = await trainerIn('Europe/Moscow', 'Olga')
    const student = await insertStudent(t)
    const kept = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 3 * DAY_MS) })
    const dropped = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 4 * DAY_MS) })
    const called = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 5 * DAY_MS) })
    const droppedBooking = await book(student, dropped)
    await book(student, kept)
    await book(student, called)
    const url = await feedUrlOf(student)
    const before = await fetchFeed(url)
    expect([...before.byUid.values()].map(statusOf)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED'])

    const cancelBooking = await call('POST', `/api/bookings/${droppedBooking}/cancel`, student, {
      reason: '',
    })
    expect(cancelBooking.statusCode, cancelBooking.body).toBe(200)
    const cancelTraining = await call('POST', `/api/trainings/${called}/cancel`, trainer, { reason: 'Ill' })
    expect(cancelTraining.statusCode, cancelTraining.body).toBe(200)

    const after = await fetchFeed(url)
    expect([...after.byUid.keys()].sort()).toEqual([...before.byUid.keys()].sort())
    expect(statusOf(after.byUid.get(uid(kept))!)).toBe('CONFIRMED')
    expect(statusOf(after.byUid.get(uid(dropped))!)).toBe('CANCELLED')
    expect(statusOf(after.byUid.get(uid(called))!)).toBe('CANCELLED')
    expect(after.byUid.get(uid(called))!.description).toContain('Ill')

    // A change to a training raises its SEQUENCE; an unchanged one keeps it.
    await sql(
      `update trainings set title = 'Moved', updated_at = ${sqlNow()} + interval '10 seconds' where id = $1`,
      [kept],
    )
    const moved = await fetchFeed(url)
    expect(moved.byUid.get(uid(kept))!.sequence).toBeGreaterThan(after.byUid.get(uid(kept))!.sequence)
    expect(moved.byUid.get(uid(kept))!.summary).toBe('Moved')
    expect(moved.byUid.get(uid(dropped))!.sequence).toBe(after.byUid.get(uid(dropped))!.sequence)
  })

  it('keeps UIDs stable across fetches and shows the current role only, never another user’s trainings', async () => {
    const trainer = await trainerIn('Europe/Berlin', 'Mia')
    const other = await trainerIn('Europe/Berlin', 'Otto')
    const student = await insertStudent(t)
    const own = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
      capacity: 3,
    })
    const ownCancelled = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() + 6 * DAY_MS),
      status: 'cancelled',
    })
    const othersTraining = await insertTraining(t, other.id, {
      startsAt: new Date(clock.nowMs() + 3 * DAY_MS),
    })
    await book(student, own)
    // The trainer also books a training of another trainer, as a student.
    const booked = await insertTraining(t, other.id, { startsAt: new Date(clock.nowMs() + 7 * DAY_MS) })
    await book(trainer, booked)
    // Someone else's booking on the other trainer's training.
    await book(await insertStudent(t), othersTraining)

    await sql(`update users set "current_role" = 'trainer' where id = $1`, [trainer.id])
    const url = await feedUrlOf(trainer)
    const one = await fetchFeed(url)
    const two = await fetchFeed(url)
    expect([...one.byUid.keys()].sort()).toEqual([uid(own), uid(ownCancelled)].sort())
    expect([...two.byUid.keys()]).toEqual([...one.byUid.keys()])
    expect(statusOf(one.byUid.get(uid(ownCancelled))!)).toBe('CANCELLED')
    expect(one.byUid.get(uid(own))!.description).toContain('Students: Student1 Test')

    // Switching to the student role: the same URL now lists the trainer's own bookings.
    await sql(`update users set "current_role" = 'student' where id = $1`, [trainer.id])
    const asStudent = await fetchFeed(url)
    expect([...asStudent.byUid.keys()]).toEqual([uid(booked)])

    // The student's feed has only the student's booking.
    const studentFeed = await fetchFeed(await feedUrlOf(student))
    expect([...studentFeed.byUid.keys()]).toEqual([uid(own)])
  })

  it('answers a blocked account 404', async () => {
    const student = await insertStudent(t)
    const url = await feedUrlOf(student)
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [student.id])
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404)
  })
})
