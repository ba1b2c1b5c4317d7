// The admin's finances (issues 16 and 17, decision 0036): paid turnover — a refunded payment is
// no longer `paid` and so counts nowhere — by month, trainer and purpose, never adding up
// different currencies; and every receipt with filters. Read-only over money's tables.
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { isoTime, likeContaining, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  type AdminReceipt,
  type adminReceiptsQuery,
  type FinanceGrouping,
  type Finances,
  type financesQuery,
  PLATFORM_SELLER,
  RECEIPTS_PAGE_SIZE,
} from '#shared/api/finances.ts'
import { PAYMENT_METHODS, PAYMENT_PURPOSES, receiptNumber } from '#shared/api/money.ts'
import { DEFAULT_TIME_ZONE } from '#shared/constants.ts'
import { isTimeZone } from '#shared/zoned-format.ts'

const n = z.coerce.number()
const money = { currency: z.string(), amount: n, count: n }
const PLATFORM_NAME = 'Trainly'
const PRESET_MONTHS = { month: 1, quarter: 3, year: 12 } as const

export const zoneOr = (zone: string | null | undefined) =>
  zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE

/** The period's first and last days ('YYYY-MM-DD', in `zone`): the dates given, or the preset's. */
async function periodOf(db: Db, zone: string, q: z.output<typeof financesQuery>) {
  const now = sqlNow()
  const unit = q.preset
  const row = await queryRow(
    db,
    z.object({ from: z.string(), to: z.string(), today: z.string() }),
    sql`select to_char(${now} at time zone ${zone}, 'YYYY-MM-DD') as today,
               to_char(date_trunc(${unit}, ${now} at time zone ${zone}), 'YYYY-MM-DD') as from,
               to_char(date_trunc(${unit}, ${now} at time zone ${zone})
                 + make_interval(months => ${PRESET_MONTHS[unit]}) - interval '1 day', 'YYYY-MM-DD') as to`,
  )
  if (!q.from && !q.to) return { from: row!.from, to: row!.to }
  // One end given: the other is the start of its year, or today.
  const from = q.from ?? `${q.to!.slice(0, 4)}-01-01`
  const to = q.to ?? [row!.today, from].sort().at(-1)!
  return { from, to }
}

export async function financesOf(db: Db, zone: string, q: z.output<typeof financesQuery>): Promise<Finances> {
  const { from, to } = await periodOf(db, zone, q)
  const paid = sql`p.status = 'paid'
    and (p.paid_at at time zone ${zone}) >= ${from}::date
    and (p.paid_at at time zone ${zone}) < ${to}::date + 1`
  const [totals, months, trainers, purposes] = await Promise.all([
    queryRows(
      db,
      z.object(money),
      sql`select p.currency, sum(p.amount) as amount, count(*) as count from payments p
          where ${paid} group by p.currency order by p.currency`,
    ),
    queryRows(
      db,
      z.object({ month: z.string(), ...money }),
      sql`select to_char(p.paid_at at time zone ${zone}, 'YYYY-MM') as month, p.currency,
                 sum(p.amount) as amount, count(*) as count
          from payments p where ${paid} group by 1, 2 order by 1, 2`,
    ),
    queryRows(
      db,
      z.object({ trainer_id: z.string().nullable(), name: z.string().nullable(), ...money }),
      sql`select p.recipient_id as trainer_id, max(${displayNameSql('u')}) as name, p.currency,
                 sum(p.amount) as amount, count(*) as count
          from payments p left join users u on u.id = p.recipient_id
          where ${paid} group by p.recipient_id, p.currency order by sum(p.amount) desc, 2, 3`,
    ),
    queryRows(
      db,
      z.object({ purpose: z.enum(PAYMENT_PURPOSES), ...money }),
      sql`select p.purpose::text as purpose, p.currency, sum(p.amount) as amount, count(*) as count
          from payments p where ${paid} group by 1, 2 order by 1, 2`,
    ),
  ])
  return {
    from,
    to,
    totals,
    months,
    trainers: trainers.map(({ trainer_id, name, ...rest }) => ({
      trainerId: trainer_id,
      name: trainer_id ? name || '—' : PLATFORM_NAME,
      ...rest,
    })),
    purposes,
  }
}

/** The CSV of one grouping: a header and a row per group and currency. */
export function financesCsv(f: Finances, group: FinanceGrouping): string[][] {
  const tail = (r: { currency: string; amount: number; count: number }) => [
    r.currency,
    String(r.amount),
    String(r.count),
  ]
  const head = ['currency', 'amount_minor_units', 'payments']
  if (group === 'trainer')
    return [
      ['trainer_id', 'trainer', ...head],
      ...f.trainers.map((r) => [r.trainerId ?? PLATFORM_SELLER, r.name, ...tail(r)]),
    ]
  if (group === 'purpose') return [['purpose', ...head], ...f.purposes.map((r) => [r.purpose, ...tail(r)])]
  return [['month', ...head], ...f.months.map((r) => [r.month, ...tail(r)])]
}

