// The catalogue's pages are kept in memory while its version holds (decision 0033, fifth
// addendum). Every write to what a card shows, or to whom the catalogue shows, must change the
// version: each path here writes, then reads the page a kept answer would have served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pruneCatalogueChanges } from '#server/modules/catalogue/index.ts'
import { type Account, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller } from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

interface Card {
  id: string
  firstName: string
  lastName: string
  city: string
  isFavorite: boolean
}

/** The catalogue's first page of trainers named `name`, as `as` (a guest when absent) sees it. */
async function cards(name: string, as?: Account): Promise<Card[]> {
  const res = await call('GET', `/api/trainers?q=${encodeURIComponent(name)}`, as)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Card[]
}

/** A write that no trigger sees: what a kept page would show if the version did not change. */
async function writeUnseen(text: string, params: unknown[]) {
  const client = await t.database.pool.connect()
  try {
    await client.query('begin')
    await client.query('set local session_replication_role = replica')
    await client.query(text, params)
    await client.query('commit')
  } finally {
    client.release()
  }
}

describe('the kept pages of the catalogue', () => {
  it('are served while nothing they show changes, and the pruning keeps them', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Zlata' })
    expect((await cards('Zlata')).map((c) => c.city)).toEqual(['Moscow'])
    await writeUnseen(`update trainer_profiles set city = 'Unseen' where user_id = $1`, [trainer.id])
    expect((await cards('Zlata'))[0]!.city).toBe('Moscow')
    await pruneCatalogueChanges(t.database.db)
    expect((await cards('Zlata'))[0]!.city).toBe('Moscow')
    await sql(`update trainer_profiles set experience_years = experience_years + 1 where user_id = $1`, [
      trainer.id,
    ])
    expect((await cards('Zlata'))[0]!.city).toBe('Unseen')
  })

  it('follow a new trainer, a trainer’s profile and name, and the blocks and the role', async () => {
    const first = await registerTrainer(t, { firstName: 'Yarina' })
    expect(await cards('Yarina')).toHaveLength(1)
    const second = await registerTrainer(t, { firstName: 'Yarina' })
    expect(await cards('Yarina')).toHaveLength(2)

    const renamed = await call('PATCH', '/api/user/profile', first, { lastName: 'Belova' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await cards('Yarina')).find((c) => c.id === first.id)!.lastName).toBe('Belova')

    await sql('update users set trainer_blocked_at = now() where id = $1', [second.id])
    expect((await cards('Yarina')).map((c) => c.id)).toEqual([first.id])
    await sql('update users set trainer_blocked_at = null where id = $1', [second.id])
    expect(await cards('Yarina')).toHaveLength(2)

    await sql(`delete from user_roles where user_id = $1 and role = 'trainer'`, [second.id])
    expect((await cards('Yarina')).map((c) => c.id)).toEqual([first.id])
    await sql(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [second.id])
    expect(await cards('Yarina')).toHaveLength(2)

    await sql('delete from users where id = $1', [second.id])
    expect((await cards('Yarina')).map((c) => c.id)).toEqual([first.id])
  })

  it('are kept per viewer, and follow the viewer’s favorites', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Xenia' })
    const student = await registerAccount(t, { firstName: 'Fan' })
    expect((await cards('Xenia', student))[0]!.isFavorite).toBe(false)
    const added = await call('PUT', `/api/favorites/${trainer.id}`, student)
    expect(added.statusCode, added.body).toBe(200)
    expect((await cards('Xenia', student))[0]!.isFavorite).toBe(true)
    // The guest's page and another viewer's are their own.
    expect((await cards('Xenia'))[0]!.isFavorite).toBe(false)
    expect((await cards('Xenia', await registerAccount(t)))[0]!.isFavorite).toBe(false)
    const removed = await call('DELETE', `/api/favorites/${trainer.id}`, student)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await cards('Xenia', student))[0]!.isFavorite).toBe(false)
  })

  it('see a change that commits after a later one (the version counts, it does not take the highest)', async () => {
    const slowOne = await registerTrainer(t, { firstName: 'Vasilisa' })
    const fastOne = await registerTrainer(t, { firstName: 'Vasilisa' })
    const slow = await t.database.pool.connect()
    try {
      await slow.query('begin')
      await slow.query(`update trainer_profiles set city = 'Slow' where user_id = $1`, [slowOne.id])
      await sql(`update trainer_profiles set city = 'Fast' where user_id = $1`, [fastOne.id])
      expect((await cards('Vasilisa')).map((c) => c.city).sort()).toEqual(['Fast', 'Moscow'])
      await slow.query('commit')
      expect((await cards('Vasilisa')).map((c) => c.city).sort()).toEqual(['Fast', 'Slow'])
    } finally {
      slow.release()
    }
  })
})
