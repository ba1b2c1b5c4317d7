import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchStatement } from '#server/modules/catalogue/search.ts'
import { trainerSearchQuery } from '#shared/api/catalogue.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

// The catalogue must stay fast at 100,000 trainers (decision 0008 has the plans measured at
// that size). Here a few thousand generated trainers are enough for the planner to prefer the
// indexes, and the plans are what is checked: never a full scan of the trainers.

const TRAINERS = 20000

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  await t.database.pool.query(`
    with specs as (
      select array['strength','functional','yoga','pilates','stretching','boxing','martial_arts','running',
                   'swimming','cycling','crossfit','rehabilitation','nutrition','dance'] as list
    ), generated as (
      insert into users (email, first_name, last_name)
      select 'plan' || i || '@example.test', 'Name' || (i % 500), 'Surname' || (i % 700)
      from generate_series(1, ${TRAINERS}) i
      returning id, substring(email from 5 for position('@' in email) - 5)::int as i
    ), roles as (
      insert into user_roles (user_id, role) select id, 'trainer' from generated
    )
    insert into trainer_profiles (user_id, specializations, formats, city, experience_years, price_from,
                                  rating_avg, reviews_count, bio_en, created_at)
    select g.id,
           array[specs.list[1 + g.i % 14], specs.list[1 + (g.i / 14) % 14]],
           (array['{online}', '{gym}', '{gym,online}', '{client_place}'])[1 + g.i % 4]::trainer_format[],
           'City' || (g.i % 200),
           g.i % 30,
           case when g.i % 10 = 0 then null else 50000 + (g.i * 7919) % 950000 end,
           case when g.i % 3 = 0 then null else 1 + (g.i % 400) / 100.0 end,
           g.i % 50,
           'Coach ' || g.i,
           ${sqlNow()} - g.i * interval '1 minute'
    from generated g, specs`)
  await t.database.pool.query('analyze')
})

afterAll(async () => {
  await t.close()
})

const dialect = new PgDialect()

async function planOf(params: Record<string, unknown>, options: { rareWords?: boolean } = {}) {
  const query = dialect.sqlToQuery(searchStatement(trainerSearchQuery.parse(params), options))
  const { rows } = await t.database.pool.query(`explain (costs off) ${query.sql}`, query.params)
  return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')
}

describe('the query plans of GET /api/trainers', () => {
  it('filters by specialization and city through their indexes, without reading every trainer', async () => {
    const plan = await planOf({ specialization: 'yoga', city: 'City7' })
    expect(plan).not.toMatch(/Seq Scan on trainer_profiles/)
    expect(plan).toMatch(/trainer_profiles_(specializations|city_trgm|rating_sort)_idx/)
  })

  it('uses an index for every sort, with and without a cursor', async () => {
    const cursors: Record<string, string> = {
      rating: Buffer.from(
        JSON.stringify({ o: 'rating', k: ['3.50', 10], id: '00000000-0000-4000-8000-000000000000' }),
      ).toString('base64url'),
      newest: Buffer.from(
        JSON.stringify({
          o: 'newest',
          k: ['2026-01-01T00:00:00.000000Z'],
          id: '00000000-0000-4000-8000-000000000000',
        }),
      ).toString('base64url'),
    }
    for (const sort of ['rating', 'price_asc', 'price_desc', 'experience', 'newest']) {
      const plan = await planOf({ sort })
      expect(plan, sort).not.toMatch(/Seq Scan on trainer_profiles/)
      expect(plan, sort).toMatch(/Index (Only )?Scan using trainer_profiles_\w+_sort_idx/)
      if (cursors[sort]) {
        const next = await planOf({ sort, cursor: cursors[sort] })
        expect(next, `${sort} with a cursor`).toMatch(/Index Cond: \(ROW\(/)
      }
    }
  })

  it('filters a price range on the price sort’s own index', async () => {
    const plan = await planOf({ priceMin: 100_000, priceMax: 150_000, sort: 'price_desc' })
    expect(plan).toMatch(/Index Scan using trainer_profiles_price_desc_sort_idx/)
    expect(plan).toMatch(/Index Cond: \(\(COALESCE\(price_from/)
  })

  it('finds rare words first and sorts what they match, instead of walking a sort index', async () => {
    // The planner guesses 0.5% of the trainers match any prefix query; for a word few or none
    // match, walking the sort index to find 20 of them would read every trainer.
    const plan = await planOf({ q: 'Surname123' }, { rareWords: true })
    expect(plan).not.toMatch(/_sort_idx/)
    expect(plan).toMatch(/Sort Key/)
  })

  it('checks what rare words match in the sort’s order, only until the page is full', async () => {
    // Two common names can match hundreds of trainers at scale: each match joined to its user to
    // check it may be shown, then all sorted, cost two index probes a match (decision 0033).
    for (const sort of ['rating', 'price_asc', 'price_desc', 'experience', 'newest']) {
      const plan = await planOf({ q: 'Surname123', sort }, { rareWords: true })
      const [top, next] = plan.split('\n')
      expect(top, sort).toMatch(/^Limit/)
      expect(next, sort).not.toMatch(/Sort/)
      expect(plan, sort).toMatch(/Sort Key/)
    }
  })

  it('answers searches for common and rare words alike through the API', async () => {
    // Every generated bio says "Coach": too common to go text first.
    const common = await t.app.inject({
      method: 'GET',
      url: '/api/trainers?q=coach&city=City12&sort=newest&limit=5',
    })
    expect(common.statusCode).toBe(200)
    const page = common.json() as { data: { city: string; bio: { en: string } }[]; nextCursor: string }
    expect(page.data).toHaveLength(5)
    for (const card of page.data) {
      expect(card.city).toMatch(/^City12/)
      expect(card.bio.en).toMatch(/^Coach /)
    }
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/trainers?q=coach&city=City12&sort=newest&limit=5&cursor=${page.nextCursor}`,
    })
    expect(next.statusCode).toBe(200)
    expect(next.json().data).toHaveLength(5)

    const res = await t.app.inject({ method: 'GET', url: '/api/trainers?q=Surname123&city=City12&limit=50' })
    expect(res.statusCode).toBe(200)
    const cards = res.json().data as { lastName: string; city: string }[]
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      expect(card.lastName).toBe('Surname123')
      expect(card.city).toMatch(/^City12/)
    }
  })
})
