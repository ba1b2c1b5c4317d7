import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { userRoles, users } from '#server/db/schema.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { endOtherSessions } from '#server/modules/auth/index.ts'
import { startTrainerTrial } from '#server/modules/trainings/index.ts'
import { clock } from '#shared/clock.ts'
import { GRANTED_ROLES, type GrantedRole } from '#shared/roles.ts'

const userState = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  blocked: z.boolean(),
  trainer_blocked: z.boolean(),
  trainer_blocked_reason: z.string().nullable(),
  roles: z.array(z.enum(GRANTED_ROLES)),
})

/** The user's row, locked for the change (concurrent admin actions on one user queue up). */
async function lockedUser(tx: Executor, userId: string) {
  const row = await queryRow(
    tx,
    userState,
    sql`select u.id, ${displayNameSql('u')} as name, u.email, u.blocked_reason,
               u.blocked_at is not null as blocked, u.trainer_blocked_at is not null as trainer_blocked,
               u.trainer_blocked_reason,
               coalesce((select array_agg(r.role::text order by r.role) from user_roles r where r.user_id = u.id),
                        '{}') as roles
        from users u where u.id = ${userId} for update of u`,
  )
  if (!row) throw AppError.notFound('User not found')
  return row
}

const targetOf = (user: z.output<typeof userState>) => ({
  type: 'user' as const,
  id: user.id,
  label: user.name || user.email || user.id,
})

/** Blocks an account: every session ends at once; the caller then tells the user's open apps. */
export async function blockUser(db: Db, adminId: string, userId: string, reason: string) {
  if (adminId === userId)
    throw AppError.unprocessable('cannot_block_self', 'You cannot block your own account')
  await db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    await tx
      .update(users)
      .set({ blockedAt: clock.now(), blockedReason: reason, updatedAt: clock.now() })
      .where(eq(users.id, userId))
    await endOtherSessions(tx, userId, undefined, 'blocked')
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user_blocked',
      target: targetOf(user),
      reason,
      before: { blocked: user.blocked, reason: user.blocked_reason },
      after: { blocked: true, reason },
    })
  })
}

export async function unblockUser(db: Db, adminId: string, userId: string, reason?: string) {
  await db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    await tx
      .update(users)
      .set({ blockedAt: null, blockedReason: null, updatedAt: clock.now() })
      .where(eq(users.id, userId))
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user_unblocked',
      target: targetOf(user),
      reason: reason || null,
      before: { blocked: user.blocked, reason: user.blocked_reason },
      after: { blocked: false },
    })
  })
}

/**
 * Grants and removes roles; granting trainer starts the trainer plan trial once. An admin cannot
 * remove their own admin role, and the last admin's role cannot be removed (the admins are
 * locked first, so two admins demoting each other at once cannot both succeed).
 */
export async function changeRoles(
  db: Db,
  adminId: string,
  userId: string,
  change: {
    add?: GrantedRole[] | undefined
    remove?: GrantedRole[] | undefined
    reason?: string | undefined
  },
) {
  const add = [...new Set(change.add ?? [])]
  const remove = [...new Set(change.remove ?? [])]
  if (add.some((r) => remove.includes(r))) {
    throw AppError.badRequest('A role cannot be added and removed at once', { add: 'Overlaps with remove' })
  }
  if (adminId === userId && remove.includes('admin')) {
    throw AppError.unprocessable('cannot_demote_self', 'You cannot remove your own admin role')
  }
  await db.transaction(async (tx) => {
    if (remove.includes('admin')) {
      const admins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, 'admin'))
        .for('update')
      if (admins.some((a) => a.userId === userId) && admins.length <= 1) {
        throw AppError.unprocessable('last_admin', 'The last admin cannot lose the admin role')
      }
    }
    const user = await lockedUser(tx, userId)
    const granted = add.filter((role) => !user.roles.includes(role))
    const revoked = remove.filter((role) => user.roles.includes(role))
    if (granted.length > 0) {
      await tx
        .insert(userRoles)
        .values(granted.map((role) => ({ userId, role, grantedBy: adminId })))
        .onConflictDoNothing()
    }
    if (granted.includes('trainer')) await startTrainerTrial(tx, userId)
    if (revoked.length > 0) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, revoked)))
      if (revoked.includes('trainer')) {
        await tx.update(users).set({ currentRole: 'student' }).where(eq(users.id, userId))
      }
    }
    const after = [...user.roles.filter((r) => !revoked.includes(r)), ...granted].sort()
    for (const role of granted) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'role_granted',
        target: targetOf(user),
        reason: change.reason || null,
        before: { roles: user.roles },
        after: { roles: after, role },
      })
    }
    for (const role of revoked) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'role_revoked',
        target: targetOf(user),
        reason: change.reason || null,
        before: { roles: user.roles },
        after: { roles: after, role },
      })
    }
  })
}

/** A blocked trainer keeps the student role only and is switched to it. */
export async function setTrainerBlocked(
  db: Db,
  adminId: string,
  userId: string,
  blocked: boolean,
  reason?: string,
) {
  await db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    await tx
      .update(users)
      .set(
        blocked
          ? {
              trainerBlockedAt: clock.now(),
              trainerBlockedReason: reason || null,
              currentRole: 'student',
              updatedAt: clock.now(),
            }
          : { trainerBlockedAt: null, trainerBlockedReason: null, updatedAt: clock.now() },
      )
      .where(eq(users.id, userId))
    await recordAudit(tx, {
      actorId: adminId,
      action: blocked ? 'trainer_role_blocked' : 'trainer_role_unblocked',
      target: targetOf(user),
      reason: reason || null,
      before: { trainerBlocked: user.trainer_blocked, reason: user.trainer_blocked_reason },
      after: blocked ? { trainerBlocked: true, reason: reason || null } : { trainerBlocked: false },
    })
  })
}
