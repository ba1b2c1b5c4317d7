import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extendActiveTemplates } from '#server/modules/trainings/expansion.ts'
import { clock } from '#shared/clock.ts'
import { type Account, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, publishingTrainer } from './trainings-fixtures.ts'

// Templates across the DST changes of 2027: Europe/Berlin moves to summer time on 28 March
// and back on 31 October; Europe/Moscow stays at +3; New York moves on 14 March and 7 November.
// The rolling job runs here with an explicit "now" in 2027, on the real database.

let t: TestApp
let call: ReturnType<typeof caller>
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  // Seen from before them, whatever TEST_NOW says: the templates must not start in the past.
  clock.set('2026-11-23T13:15:00Z')
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

/** The wall clock in `zone` at `instant`, by Intl alone. */
function localTime(instant: string, zone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(instant))
    .replace(/\s/g, '')
}

function datesBetween(from: string, to: string, weekdays: number[]) {
  const dates: string[] = []
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay()
    if (weekdays.includes(weekday)) dates.push(d.toISOString().slice(0, 10))
  }
  return dates
}

async function trainerFor2027(t: TestApp, timeZone: string): Promise<Account> {
  const trainer = await publishingTrainer(t)
  await sql(`update trainer_plans set valid_until = '2028-06-01T00:00:00Z' where user_id = $1`, [trainer.id])
  // The trainer's own zone does not matter: the template's does.
  await call('PATCH', '/api/user/profile', trainer, { timeZone })
  return trainer
}

async function startsOf(templateId: string) {
  const { rows } = await sql(
    `select id, occurrence_date::text as date,
            to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at
     from trainings where template_id = $1 order by starts_at`,
    [templateId],
  )
  return rows as { id: string; date: string; starts_at: string }[]
}

const TEMPLATE = {
  title: 'Morning mobility',
  durationMin: 60,
  capacity: 6,
  price: 120_000,
  format: 'online',
  onlineUrl: 'https://meet.example/dst',
  weekdays: [1, 4, 7],
  startTime: '09:00',
  validFrom: '2027-03-15',
  validUntil: '2027-11-15',
}

describe('a 09:00 class across the DST changes', () => {
  let berlin: { id: string }
  let moscow: { id: string }

  beforeAll(async () => {
    const inTokyo = await trainerFor2027(t, 'Asia/Tokyo')
    const res = await call('POST', '/api/training-templates', inTokyo, {
      ...TEMPLATE,
      timeZone: 'Europe/Berlin',
    })
    expect(res.statusCode).toBe(201)
    // It starts after today's eight weeks: nothing yet.
    expect(res.json().data).toMatchObject({ created: 0, generatedUntil: null })
    berlin = res.json().data
    const moscowTrainer = await trainerFor2027(t, 'America/Los_Angeles')
    moscow = (
      await call('POST', '/api/training-templates', moscowTrainer, { ...TEMPLATE, timeZone: 'Europe/Moscow' })
    ).json().data
  })

  it('stays at 09:00 in Berlin through the March change: 08:00 UTC in winter, 07:00 UTC in summer', async () => {
    const result = await extendActiveTemplates(t.database.db, new Date('2027-03-14T12:00:00Z'))
    const expected = datesBetween('2027-03-15', '2027-05-09', TEMPLATE.weekdays)
    expect(result.created).toBe(expected.length * 2)
    const made = await startsOf(berlin.id)
    expect(made.map((m) => m.date)).toEqual(expected)
    for (const m of made) expect(localTime(m.starts_at, 'Europe/Berlin'), m.date).toBe('09:00')
    const byDate = Object.fromEntries(made.map((m) => [m.date, m.starts_at]))
    expect(byDate['2027-03-25']).toBe('2027-03-25T08:00:00.000Z')
    // The change happens at 02:00 that Sunday; the class at 09:00 is already in summer time.
    expect(byDate['2027-03-28']).toBe('2027-03-28T07:00:00.000Z')
    expect(byDate['2027-03-29']).toBe('2027-03-29T07:00:00.000Z')
    expect(
      (await sql('select generated_until::text as d from training_templates where id = $1', [berlin.id]))
        .rows[0].d,
    ).toBe('2027-05-09')

    // Moscow has no DST: 06:00 UTC every time.
    const inMoscow = await startsOf(moscow.id)
    expect(inMoscow.map((m) => m.date)).toEqual(expected)
    for (const m of inMoscow) expect(m.starts_at).toBe(`${m.date}T06:00:00.000Z`)

    // The same day again: nothing new.
    expect((await extendActiveTemplates(t.database.db, new Date('2027-03-14T18:00:00Z'))).created).toBe(0)
  })

  it('continues through the October change up to the template’s end, never into the past', async () => {
    // Months later (as if the job had not run since): the dates gone by are not filled in; the
    // Sunday class of 10 October is over by noon.
    await extendActiveTemplates(t.database.db, new Date('2027-10-10T12:00:00Z'))
    const made = await startsOf(berlin.id)
    expect(made.map((m) => m.date)).toEqual([
      ...datesBetween('2027-03-15', '2027-05-09', TEMPLATE.weekdays),
      ...datesBetween('2027-10-11', '2027-11-15', TEMPLATE.weekdays),
    ])
    for (const m of made) expect(localTime(m.starts_at, 'Europe/Berlin'), m.date).toBe('09:00')
    const byDate = Object.fromEntries(made.map((m) => [m.date, m.starts_at]))
    expect(byDate['2027-10-28']).toBe('2027-10-28T07:00:00.000Z')
    expect(byDate['2027-10-31']).toBe('2027-10-31T08:00:00.000Z')
    expect(byDate['2027-11-15']).toBe('2027-11-15T08:00:00.000Z')
    const inMoscow = await startsOf(moscow.id)
    expect(inMoscow).toHaveLength(made.length)
    for (const m of inMoscow) expect(m.starts_at).toBe(`${m.date}T06:00:00.000Z`)
    // Past its end, later runs make nothing.
    expect((await extendActiveTemplates(t.database.db, new Date('2027-11-20T12:00:00Z'))).created).toBe(0)
  })

  it('answers the same instant to a viewer in New York, whose own clock shows it moving', async () => {
    const viewer = await registerAccount(t)
    await call('PATCH', '/api/user/profile', viewer, { timeZone: 'America/New_York' })
    const made = Object.fromEntries((await startsOf(berlin.id)).map((m) => [m.date, m]))
    const seen: Record<string, string> = {}
    for (const date of ['2027-03-18', '2027-03-29', '2027-11-04', '2027-11-08']) {
      const res = await call('GET', `/api/trainings/${made[date]!.id}`, viewer)
      expect(res.statusCode).toBe(200)
      expect(res.json().data.startsAt).toBe(made[date]!.starts_at)
      seen[date] = localTime(res.json().data.startsAt, 'America/New_York')
    }
    // Europe and the US change on different Sundays: New York is 6 hours behind Berlin except
    // between the two changes, when it is 5; so the 09:00 class shows at 03:00 or 04:00 there.
    expect(seen).toEqual({
      '2027-03-18': '04:00',
      '2027-03-29': '03:00',
      '2027-11-04': '04:00',
      '2027-11-08': '03:00',
    })
  })
})
