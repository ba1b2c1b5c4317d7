import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'
import { DEMO_TEMPLATES } from '#server/demo/data/templates.ts'
import { seedDemoData } from '#server/demo/seed.ts'
import { extendActiveTemplates } from '#server/modules/trainings/expansion.ts'
import { clock } from '#shared/clock.ts'
import { bearer, loginAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

let t: TestApp
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  await seedDemoData(t.database.db)
})

afterAll(async () => {
  await t.close()
})

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

describe('the demo data', () => {
  it('has weekly classes with trainings for the next eight weeks, at their local times', async () => {
    const { rows: templates } = await sql(
      `select tt.id, u.email, tt.title, tt.time_zone, tt.start_time, tt.weekdays, tt.visibility::text as visibility
       from training_templates tt join users u on u.id = tt.trainer_id order by tt.created_at`,
    )
    expect(templates).toHaveLength(DEMO_TEMPLATES.length)
    for (const template of templates) {
      const { rows } = await sql(
        `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
                extract(isodow from occurrence_date)::int as weekday, visibility::text as visibility
         from trainings where template_id = $1 order by starts_at`,
        [template.id],
      )
      const perWeek = template.weekdays.length
      expect(rows.length, template.title).toBeGreaterThanOrEqual(8 * perWeek - 1)
      expect(rows.length, template.title).toBeLessThanOrEqual(8 * perWeek + perWeek)
      expect(Date.parse(rows[0].starts_at)).toBeGreaterThan(clock.nowMs())
      expect(Date.parse(rows.at(-1).starts_at)).toBeLessThan(clock.nowMs() + 57 * 24 * 60 * 60 * 1000)
      for (const row of rows) {
        expect(localTime(row.starts_at, template.time_zone)).toBe(template.start_time)
        expect(template.weekdays.map(Number)).toContain(row.weekday)
        expect(row.visibility).toBe(template.visibility)
      }
    }
    // The rolling job finds them up to date.
    expect((await extendActiveTemplates(t.database.db)).created).toBe(0)
  })

  it('shows Anna’s group class to any student and Igor’s personal sessions only to his students', async () => {
    const { rows } = await sql(
      `select t.id, t.title from trainings t join users u on u.id = t.trainer_id
       where t.template_id is not null and u.email in ('anna.yoga@trainly.local', 'igor.strength@trainly.local')
         and t.title in ('Morning yoga group', 'Personal strength session')
       order by t.starts_at`,
    )
    const group = rows.find((r) => r.title === 'Morning yoga group')!
    const personal = rows.find((r) => r.title === 'Personal strength session')!
    const kate = await loginAccount(t, 'student@trainly.local', DEMO_PASSWORD)
    const sofia = await loginAccount(t, 'sofia@trainly.local', DEMO_PASSWORD)
    const get = (id: string, token: string) =>
      t.app.inject({ method: 'GET', url: `/api/trainings/${id}`, headers: bearer(token) })

    const forSofia = await get(group.id, sofia.token)
    expect(forSofia.statusCode).toBe(200)
    expect(forSofia.json().data).toMatchObject({ capacity: 8, location: 'Chistoprudny Blvd 12, studio 3' })
    expect((await get(personal.id, kate.token)).statusCode).toBe(200)
    expect((await get(personal.id, sofia.token)).statusCode).toBe(404)
  })
})

