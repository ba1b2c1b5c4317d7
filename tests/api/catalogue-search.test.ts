import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPECIALIZATIONS, TRAINER_SORTS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { bearer, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { insertTrainers, type TrainerFixture } from './catalogue-fixtures.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
})

afterAll(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

/** A city no other test uses, so that a test sees only its own trainers. */
const newCity = () => `Town${randomBytes(4).toString('hex')}`

async function search(params: Record<string, string | number>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
  const res = await get(`/api/trainers?${query}`, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    status: string
    data: { id: string; [key: string]: unknown }[]
    nextCursor: string | null
  }
}

const idsOf = async (params: Record<string, string | number>) => (await search(params)).data.map((c) => c.id)

describe('text search', () => {
  it('finds trainers by name, bio and specialization, in English and Russian', async () => {
    const city = newCity()
    const [svetlana, boris, alyona] = await insertTrainers(t, [
      {
        city,
        firstName: 'Svetlana',
        lastName: 'Orlova',
        specializations: ['yoga'],
        bioEn: 'Vinyasa flow for runners',
        bioRu: 'Виньяса для бегунов',
      },
      {
        city,
        firstName: 'Boris',
        lastName: 'Kim',
        specializations: ['boxing', 'martial_arts'],
        bioEn: 'Knockout conditioning',
      },
      { city, firstName: 'Алёна', lastName: 'Ершова', specializations: ['dance'], bioRu: 'Зумба и латина' },
    ])
    const cases: [string, string[]][] = [
      ['yoga', [svetlana!]],
      ['Йога', [svetlana!]],
      ['йог', [svetlana!]],
      ['svet', [svetlana!]],
      ['Orlova Svetlana', [svetlana!]],
      ['виньяса', [svetlana!]],
      ['runners', [svetlana!]],
      ['knockout', [boris!]],
      ['бокс', [boris!]],
      ['martial arts', [boris!]],
      ['единоборства', [boris!]],
      ['танцы', [alyona!]],
      ['dance', [alyona!]],
      // People type е for ё and the other way round.
      ['Алена', [alyona!]],
      ['ерш', [alyona!]],
      ['зумба', [alyona!]],
      ['nobody-like-this', []],
    ]
    for (const [q, expected] of cases) {
      expect((await idsOf({ q, city })).sort(), q).toEqual([...expected].sort())
    }
  })

  it('ignores a query without letters or digits, and treats tsquery syntax as plain text', async () => {
    const city = newCity()
    const ids = await insertTrainers(t, [{ city }, { city }])
    expect((await idsOf({ q: '!!! ---', city })).sort()).toEqual([...ids].sort())
    expect(await idsOf({ q: "yoga & !(strength) | 'x':*", city })).toEqual([])
  })
})

describe('the text index', () => {
  it('takes each write into the index itself, so that no search reads a pending list (decision 0049)', async () => {
    const { rows } = await sql(
      `select c.reloptions from pg_class c where c.relname = 'trainer_profiles_search_idx' and c.relkind = 'i'`,
    )
    expect(rows).toEqual([{ reloptions: ['fastupdate=false'] }])
  })
})

describe('filters', () => {
  it('filters by specialization, city, format, price range and minimum rating', async () => {
    const city = newCity()
    const [yogaGym, yogaOnline, pilates, cheap, noPrice, topRated] = await insertTrainers(t, [
      { city, specializations: ['yoga'], formats: ['gym'], priceFrom: 200_000, ratingAvg: 4.2 },
      {
        city,
        specializations: ['yoga', 'stretching'],
        formats: ['online'],
        priceFrom: 150_000,
        ratingAvg: 3.5,
      },
      { city, specializations: ['pilates'], formats: ['gym', 'client_place'], priceFrom: 300_000 },
      { city, specializations: ['strength'], formats: ['gym'], priceFrom: 50_000, ratingAvg: 4.9 },
      { city, specializations: ['strength'], formats: ['online'], priceFrom: null },
      { city, specializations: ['yoga'], formats: ['client_place'], priceFrom: 500_000, ratingAvg: 5 },
    ])
    const sorted = (ids: (string | undefined)[]) => (ids as string[]).sort()
    const cases: [Record<string, string | number>, (string | undefined)[]][] = [
      [{}, [yogaGym, yogaOnline, pilates, cheap, noPrice, topRated]],
      [{ specialization: 'yoga' }, [yogaGym, yogaOnline, topRated]],
      [{ specialization: 'stretching' }, [yogaOnline]],
      [{ format: 'gym' }, [yogaGym, pilates, cheap]],
      [{ format: 'client_place' }, [pilates, topRated]],
      [{ priceMin: 200_000 }, [yogaGym, pilates, topRated]],
      [{ priceMax: 150_000 }, [yogaOnline, cheap]],
      [{ priceMin: 150_000, priceMax: 300_000 }, [yogaGym, yogaOnline, pilates]],
      [{ priceMin: 0, priceMax: 0 }, []],
      [{ minRating: 4 }, [yogaGym, cheap, topRated]],
      [{ minRating: 4.5 }, [cheap, topRated]],
      [{ minRating: 5 }, [topRated]],
      [{ specialization: 'yoga', format: 'gym', priceMax: 250_000, minRating: 4 }, [yogaGym]],
    ]
    for (const [filters, expected] of cases) {
      expect(sorted(await idsOf({ city, ...filters })), JSON.stringify(filters)).toEqual(sorted(expected))
    }
  })

  it('matches the city without regard to case, by part of its name, with wildcards taken literally', async () => {
    const token = randomBytes(4).toString('hex')
    const [spb, msk, odd] = await insertTrainers(t, [
      { city: `Saint Petersburg ${token}` },
      { city: `Moscow ${token}` },
      { city: `Under_score%${token}` },
    ])
    expect(await idsOf({ city: `saint petersburg ${token}` })).toEqual([spb])
    expect(await idsOf({ city: `MOSCOW ${token}` })).toEqual([msk])
    expect((await idsOf({ city: token })).sort()).toEqual([spb, msk, odd].sort())
    expect(await idsOf({ city: `_score%${token}` })).toEqual([odd])
    // As wildcards these would match the others.
    expect(await idsOf({ city: `Moscow_${token}` })).toEqual([])
    expect(await idsOf({ city: `Saint%${token}` })).toEqual([])
  })

  it('finds a listed city by its name in either language or an alias, and keeps unlisted text as typed', async () => {
    const word = `w${randomBytes(4).toString('hex')}`
    const [english, russian, alias, elsewhere] = await insertTrainers(t, [
      { city: 'Kaliningrad', bioEn: word },
      { city: 'Калининград', bioRu: word },
      { city: 'Saint Petersburg', bioEn: word },
      { city: 'Zelenogradsk', bioEn: word },
    ])
    const both = [english, russian].sort()
    expect((await idsOf({ q: word, city: 'Калининград' })).sort()).toEqual(both)
    expect((await idsOf({ q: word, city: 'kaliningrad' })).sort()).toEqual(both)
    // The beginning of either name is enough.
    expect((await idsOf({ q: word, city: 'калинин' })).sort()).toEqual(both)
    expect(await idsOf({ q: word, city: 'Питер' })).toEqual([alias])
    expect(await idsOf({ q: word, city: 'Zelenogradsk' })).toEqual([elsewhere])
  })
})

describe('sorting', () => {
  let city: string
  let ids: Record<string, string>

  beforeAll(async () => {
    city = newCity()
    const day = 86_400_000
    const fixtures: [string, TrainerFixture][] = [
      [
        'a',
        {
          ratingAvg: 4.8,
          reviewsCount: 10,
          priceFrom: 300_000,
          experienceYears: 3,
          createdAt: new Date(clock.nowMs() - 5 * day),
        },
      ],
      [
        'b',
        {
          ratingAvg: 4.8,
          reviewsCount: 25,
          priceFrom: 100_000,
          experienceYears: 12,
          createdAt: new Date(clock.nowMs() - 1 * day),
        },
      ],
      [
        'c',
        {
          ratingAvg: 3.1,
          reviewsCount: 2,
          priceFrom: 200_000,
          experienceYears: 7,
          createdAt: new Date(clock.nowMs() - 3 * day),
        },
      ],
      [
        'd',
        {
          ratingAvg: null,
          priceFrom: null,
          experienceYears: 20,
          createdAt: new Date(clock.nowMs() - 10 * day),
        },
      ],
      [
        'e',
        {
          ratingAvg: 1,
          reviewsCount: 1,
          priceFrom: 50_000,
          experienceYears: 0,
          createdAt: new Date(clock.nowMs() - 2 * day),
        },
      ],
    ]
    const inserted = await insertTrainers(
      t,
      fixtures.map(([, f]) => ({ ...f, city })),
    )
    ids = Object.fromEntries(fixtures.map(([name], i) => [name, inserted[i]!]))
  })

  const order = async (sort: string) => {
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]))
    return (await idsOf({ city, sort })).map((id) => byId[id])
  }

  it('by rating: best first, more reviews first among equals, trainers without reviews last', async () => {
    expect(await order('rating')).toEqual(['b', 'a', 'c', 'e', 'd'])
    // rating is the default sort.
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]))
    expect((await idsOf({ city })).map((id) => byId[id])).toEqual(['b', 'a', 'c', 'e', 'd'])
  })

  it('by price, either way, trainers without a price last', async () => {
    expect(await order('price_asc')).toEqual(['e', 'b', 'c', 'a', 'd'])
    expect(await order('price_desc')).toEqual(['a', 'c', 'b', 'e', 'd'])
  })

  it('by experience and by newest', async () => {
    expect(await order('experience')).toEqual(['d', 'b', 'c', 'a', 'e'])
    expect(await order('newest')).toEqual(['b', 'e', 'c', 'a', 'd'])
  })

  it('answers cards with every field of the contract', async () => {
    const { data } = await search({ city, sort: 'price_asc', limit: 1 })
    expect(data[0]).toEqual({
      id: ids.e,
      firstName: 'Fixture',
      lastName: 'Trainer',
      avatar: '',
      city,
      specializations: ['strength'],
      formats: ['gym'],
      experienceYears: 0,
      priceFrom: 50_000,
      currency: 'RUB',
      rating: 1,
      reviewsCount: 1,
      bio: { en: '', ru: '' },
      isFavorite: false,
    })
  })
})

