import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { type Cursor, decodeCursor, encodeCursor, type KeyKind } from '#server/db/cursor.ts'
import { likeContaining } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { TrainerCard, trainerSearchQuery } from '#shared/api/catalogue.ts'
import type { TrainerSort } from '#shared/catalogue.ts'
import { citySearchTerms } from '#shared/cities.ts'
import { cardColumns, cardRow, toCard, VISIBLE_TRAINER } from './trainer-cards.ts'

type SearchQuery = z.output<typeof trainerSearchQuery>

interface SortKey {
  /** The expression the index of this sort is built on (src/server/db/schema.ts). */
  expression: SQL
  kind: KeyKind
}

/**
 * Each sort is a keyset over its keys plus the id, all in one direction, so that a page starts
 * strictly after the previous page's last row: no duplicates or gaps while trainers are added.
 */
const SORTS: Record<TrainerSort, { keys: SortKey[]; direction: 'asc' | 'desc' }> = {
  rating: {
    keys: [
      { expression: sql`coalesce(tp.rating_avg, 0)`, kind: 'decimal' },
      { expression: sql`tp.reviews_count`, kind: 'int' },
    ],
    direction: 'desc',
  },
  price_asc: {
    keys: [{ expression: sql`coalesce(tp.price_from, 2147483647)`, kind: 'int' }],
    direction: 'asc',
  },
  price_desc: { keys: [{ expression: sql`coalesce(tp.price_from, -1)`, kind: 'int' }], direction: 'desc' },
  experience: { keys: [{ expression: sql`tp.experience_years`, kind: 'int' }], direction: 'desc' },
  newest: { keys: [{ expression: sql`tp.created_at`, kind: 'timestamp' }], direction: 'desc' },
}

