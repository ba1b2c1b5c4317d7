// Receipts (PRODUCT.md §2 "Payment"; decision 0028): one per paid payment, numbered per seller
// and year without gaps or duplicates. The number comes from receipt_counters by an upsert whose
// row lock holds until the payment's transaction ends: concurrent payments of one seller take
// numbers one after another, and a rolled-back transaction gives its number back.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { sql } from 'drizzle-orm'
import type { PDFFont } from 'pdf-lib'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { receipts } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import {
  LEGAL_STATUSES,
  PAYMENT_METHODS,
  type Receipt,
  receiptItem,
  receiptNumber,
} from '#shared/api/money.ts'
import { MESSAGES } from '#shared/messages.ts'
import { formatMoney as formatSharedMoney } from '#shared/money-format.ts'

export const PLATFORM_SELLER = 'platform'
export const PLATFORM_NAME = 'Trainly'

export const receiptNotFound = () => AppError.notFound(MESSAGES.receiptNotFound)

/** Issues the receipt of a just-paid payment, in its transaction (once: the payment is unique). */
export async function issueReceipt(tx: Executor, paymentId: string): Promise<void> {
  const facts = await queryRow(
    tx,
    z.object({
      recipient_id: z.string().nullable(),
      year: z.number(),
      seller_name: z.string().nullable(),
      legal_status: z.enum(LEGAL_STATUSES).nullable(),
      tax_id: z.string().nullable(),
      legal_name: z.string().nullable(),
      payer_id: z.string(),
      buyer_name: z.string(),
      buyer_email: z.string().nullable(),
      amount: z.number(),
      currency: z.string(),
      method: z.enum(PAYMENT_METHODS),
      description: z.string(),
      paid_at: z.coerce.date(),
    }),
    // The seller's year: the trainer's zone, the platform's UTC (decision 0038).
    sql`select p.recipient_id,
               extract(year from p.paid_at at time zone coalesce(ru.time_zone, 'UTC'))::int as year,
               case when ru.id is null then null else ${displayNameSql('ru')} end as seller_name,
               tp.legal_status::text as legal_status, tp.tax_id, tp.legal_name,
               p.payer_id, ${displayNameSql('pu')} as buyer_name, pu.email as buyer_email,
               p.amount, p.currency, p.method::text as method, p.description, p.paid_at
        from payments p
        join users pu on pu.id = p.payer_id
        left join users ru on ru.id = p.recipient_id
        left join trainer_profiles tp on tp.user_id = p.recipient_id
        where p.id = ${paymentId}`,
  )
  if (!facts) throw new Error(`payment ${paymentId} not found for its receipt`)
  const sellerKey = facts.recipient_id ?? PLATFORM_SELLER
  const counter = await queryRow(
    tx,
    z.object({ last_number: z.number() }),
    sql`insert into receipt_counters (seller_key, year, last_number) values (${sellerKey}, ${facts.year}, 1)
        on conflict (seller_key, year) do update set last_number = receipt_counters.last_number + 1
        returning last_number`,
  )
  await tx.insert(receipts).values({
    paymentId,
    sellerKey,
    sellerId: facts.recipient_id,
    year: facts.year,
    number: counter!.last_number,
    issuedAt: facts.paid_at,
    sellerName: facts.seller_name ?? PLATFORM_NAME,
    sellerLegalStatus: facts.legal_status,
    sellerTaxId: facts.tax_id,
    sellerLegalName: facts.legal_name,
    buyerId: facts.payer_id,
    buyerName: facts.buyer_name,
    buyerEmail: facts.buyer_email,
    items: [{ title: facts.description, quantity: 1, unitPrice: facts.amount, amount: facts.amount }],
    total: facts.amount,
    currency: facts.currency,
    method: facts.method,
  })
}

/**
 * The receipt of a payment, to its payer or its recipient, or to an admin (`anyReceipt`, decision
 * 0036: the admin's receipts list opens any); 404 to anyone else and before it is paid.
 */
export async function receiptOfPayment(
  db: Db | Executor,
  userId: string,
  paymentId: string,
  anyReceipt = false,
): Promise<Receipt> {
  const row = await queryRow(
    db,
    z.object({
      id: z.string(),
      payment_id: z.string(),
      year: z.number(),
      number: z.number(),
      issued_at: z.string(),
      seller_id: z.string().nullable(),
      seller_name: z.string(),
      seller_legal_status: z.enum(LEGAL_STATUSES).nullable(),
      seller_tax_id: z.string().nullable(),
      seller_legal_name: z.string().nullable(),
      buyer_id: z.string().nullable(),
      buyer_name: z.string(),
      buyer_email: z.string().nullable(),
      items: z.array(receiptItem),
      total: z.number(),
      currency: z.string(),
      method: z.enum(PAYMENT_METHODS),
      refunded_at: z.string().nullable(),
      refund_reason: z.string().nullable(),
    }),
    sql`select r.id, r.payment_id, r.year, r.number, ${isoTime(sql`r.issued_at`)} as issued_at, r.seller_id,
               r.seller_name, r.seller_legal_status::text as seller_legal_status, r.seller_tax_id,
               r.seller_legal_name, r.buyer_id, r.buyer_name, r.buyer_email, r.items, r.total, r.currency,
               r.method::text as method,
               case when p.status = 'refunded' then ${isoTime(sql`p.refunded_at`)} end as refunded_at,
               p.refund_reason
        from receipts r join payments p on p.id = r.payment_id
        where r.payment_id = ${paymentId}
          and (${anyReceipt} or p.payer_id = ${userId} or p.recipient_id = ${userId})`,
  )
  if (!row) throw receiptNotFound()
  return {
    id: row.id,
    paymentId: row.payment_id,
    number: receiptNumber(row.year, row.number),
    year: row.year,
    sequence: row.number,
    issuedAt: row.issued_at,
    seller: {
      id: row.seller_id,
      name: row.seller_name,
      legalStatus: row.seller_legal_status,
      taxId: row.seller_tax_id,
      legalName: row.seller_legal_name,
    },
    buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
    items: row.items,
    total: row.total,
    currency: row.currency,
    method: row.method,
    refund: row.refunded_at ? { refundedAt: row.refunded_at, reason: row.refund_reason } : null,
  }
}

