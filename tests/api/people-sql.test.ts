// The person rules written in SQL for answers PostgreSQL writes itself (db/people.ts) give what
// their TS forms give, row for row.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { avatarUrl, avatarUrlSql, displayNameSql } from '#server/db/people.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { displayName } from '#shared/people.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const CASES: { first: string; last: string; url: string | null; updated: string | null }[] = [
  { first: 'Anna', last: '', url: null, updated: null },
  { first: 'Anna', last: 'Petrova', url: '', updated: '2026-03-29T01:02:03.456Z' },
  {
    first: 'Ольга',
    last: 'Смирнова',
    url: 'https://cdn.example.com/a.png',
    updated: '2026-03-29T01:02:03.456Z',
  },
  { first: 'Igor', last: 'Ivanov', url: '/uploads/avatars/a.webp', updated: null },
  // Microseconds are stored; both forms count whole milliseconds.
  { first: 'Igor', last: 'Ivanov', url: '/uploads/avatars/b.webp', updated: '2026-10-25T00:59:59.999999Z' },
  { first: 'Igor', last: 'Ivanov', url: '/uploads/avatars/c.webp', updated: '1999-12-31T23:59:59.5Z' },
]

describe('people rules in SQL', () => {
  it('name a person and draw the avatar link as the TS rules do', async () => {
    for (const c of CASES) {
      const { rows } = await t.database.db.execute<{
        name: string
        avatar: string
        updated: string | null
      }>(sql`
        select ${displayNameSql('p')} as name, ${avatarUrlSql('p')} as avatar,
               ${isoTime(sql`p.avatar_updated_at`)} as updated
        from (select ${c.first}::text as first_name, ${c.last}::text as last_name,
                     ${c.url}::text as avatar_url, ${c.updated}::timestamptz as avatar_updated_at) p`)
      const row = rows[0]!
      expect(row.name).toBe(displayName(c.first, c.last))
      expect(row.avatar).toBe(avatarUrl(c.url, row.updated ? new Date(row.updated) : null))
    }
  })
})