describe('pagination', () => {
  it.each(TRAINER_SORTS)(
    'walks every page of %s without duplicates or gaps while new trainers join',
    async (sort) => {
      const city = newCity()
      // Few distinct values, so that many trainers tie on the sort key and the id decides.
      const fixture = (i: number): TrainerFixture => ({
        city,
        ratingAvg: i % 4 === 0 ? null : 3 + (i % 3) * 0.5,
        reviewsCount: i % 2,
        priceFrom: i % 5 === 0 ? null : 100_000 * (i % 3),
        experienceYears: i % 4,
        createdAt: new Date(clock.nowMs() - (i % 3) * 60_000),
      })
      const originals = await insertTrainers(
        t,
        Array.from({ length: 23 }, (_, i) => fixture(i)),
      )
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const page = await search({ city, sort, limit: 4, ...(cursor ? { cursor } : {}) })
        seen.push(...page.data.map((c) => c.id))
        cursor = page.nextCursor
        pages += 1
        // Others join between two page loads, anywhere in the order.
        await insertTrainers(t, [fixture(pages * 7), fixture(pages * 7 + 1)])
        expect(pages).toBeLessThan(40)
      } while (cursor)
      expect(new Set(seen).size).toBe(seen.length)
      for (const id of originals) expect(seen).toContain(id)
    },
  )

  it('ends with a null cursor, and a page size of 1 to 50', async () => {
    const city = newCity()
    await insertTrainers(t, [{ city }, { city }, { city }])
    const first = await search({ city, limit: 2 })
    expect(first.data).toHaveLength(2)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await search({ city, limit: 2, cursor: first.nextCursor! })
    expect(second.data).toHaveLength(1)
    expect(second.nextCursor).toBeNull()
    const exact = await search({ city, limit: 3 })
    expect(exact.data).toHaveLength(3)
    expect(exact.nextCursor).toBeNull()
  })

  it('refuses a cursor that is not one of ours, or that belongs to another sort', async () => {
    const city = newCity()
    await insertTrainers(t, [{ city }, { city }])
    const { nextCursor } = await search({ city, limit: 1, sort: 'rating' })
    const forge = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    const bad = [
      'not a cursor',
      'abc',
      forge({ o: 'rating', k: ['4.5'], id: 'x' }),
      forge({ o: 'rating', k: ['x', 1], id: '00000000-0000-4000-8000-000000000000' }),
      forge({ o: 'newest', k: ['2026-13-45T99:00:00.000000Z'], id: '00000000-0000-4000-8000-000000000000' }),
      forge({ o: 'price_asc', k: [1.5], id: '00000000-0000-4000-8000-000000000000' }),
      forge([1, 2, 3]),
      forge(null),
    ]
    for (const cursor of bad) {
      const res = await get(`/api/trainers?cursor=${encodeURIComponent(cursor)}`)
      expect(res.statusCode, cursor).toBe(400)
      expect(res.json(), cursor).toMatchObject({
        status: 'error',
        code: 'validation_error',
        message: MESSAGES.cursorInvalid,
        fields: { cursor: MESSAGES.cursorInvalid },
      })
    }
    const otherSort = await get(`/api/trainers?sort=newest&cursor=${nextCursor}`)
    expect(otherSort.statusCode).toBe(400)
    expect(otherSort.json().fields).toEqual({ cursor: MESSAGES.cursorInvalid })
    const tooLong = await get(`/api/trainers?cursor=${'a'.repeat(301)}`)
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields).toHaveProperty('cursor')
  })
})

