// The admin's finances and receipts (issues 16 and 17, decision 0036): admins only, paid turnover
// per currency by month, trainer and purpose (a refunded payment counts nowhere), the CSVs'
// shape and escaping, receipts' filters, an admin reading any receipt, and this month's revenue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markPaid } from '#server/modules/money/index.ts'
import { clock } from '#shared/clock.ts'
import { type Account, registerAccount, registerConfirmedAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { testNow } from '../support/test-now.ts'
import { caller, insertStudent } from './booking-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let admin: Account
let moderator: Account
let trainer: Account
let student: Account
let rubPayment: string
let platformPayment: string
let refundedPayment: string

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

/** A pending payment inserted as is, then credited the one way money credits (receipt and all). */
async function paid(fields: {
  payer: string
  recipient: string | null
  purpose: 'single_training' | 'trainer_plan'
  amount: number
  currency: string
  description?: string
}) {
  const { rows } = await sql(
    `insert into payments (payer_id, recipient_id, purpose, amount, currency, method, description)
     values ($1, $2, $3, $4, $5, 'direct', $6) returning id`,
    [
      fields.payer,
      fields.recipient,
      fields.purpose,
      fields.amount,
      fields.currency,
      fields.description ?? 'Item',
    ],
  )
  const id = rows[0].id as string
  await t.database.db.transaction((tx) => markPaid(tx, id, {}))
  return id
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  admin = await registerConfirmedAccount(t, { firstName: 'Ada' })
  moderator = await registerAccount(t, { firstName: 'Mona' })
  await sql(`insert into user_roles (user_id, role) values ($1, 'admin'), ($2, 'moderator')`, [
    admin.id,
    moderator.id,
  ])
  await sql(`update users set time_zone = 'UTC' where id = $1`, [admin.id])
  trainer = await publishingTrainer(t, { firstName: 'Irina' })
  await sql(`update users set last_name = 'Smith, "Jr"' where id = $1`, [trainer.id])
  student = await insertStudent(t, { firstName: 'Sasha' })
  await sql(`update users set first_name = '=HYPERLINK', last_name = 'Sasha' where id = $1`, [student.id])

  // This year (the test's now is 2026-11-23): RUB and EUR to the trainer, RUB to the platform.
  rubPayment = await paid({
    payer: student.id,
    recipient: trainer.id,
    purpose: 'single_training',
    amount: 800_000,
    currency: 'RUB',
  })
  await paid({
    payer: student.id,
    recipient: trainer.id,
    purpose: 'single_training',
    amount: 5_000,
    currency: 'EUR',
  })
  platformPayment = await paid({
    payer: trainer.id,
    recipient: null,
    purpose: 'trainer_plan',
    amount: 99_000,
    currency: 'RUB',
  })
  // Refunded: no turnover.
  refundedPayment = await paid({
    payer: student.id,
    recipient: trainer.id,
    purpose: 'single_training',
    amount: 100_000,
    currency: 'RUB',
  })
  await sql(`update payments set status = 'refunded', refunded_at = paid_at where id = $1`, [refundedPayment])
  // Last year, in June.
  clock.set('2025-06-10T10:00:00.000Z')
  await paid({
    payer: student.id,
    recipient: trainer.id,
    purpose: 'single_training',
    amount: 1_000,
    currency: 'RUB',
  })
  clock.set(testNow())
})
afterAll(async () => {
  await t.close()
})

describe('who may', () => {
  it.each([
    '/api/admin/finances',
    '/api/admin/finances.csv',
    '/api/admin/receipts',
    '/api/admin/receipts.csv',
  ])('%s: 401 to a guest, 403 to a student, trainer or moderator, 200 to an admin', async (url) => {
    expect((await call('GET', url)).statusCode).toBe(401)
    for (const as of [student, trainer, moderator]) expect((await call('GET', url, as)).statusCode).toBe(403)
    expect((await call('GET', url, admin)).statusCode).toBe(200)
  })

  it('refuses bad queries with 4xx', async () => {
    for (const url of [
      '/api/admin/finances?from=2026-05-01&to=2026-04-01',
      '/api/admin/finances?preset=week',
      '/api/admin/finances?from=not-a-date',
      '/api/admin/receipts?seller=someone',
      '/api/admin/receipts?number=abc',
      '/api/admin/receipts.csv?page=0',
    ]) {
      const res = await call('GET', url, admin)
      expect(res.statusCode, url).toBe(400)
    }
  })
})

