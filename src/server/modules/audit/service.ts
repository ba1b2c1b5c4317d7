// The audit trail (PRODUCT.md §2 "Audit entry"): a staff action is recorded inside the same
// transaction as the action itself, so a rolled-back action leaves no entry and a recorded one
// always happened. The table is append-only; the database refuses UPDATE, DELETE and TRUNCATE.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { auditEntries } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditEntry,
  type AuditTarget,
} from '#shared/api/staff.ts'

export interface AuditInput {
  actorId: string
  action: AuditAction
  target: { type: AuditTarget; id: string; label?: string }
  reason?: string | null | undefined
  before?: unknown
  after?: unknown
}

/** Records one staff action in `tx`; the actor's name is copied now, as it was when they acted. */
export async function recordAudit(tx: Executor, input: AuditInput): Promise<void> {
  const actor = await queryRow(
    tx,
    z.object({ name: z.string() }),
    sql`select ${displayNameSql('u')} as name from users u where u.id = ${input.actorId}`,
  )
  await tx.insert(auditEntries).values({
    actorId: input.actorId,
    actorName: actor?.name ?? '',
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    targetLabel: input.target.label ?? '',
    reason: input.reason ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  })
}

const auditRow = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.string(),
  target_label: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
})

export const AUDIT_COLUMNS = sql`a.id, a.actor_id, a.actor_name, a.action, a.target_type, a.target_id,
  a.target_label, a.reason, a.before, a.after, ${isoTime(sql`a.created_at`)} as created_at`

function toEntry(row: z.output<typeof auditRow>): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, label: row.target_label },
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.created_at,
  }
}

/** The entries about one target, newest first (an application's decisions, a user's history). */
export async function auditOfTarget(db: Executor, type: AuditTarget, id: string): Promise<AuditEntry[]> {
  const rows = await queryRows(
    db,
    auditRow,
    sql`select ${AUDIT_COLUMNS} from audit_entries a
        where a.target_type = ${type} and a.target_id = ${id}
        order by a.created_at desc, a.id desc limit 100`,
  )
  return rows.map(toEntry)
}

export interface AuditFilter {
  action?: AuditAction | undefined
  targetType?: AuditTarget | undefined
  actorId?: string | undefined
  targetId?: string | undefined
  page: number
  pageSize: number
}

/** The trail, newest first, filtered; with the total for paging. */
export async function listAudit(db: Executor, filter: AuditFilter) {
  const where = sql.join(
    [
      sql`true`,
      filter.action ? sql`a.action = ${filter.action}` : undefined,
      filter.targetType ? sql`a.target_type = ${filter.targetType}` : undefined,
      filter.actorId ? sql`a.actor_id = ${filter.actorId}` : undefined,
      filter.targetId ? sql`a.target_id = ${filter.targetId}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  )
  const rows = await queryRows(
    db,
    auditRow.extend({ total: z.coerce.number() }),
    sql`select ${AUDIT_COLUMNS}, count(*) over () as total from audit_entries a where ${where}
        order by a.created_at desc, a.id desc
        limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && filter.page > 1) {
    const count = await queryRow(
      db,
      z.object({ total: z.coerce.number() }),
      sql`select count(*) as total from audit_entries a where ${where}`,
    )
    total = count?.total ?? 0
  }
  return { data: rows.map(toEntry), total }
}