// ---- The PDF ----------------------------------------------------------------------------------

const require = createRequire(import.meta.url)
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null

/** DejaVu Sans from the dejavu-fonts-ttf package: it has Cyrillic, and nothing is fetched. */
function fontFiles() {
  fonts ??= (async () => {
    const dir = `${require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')}ttf/`
    const [regular, bold] = await Promise.all([
      readFile(`${dir}DejaVuSans.ttf`),
      readFile(`${dir}DejaVuSans-Bold.ttf`),
    ])
    return { regular, bold }
  })()
  return fonts
}

const PDF_TEXTS = {
  en: {
    receipt: 'Receipt',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Buyer',
    deletedUser: 'Deleted user',
    taxId: 'Tax ID',
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    total: 'Total',
    method: 'Payment method',
    methods: { telegram: 'Telegram', direct: 'Paid to the trainer directly' },
    refunded: 'Refunded',
    reason: 'Reason',
    legal: {
      self_employed: 'Self-employed',
      individual_entrepreneur: 'Individual entrepreneur',
      company: 'Company',
      individual: 'Individual',
    },
  },
  ru: {
    receipt: 'Чек',
    date: 'Дата',
    seller: 'Продавец',
    buyer: 'Покупатель',
    deletedUser: 'Удалённый пользователь',
    taxId: 'ИНН',
    item: 'Наименование',
    quantity: 'Кол-во',
    amount: 'Сумма',
    total: 'Итого',
    method: 'Способ оплаты',
    methods: { telegram: 'Telegram', direct: 'Оплата тренеру напрямую' },
    refunded: 'Возврат',
    reason: 'Причина',
    legal: {
      self_employed: 'Самозанятый',
      individual_entrepreneur: 'Индивидуальный предприниматель',
      company: 'Организация',
      individual: 'Физическое лицо',
    },
  },
} as const

/**
 * Money as the receipt writes it: the shared rule, with Stars drawn as ★ (DejaVu Sans, the PDF's
 * font, has no ⭐ emoji).
 */
export function formatMoney(amount: number, currency: string, locale: 'en' | 'ru'): string {
  return formatSharedMoney(amount, currency, locale, '★')
}

/** The receipt as a one-page A4 PDF in the reader's language and time zone. */
export async function receiptPdf(
  receipt: Receipt,
  locale: 'en' | 'ru',
  timeZone: string,
): Promise<Uint8Array> {
  const t = PDF_TEXTS[locale]
  // Loaded with the first receipt: fontkit unpacks its tables when imported, which cost every
  // server start time and memory for a file few people ask for (decision 0033, third addendum).
  const [{ default: fontkit }, { PDFDocument, rgb }] = await Promise.all([
    import('@pdf-lib/fontkit'),
    import('pdf-lib'),
  ])
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`${t.receipt} ${receipt.number}`)
  doc.setProducer('Trainly')
  doc.setCreationDate(new Date(receipt.issuedAt))
  doc.setModificationDate(new Date(receipt.issuedAt))
  const files = await fontFiles()
  const regular = await doc.embedFont(files.regular, { subset: true })
  const bold = await doc.embedFont(files.bold, { subset: true })
  const page = doc.addPage([595.28, 841.89])
  let y = 790
  const line = (text: string, font: PDFFont = regular, size = 11, x = 50) => {
    page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: 495 })
  }
  const next = (step = 18) => {
    y -= step
  }
  line(`${t.receipt} № ${receipt.number}`, bold, 20)
  next(28)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(receipt.issuedAt),
  )
  line(`${t.date}: ${date}`)
  next(28)
  line(t.seller, bold)
  next()
  line(receipt.seller.name || t.deletedUser)
  next()
  if (receipt.seller.legalStatus) {
    line(t.legal[receipt.seller.legalStatus])
    next()
  }
  if (receipt.seller.legalName) {
    line(receipt.seller.legalName)
    next()
  }
  if (receipt.seller.taxId) {
    line(`${t.taxId}: ${receipt.seller.taxId}`)
    next()
  }
  next(10)
  line(t.buyer, bold)
  next()
  line((receipt.buyer.name || t.deletedUser) + (receipt.buyer.email ? ` <${receipt.buyer.email}>` : ''))
  next(30)
  line(t.item, bold, 11, 50)
  line(t.quantity, bold, 11, 360)
  line(t.amount, bold, 11, 430)
  next()
  for (const item of receipt.items) {
    line(item.title, regular, 11, 50)
    line(String(item.quantity), regular, 11, 360)
    line(formatMoney(item.amount, receipt.currency, locale), regular, 11, 430)
    next()
  }
  next(10)
  line(`${t.total}: ${formatMoney(receipt.total, receipt.currency, locale)}`, bold, 14)
  next(24)
  line(`${t.method}: ${t.methods[receipt.method]}`)
  if (receipt.refund) {
    next(28)
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
      new Date(receipt.refund.refundedAt),
    )
    line(`${t.refunded}: ${when} · ${formatMoney(receipt.total, receipt.currency, locale)}`, bold)
    if (receipt.refund.reason) {
      next()
      line(`${t.reason}: ${receipt.refund.reason}`)
    }
  }
  return doc.save()
}