/** The key as the cursor carries it: exact, so that the comparison is exact too. */
function keyOutput(key: SortKey): SQL {
  switch (key.kind) {
    case 'decimal':
      return sql`${key.expression}::text`
    case 'timestamp':
      return sql`to_char(${key.expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    default:
      return key.expression
  }
}

function keyParameter(value: string | number, kind: KeyKind): SQL {
  switch (kind) {
    case 'decimal':
      return sql`${value}::numeric`
    case 'timestamp':
      return sql`${value}::timestamptz`
    default:
      return sql`${value}::int`
  }
}

/**
 * The words of a search as a prefix query: every word must start a word of the document, so
 * that 'yog' finds yoga while typing. Only letters and digits reach to_tsquery.
 */
export function prefixQuery(text: string): string | undefined {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll('ё', 'е')
    .match(/[\p{L}\p{N}]+/gu)
  if (!words) return undefined
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ')
}

/**
 * A city typed in either language finds the trainers who wrote it in the other (cities as data,
 * decision 0041): one ILIKE per spelling, OR-ed so that the trigram index serves each of them.
 */
function cityFilter(typed: string): SQL {
  const terms = citySearchTerms(typed).slice(0, 16)
  if (terms.length === 0) return sql`true`
  return sql`(${sql.join(
    terms.map((term) => sql`tp.city ilike ${likeContaining(term)}`),
    sql` or `,
  )})`
}

/** Above every price the contract accepts and below the price sorts' sentinel for "no price". */
const PRICE_CEILING = 2147483646

function filtersOf(query: SearchQuery, words: string | undefined, rareWords: boolean): SQL[] {
  const filters: SQL[] = [VISIBLE_TRAINER]
  // With rare words the text condition sits in the fenced subquery of searchStatement instead.
  if (words && !rareWords) filters.push(sql`tp.search @@ to_tsquery('simple', ${words})`)
  if (query.specialization) filters.push(sql`tp.specializations @> array[${query.specialization}]::text[]`)
  if (query.city) filters.push(cityFilter(query.city))
  if (query.format) filters.push(sql`tp.formats @> array[${query.format}]::trainer_format[]`)
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    // Under a price sort, the range is written on that sort's key (which equals price_from for
    // any trainer with a price), so that one index scan both filters and orders.
    const sortKey =
      query.sort === 'price_asc' || query.sort === 'price_desc' ? SORTS[query.sort].keys[0]! : undefined
    filters.push(
      sql`${sortKey?.expression ?? sql`tp.price_from`} between ${query.priceMin ?? 0} and ${query.priceMax ?? PRICE_CEILING}`,
    )
  }
  // Written on the rating sort's key, so that its index serves the filter too.
  if (query.minRating !== undefined) filters.push(sql`coalesce(tp.rating_avg, 0) >= ${query.minRating}`)
  return filters
}

/**
 * Fewer matching documents than this (estimated) and the search goes text first. The planner
 * cannot tell a word nobody uses from a common one in a prefix query (it assumes at least 0.5%
 * of the rows match), so for a rare word it would walk the whole sort index (decision 0008).
 */
export const RARE_WORDS_LIMIT = 1000
/** Rows a sample reads to estimate how many documents match: a few milliseconds at any size. */
const SAMPLE_ROWS = 2000

const sampleRow = z.object({ hits: z.number(), sampled: z.number(), total: z.number() })

async function wordsAreRare(db: Executor, words: string): Promise<boolean> {
  const sample = await queryRow(
    db,
    sampleRow,
    sql`
    with size as (
      select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'trainer_profiles'::regclass
    )
    select count(*) filter (where search @@ to_tsquery('simple', ${words}))::float8 as hits,
           count(*)::float8 as sampled, (select rows from size) as total
    from trainer_profiles tablesample system (
      (select least(100, ${SAMPLE_ROWS * 100} / greatest(rows, 1))::float4 from size)
    ) repeatable (0)`,
  )
  const { hits, sampled, total } = sample ?? { hits: 0, sampled: 0, total: 0 }
  // A table never analyzed says 0 rows; then the sample was all of it.
  const estimate = sampled === 0 ? 0 : (hits / sampled) * Math.max(total, sampled)
  return estimate < RARE_WORDS_LIMIT
}

/**
 * The SQL of one page of GET /api/trainers: ids and cursor keys, limit + 1 rows. With rare
 * words, the matching documents are found first from the text index and sorted, then the other
 * conditions are checked in that order until the page is full.
 */
export function searchStatement(query: SearchQuery, options: { rareWords?: boolean } = {}): SQL {
  const sort = SORTS[query.sort]
  const words = query.q ? prefixQuery(query.q) : undefined
  const rareWords = Boolean(words && options.rareWords)
  const filters = filtersOf(query, words, rareWords)
  if (query.cursor) {
    const cursor = decodeCursor(
      query.cursor,
      query.sort,
      sort.keys.map((k) => k.kind),
    )
    const left = sql.join([...sort.keys.map((k) => k.expression), sql`tp.user_id`], sql`, `)
    const right = sql.join(
      [...sort.keys.map((k, i) => keyParameter(cursor.keys[i]!, k.kind)), sql`${cursor.id}::uuid`],
      sql`, `,
    )
    filters.push(sort.direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`)
  }
  const direction = sort.direction === 'desc' ? sql`desc` : sql`asc`
  const orderOf = (keys: SQL[]) =>
    sql.join([...keys.map((k) => sql`${k} ${direction}`), sql`tp.user_id ${direction}`], sql`, `)
  const keyColumns = sql.join(
    sort.keys.map((k, i) => sql`${keyOutput(k)} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  )
  // With rare words the matching documents come first from the text index, in the sort's order
  // (a subquery that OFFSET 0 keeps the planner from pulling up into an index walk), their sort
  // keys as columns so that the outer query keeps that order rather than sorting again. The rest
  // of the conditions, the trainer's visibility among them (two index probes a row), are then
  // checked in that order only until the page is full, not on every match (decision 0033,
  // sixth addendum: 252 matches of two common names at 100,000 trainers, 4.9 → 2.8 ms).
  const sortColumns = sort.keys.map((_, i) => sql.identifier(`sort_key_${i}`))
  const profiles = rareWords
    ? sql`(select tp.*, ${sql.join(
        sort.keys.map((k, i) => sql`${k.expression} as ${sortColumns[i]}`),
        sql`, `,
      )}
      from trainer_profiles tp
      where tp.search @@ to_tsquery('simple', ${words})
      order by ${orderOf(sort.keys.map((k) => k.expression))}
      offset 0)`
    : sql`trainer_profiles`
  const orderKeys = rareWords ? sortColumns.map((c) => sql`tp.${c}`) : sort.keys.map((k) => k.expression)
  return sql`
    select tp.user_id as id, ${keyColumns}
    from ${profiles} tp join users u on u.id = tp.user_id
    where ${sql.join(filters, sql` and `)}
    order by ${orderOf(orderKeys)}
    limit ${query.limit + 1}`
}

/**
 * A row of the page with its card: the card's columns, its place on the page (`pos`) and the sort
 * keys k0, k1… (ints as numbers, decimals and timestamps as exact text). Made once (a schema
 * built per request is compiled per request).
 */
const pageCardRow = cardRow.extend({ pos: z.number() }).catchall(z.union([z.string(), z.number()]))

export async function searchTrainers(
  db: Executor,
  query: SearchQuery,
  viewerId: string | null,
): Promise<{ data: TrainerCard[]; nextCursor: string | null }> {
  const words = query.q ? prefixQuery(query.q) : undefined
  const rareWords = words ? await wordsAreRare(db, words) : false
  const sort = SORTS[query.sort]
  const keys = sort.keys.map((_, i) => sql`p.${sql.identifier(`k${i}`)}`)
  // The page and its cards in one round trip: the page's statement as it is (its plans are
  // decision 0008's), numbered in its order, then each id's card.
  // Not a named statement: the plans of decision 0008 depend on the values (a rare word, a narrow
  // filter), and a generic plan made one filter 40 times slower at 100,000 trainers (0033).
  const rows = await queryRows(
    db,
    pageCardRow,
    sql`select p.pos, ${sql.join(keys, sql`, `)}, ${cardColumns(viewerId)}
        from (select s.*, (row_number() over ())::int as pos
              from (${searchStatement(query, { rareWords })}) s) p
        join trainer_profiles tp on tp.user_id = p.id
        join users u on u.id = tp.user_id
        order by p.pos`,
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const next: Cursor | undefined =
    rows.length > query.limit && last
      ? {
          order: query.sort,
          keys: sort.keys.map((k, i) => {
            const value = last[`k${i}`]
            return k.kind === 'int' ? Number(value) : String(value)
          }),
          id: last.id,
        }
      : undefined
  return { data: page.map(toCard), nextCursor: next ? encodeCursor(next) : null }
}