describe('validation', () => {
  it('refuses every bad filter with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['specialization=karate', 'specialization'],
      ['specialization=', 'specialization'],
      ['format=boat', 'format'],
      ['priceMin=-1', 'priceMin'],
      ['priceMin=abc', 'priceMin'],
      ['priceMin=1.5', 'priceMin'],
      ['priceMax=100000001', 'priceMax'],
      ['priceMin=500&priceMax=100', 'priceMax'],
      ['minRating=0', 'minRating'],
      ['minRating=5.5', 'minRating'],
      ['minRating=great', 'minRating'],
      ['sort=cheapest', 'sort'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=ten', 'limit'],
      [`q=${'x'.repeat(101)}`, 'q'],
      [`city=${'x'.repeat(81)}`, 'city'],
      ['city=%00Moscow', 'city'],
      ['city=Moscow&city=Kazan', 'city'],
    ]
    for (const [query, field] of cases) {
      const res = await get(`/api/trainers?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toMatchObject({ status: 'error', code: 'validation_error' })
      expect(Object.keys(res.json().fields), query).toEqual([field])
    }
    expect((await get('/api/trainers?priceMin=500&priceMax=100')).json().fields.priceMax).toBe(
      MESSAGES.priceRange,
    )
  })
})

describe('who appears', () => {
  it('never shows blocked accounts, blocked trainers, former trainers or trainers without a profile', async () => {
    const city = newCity()
    const [visible, blocked, trainerBlocked, former] = await insertTrainers(t, [
      { city, firstName: 'Visible' },
      { city, firstName: 'Blocked' },
      { city, firstName: 'TrainerBlocked' },
      { city, firstName: 'Former' },
    ])
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [blocked])
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [trainerBlocked])
    await sql(`delete from user_roles where user_id = $1`, [former])
    // A trainer without a profile has nothing to show.
    const { rows } = await sql(
      `insert into users (email, first_name) values ($1, 'NoProfile') returning id`,
      [`np.${randomBytes(4).toString('hex')}@example.test`],
    )
    await sql(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [rows[0].id])
    expect(await idsOf({ city })).toEqual([visible])
    for (const q of ['Blocked', 'TrainerBlocked', 'Former', 'NoProfile']) {
      expect(await idsOf({ q }), q).toEqual([])
    }
    for (const id of [blocked, trainerBlocked, former, rows[0].id]) {
      const details = await get(`/api/trainers/${id}`)
      expect(details.statusCode).toBe(404)
      expect(details.json()).toMatchObject({
        status: 'error',
        code: 'not_found',
        message: MESSAGES.trainerNotFound,
      })
    }
  })
})

describe('favorites in the results', () => {
  it('marks the caller’s favorites; a guest sees none', async () => {
    const city = newCity()
    const [liked, other] = await insertTrainers(t, [{ city }, { city }])
    const student = await registerAccount(t)
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/favorites/${liked}`, headers: bearer(student.token) }))
        .statusCode,
    ).toBe(200)
    const mine = await search({ city }, bearer(student.token))
    expect(Object.fromEntries(mine.data.map((c) => [c.id, c.isFavorite]))).toEqual({
      [liked!]: true,
      [other!]: false,
    })
    const guest = await search({ city })
    expect(guest.data.every((c) => c.isFavorite === false)).toBe(true)
  })

  it('answers a bad token with 401 rather than quietly as a guest', async () => {
    const res = await get('/api/trainers', bearer('not-a-token'))
    expect(res.statusCode).toBe(401)
    expect(
      (await get('/api/trainers/00000000-0000-4000-8000-000000000000', bearer('x.y.z'))).statusCode,
    ).toBe(401)
  })
})