/** Paid turnover of the calendar month that contains now (in `zone`), per currency. */
export async function revenueThisMonth(db: Db, zone: string) {
  const now = sqlNow()
  return queryRows(
    db,
    z.object({ currency: z.string(), amount: n }),
    sql`select p.currency, sum(p.amount) as amount from payments p
        where p.status = 'paid'
          and date_trunc('month', p.paid_at at time zone ${zone}) = date_trunc('month', ${now} at time zone ${zone})
        group by p.currency order by p.currency`,
  )
}

function receiptsWhere(zone: string, q: z.output<typeof adminReceiptsQuery>): SQL {
  const parts: SQL[] = [sql`true`]
  if (q.seller) parts.push(sql`r.seller_key = ${q.seller}`)
  if (q.from) parts.push(sql`(r.issued_at at time zone ${zone}) >= ${q.from}::date`)
  if (q.to) parts.push(sql`(r.issued_at at time zone ${zone}) < ${q.to}::date + 1`)
  if (q.q) {
    const like = likeContaining(q.q)
    parts.push(sql`(r.buyer_name ilike ${like} or coalesce(r.buyer_email, '') ilike ${like})`)
  }
  if (q.number) {
    const [year, sequence] = q.number.includes('-') ? q.number.split('-') : [null, q.number]
    parts.push(sql`r.number = ${Number(sequence)}`)
    if (year) parts.push(sql`r.year = ${Number(year)}`)
  }
  return sql.join(parts, sql` and `)
}

const receiptRow = z.object({
  id: z.string(),
  payment_id: z.string(),
  year: z.number(),
  number: z.number(),
  issued_at: z.string(),
  seller_id: z.string().nullable(),
  seller_name: z.string(),
  buyer_id: z.string().nullable(),
  buyer_name: z.string(),
  buyer_email: z.string().nullable(),
  total: z.number(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  refunded_at: z.string().nullable(),
})

/** Receipts newest first, filtered; `all` lifts paging (the CSV, up to 10 000 rows). */
export async function listReceipts(
  db: Db,
  zone: string,
  q: z.output<typeof adminReceiptsQuery>,
  all = false,
) {
  const where = receiptsWhere(zone, q)
  const limit = all ? 10_000 : RECEIPTS_PAGE_SIZE
  const offset = all ? 0 : (q.page - 1) * RECEIPTS_PAGE_SIZE
  const [rows, count, sellers] = await Promise.all([
    queryRows(
      db,
      receiptRow,
      sql`select r.id, r.payment_id, r.year, r.number, ${isoTime(sql`r.issued_at`)} as issued_at, r.seller_id,
                 r.seller_name, r.buyer_id, r.buyer_name, r.buyer_email, r.total, r.currency, r.method::text as method,
                 case when p.status = 'refunded' then ${isoTime(sql`p.refunded_at`)} end as refunded_at
          from receipts r join payments p on p.id = r.payment_id where ${where}
          order by r.issued_at desc, r.id desc limit ${limit} offset ${offset}`,
    ),
    queryRow(db, z.object({ total: n }), sql`select count(*) as total from receipts r where ${where}`),
    queryRows(
      db,
      z.object({ id: z.string().nullable(), name: z.string() }),
      sql`select distinct on (r.seller_key) r.seller_id as id, r.seller_name as name
          from receipts r order by r.seller_key, r.issued_at desc`,
    ),
  ])
  const data: AdminReceipt[] = rows.map((r) => ({
    id: r.id,
    paymentId: r.payment_id,
    number: receiptNumber(r.year, r.number),
    issuedAt: r.issued_at,
    seller: { id: r.seller_id, name: r.seller_name },
    buyer: { id: r.buyer_id, name: r.buyer_name, email: r.buyer_email },
    total: r.total,
    currency: r.currency,
    method: r.method,
    refundedAt: r.refunded_at,
  }))
  sellers.sort((a, b) => a.name.localeCompare(b.name))
  return { data, total: count?.total ?? 0, page: q.page, pageSize: RECEIPTS_PAGE_SIZE, sellers }
}

export function receiptsCsv(list: AdminReceipt[]): string[][] {
  return [
    [
      'number',
      'issued_at',
      'seller_id',
      'seller',
      'buyer',
      'buyer_email',
      'total_minor_units',
      'currency',
      'method',
      'payment_id',
      'refunded_at',
    ],
    ...list.map((r) => [
      r.number,
      r.issuedAt,
      r.seller.id ?? PLATFORM_SELLER,
      r.seller.name,
      r.buyer.name,
      r.buyer.email ?? '',
      String(r.total),
      r.currency,
      r.method,
      r.paymentId,
      r.refundedAt ?? '',
    ]),
  ]
}

/**
 * RFC 4180 CSV, UTF-8 with a BOM (Excel reads Cyrillic then): a field with a comma, quote or line
 * break is quoted with its quotes doubled; text starting with = + - @ gets a leading apostrophe
 * so that a spreadsheet never runs a buyer's name as a formula.
 */
export function toCsv(rows: string[][]): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
  }
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}