describe('the demo workouts (decision 0030)', () => {
  it('gives two trainers workout libraries, assigns them to students and attaches one to a group training', async () => {
    const { rows: libraries } = await sql(
      `select u.email, count(*)::int as n from workouts w join users u on u.id = w.trainer_id group by u.email order by u.email`,
    )
    expect(libraries.map((r) => r.email)).toEqual([
      'igor.strength@trainly.local',
      'pavel.crossfit@trainly.local',
    ])
    const { rows: attached } = await sql(
      `select t.title, t.starts_at from workout_assignments wa join trainings t on t.id = wa.training_id`,
    )
    expect(attached).toHaveLength(1)
    expect(attached[0].title).toBe('Functional circuit group')
    expect(new Date(attached[0].starts_at).getTime()).toBeGreaterThan(clock.nowMs())
    // Every exercise a demo workout uses has a Russian name.
    const { rows: unnamed } = await sql(
      `select distinct e.slug from workout_items wi join exercises e on e.id = wi.exercise_id where e.name_ru is null`,
    )
    expect(unnamed).toEqual([])
    const igor = await loginAccount(t, 'igor.strength@trainly.local', DEMO_PASSWORD)
    const { rows: kate } = await sql(`select id from users where email = 'student@trainly.local'`)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/workout-assignments?studentId=${kate[0].id}`,
      headers: bearer(igor.token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.length).toBeGreaterThanOrEqual(3)
  })

  it('puts two trainers on Pro, paid in Stars with the platform’s receipt, and the rest on trial', async () => {
    const natalia = await loginAccount(t, 'natalia.nutrition@trainly.local', DEMO_PASSWORD)
    const plan = await t.app.inject({
      method: 'GET',
      url: '/api/trainer/platform-plan',
      headers: bearer(natalia.token),
    })
    expect(plan.statusCode).toBe(200)
    const body = plan.json()
    expect(body.plan).toMatchObject({ kind: 'pro', active: true })
    const payments = await t.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: bearer(natalia.token),
    })
    const paid = payments.json().data.items.find((p: { purpose: string }) => p.purpose === 'trainer_plan')
    expect(paid).toMatchObject({ status: 'paid', currency: 'XTR', receiptId: expect.any(String) })
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${paid.id}/receipt`,
      headers: bearer(natalia.token),
    })
    expect(receipt.json().data.seller).toMatchObject({ id: null })
    const { rows } = await sql(
      `select kind::text as kind, count(*)::int as n from trainer_plans group by kind`,
    )
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.n]))).toMatchObject({
      pro: 2,
      trial: expect.any(Number),
    })
  })

  it('spends Kate’s used-up package on her past sessions with Igor, one ledger row each', async () => {
    const kate = await loginAccount(t, 'student@trainly.local', DEMO_PASSWORD)
    const mine = await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(kate.token) })
    const used = mine.json().data.find((s: { title: string }) => s.title === 'Strength 4')
    expect(used).toMatchObject({ status: 'used_up', sessionsUsed: 4, sessionsTotal: 4 })
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/${used.id}`,
      headers: bearer(kate.token),
    })
    const usage = details.json().data.usage as { startsAt: string; returnedAt: string | null }[]
    expect(usage).toHaveLength(4)
    expect(usage.every((u) => u.returnedAt === null && Date.parse(u.startsAt) < clock.nowMs())).toBe(true)
    // Each spent session's booking is paid with the package, inside its validity.
    const { rows } = await sql(
      `select count(*)::int as n from bookings b join student_subscriptions s on s.id = b.subscription_id
        join trainings t on t.id = b.training_id
        where s.id = $1 and b.payment_method = 'subscription' and t.starts_at >= s.valid_from and t.starts_at < s.valid_until`,
      [used.id],
    )
    expect(rows[0].n).toBe(4)
  })

  it('dates the payment of a package moved back in time at its start, its receipt too', async () => {
    const { rows } = await sql(
      `select s.status::text as status, p.paid_at = s.valid_from as paid_at_start,
              p.created_at = s.valid_from as made_at_start, r.issued_at = s.valid_from as receipt_at_start
         from student_subscriptions s join payments p on p.subscription_id = s.id
         left join receipts r on r.payment_id = p.id
        where s.status in ('expired', 'used_up')`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) {
      expect(row).toMatchObject({ paid_at_start: true, made_at_start: true })
      expect(row.receipt_at_start ?? true).toBe(true)
    }
  })
})