describe('GET /api/admin/finances', () => {
  it('sums paid payments per currency by month, trainer and purpose; refunded and other years left out', async () => {
    const res = await call('GET', '/api/admin/finances', admin)
    expect(res.statusCode, res.body).toBe(200)
    const f = res.json().data
    expect(f).toMatchObject({ from: '2026-01-01', to: '2026-12-31' })
    expect(f.totals).toEqual([
      { currency: 'EUR', amount: 5_000, count: 1 },
      { currency: 'RUB', amount: 899_000, count: 2 },
    ])
    expect(f.months).toEqual([
      { month: '2026-11', currency: 'EUR', amount: 5_000, count: 1 },
      { month: '2026-11', currency: 'RUB', amount: 899_000, count: 2 },
    ])
    expect(f.trainers).toEqual([
      { trainerId: trainer.id, name: 'Irina Smith, "Jr"', currency: 'RUB', amount: 800_000, count: 1 },
      { trainerId: null, name: 'Trainly', currency: 'RUB', amount: 99_000, count: 1 },
      { trainerId: trainer.id, name: 'Irina Smith, "Jr"', currency: 'EUR', amount: 5_000, count: 1 },
    ])
    expect(f.purposes).toEqual([
      { purpose: 'single_training', currency: 'EUR', amount: 5_000, count: 1 },
      { purpose: 'single_training', currency: 'RUB', amount: 800_000, count: 1 },
      { purpose: 'trainer_plan', currency: 'RUB', amount: 99_000, count: 1 },
    ])
  })

  it('takes a period by dates or a preset', async () => {
    const wide = (await call('GET', '/api/admin/finances?from=2025-01-01&to=2026-12-31', admin)).json().data
    expect(wide.months.map((m: { month: string }) => m.month)).toEqual(['2025-06', '2026-11', '2026-11'])
    const last = (await call('GET', '/api/admin/finances?from=2025-06-01&to=2025-06-30', admin)).json().data
    expect(last.totals).toEqual([{ currency: 'RUB', amount: 1_000, count: 1 }])
    const month = (await call('GET', '/api/admin/finances?preset=month', admin)).json().data
    expect(month).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
    const quarter = (await call('GET', '/api/admin/finances?preset=quarter', admin)).json().data
    expect(quarter).toMatchObject({ from: '2026-10-01', to: '2026-12-31' })
  })

  it('answers the CSV: BOM, header, escaped fields, one grouping', async () => {
    const res = await call('GET', '/api/admin/finances.csv?group=trainer', admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="finances-trainer-2026-01-01-2026-12-31.csv"',
    )
    expect(res.body.startsWith('\uFEFF')).toBe(true)
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'trainer_id,trainer,currency,amount_minor_units,payments',
      `${trainer.id},"Irina Smith, ""Jr""",RUB,800000,1`,
      'platform,Trainly,RUB,99000,1',
      `${trainer.id},"Irina Smith, ""Jr""",EUR,5000,1`,
      '',
    ])
    const months = await call('GET', '/api/admin/finances.csv', admin)
    expect(months.body.slice(1).split('\r\n')[0]).toBe('month,currency,amount_minor_units,payments')
    const purposes = await call('GET', '/api/admin/finances.csv?group=purpose', admin)
    expect(purposes.body).toContain('trainer_plan,RUB,99000,1')
  })
})

describe('GET /api/admin/receipts', () => {
  it('lists every receipt, newest first, with filters by seller, dates, buyer and number', async () => {
    const all = (await call('GET', '/api/admin/receipts', admin)).json()
    expect(all.total).toBe(5)
    expect(all.sellers).toEqual(
      expect.arrayContaining([
        { id: null, name: 'Trainly' },
        { id: trainer.id, name: 'Irina Smith, "Jr"' },
      ]),
    )
    const platform = (await call('GET', '/api/admin/receipts?seller=platform', admin)).json()
    expect(platform.data.map((r: { paymentId: string }) => r.paymentId)).toEqual([platformPayment])
    expect(platform.data[0]).toMatchObject({
      number: '2026-000001',
      total: 99_000,
      currency: 'RUB',
      method: 'direct',
    })
    const ofTrainer = (
      await call('GET', `/api/admin/receipts?seller=${trainer.id}&from=2026-01-01`, admin)
    ).json()
    expect(ofTrainer.total).toBe(3)
    const lastYear = (await call('GET', '/api/admin/receipts?to=2025-12-31', admin)).json()
    expect(lastYear.data.map((r: { number: string }) => r.number)).toEqual(['2025-000001'])
    const byBuyer = (await call('GET', '/api/admin/receipts?q=sasha', admin)).json()
    expect(byBuyer.total).toBe(4)
    const byNumber = (await call('GET', '/api/admin/receipts?number=2026-000001', admin)).json()
    expect(byNumber.total).toBe(2)
    expect((await call('GET', '/api/admin/receipts?number=1&seller=platform', admin)).json().total).toBe(1)
    // The refunded payment's receipt stays, marked with the refund's time; the others are not.
    const marked = all.data.filter((r: { refundedAt: string | null }) => r.refundedAt !== null)
    expect(marked.map((r: { paymentId: string }) => r.paymentId)).toEqual([refundedPayment])
    expect(marked[0].refundedAt).toBe('2026-11-23T13:15:00.000Z')
  })

  it('answers the receipts CSV with the filters, formulas defused', async () => {
    const res = await call('GET', `/api/admin/receipts.csv?seller=${trainer.id}&from=2026-01-01`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="receipts.csv"')
    const lines = res.body.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      'number,issued_at,seller_id,seller,buyer,buyer_email,total_minor_units,currency,method,payment_id,refunded_at',
    )
    expect(lines).toHaveLength(5)
    expect(lines.find((l) => l.endsWith(`${refundedPayment},2026-11-23T13:15:00.000Z`))).toBeDefined()
    expect(lines.find((l) => l.endsWith(`${rubPayment},`))).toMatch(
      new RegExp(
        `^2026-0000\\d\\d,2026-11-23T13:15:00.000Z,${trainer.id},"Irina Smith, ""Jr""",'=HYPERLINK Sasha,`,
      ),
    )
  })
})

describe('an admin reads any receipt', () => {
  it('opens a receipt of someone else’s payment; a moderator still gets 404', async () => {
    const res = await call('GET', `/api/payments/${rubPayment}/receipt`, admin)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ paymentId: rubPayment, total: 800_000 })
    expect((await call('GET', `/api/payments/${rubPayment}/receipt.pdf`, admin)).statusCode).toBe(200)
    expect((await call('GET', `/api/payments/${rubPayment}/receipt`, moderator)).statusCode).toBe(404)
  })
})

describe('GET /api/admin/summary', () => {
  it('adds this month’s paid revenue per currency', async () => {
    const res = await call('GET', '/api/admin/summary', admin)
    expect(res.json().data.revenueThisMonth).toEqual([
      { currency: 'EUR', amount: 5_000 },
      { currency: 'RUB', amount: 899_000 },
    ])
  })
})