describe('GET /api/services', () => {
  // The overview is cached for a minute per server, so this test has a server of its own.
  let own: TestApp
  beforeAll(async () => {
    own = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  })
  afterAll(async () => {
    await own.close()
  })

  it('lists every specialization with the number of visible trainers and their price range', async () => {
    const [swimmerA, swimmerB, hidden] = await insertTrainers(own, [
      { specializations: ['swimming'] },
      { specializations: ['swimming', 'cycling'] },
      { specializations: ['swimming'] },
    ])
    await own.database.pool.query(`update users set blocked_at = ${sqlNow()} where id = $1`, [hidden])
    const service = (trainer: string, price: number, active = true, currency = 'RUB') =>
      own.database.pool.query(
        `insert into services (trainer_id, title, specialization, format, duration_min, price, currency, active)
         values ($1, 'Swim', 'swimming', 'gym', 45, $2, $3, $4)`,
        [trainer, price, currency, active],
      )
    await service(swimmerA!, 310_000)
    await service(swimmerB!, 90_000)
    await service(swimmerB!, 10_000, false)
    await service(hidden!, 1_000)
    await service(swimmerA!, 5_000, true, 'EUR')
    const res = await own.app.inject({ method: 'GET', url: '/api/services' })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { specialization: string }[]
    expect(data.map((d) => d.specialization)).toEqual([...SPECIALIZATIONS])
    const bySpecialization = Object.fromEntries(data.map((d) => [d.specialization, d]))
    expect(bySpecialization.swimming).toEqual({
      specialization: 'swimming',
      trainerCount: 2,
      priceMin: 90_000,
      priceMax: 310_000,
      currency: 'RUB',
    })
    expect(bySpecialization.cycling).toEqual({
      specialization: 'cycling',
      trainerCount: 1,
      priceMin: null,
      priceMax: null,
      currency: 'RUB',
    })
    expect(bySpecialization.nutrition).toMatchObject({ trainerCount: 0, priceMin: null, priceMax: null })
  })
})
