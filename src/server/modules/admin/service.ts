import { and, eq, inArray } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { trainerPlans, userRoles, users } from '#server/db/schema.ts'
import { endOtherSessions } from '#server/modules/auth/index.ts'
import { clock } from '#shared/clock.ts'
import { TRAINER_TRIAL_DAYS } from '#shared/constants.ts'
import type { GrantedRole } from '#shared/roles.ts'

async function existingUser(db: Db, userId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw AppError.notFound('User not found')
}

/** Blocks an account: every session ends at once; the caller then tells the user's open apps. */
export async function blockUser(db: Db, adminId: string, userId: string, reason: string) {
  if (adminId === userId)
    throw AppError.unprocessable('cannot_block_self', 'You cannot block your own account')
  await existingUser(db, userId)
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ blockedAt: clock.now(), blockedReason: reason, updatedAt: clock.now() })
      .where(eq(users.id, userId))
    await endOtherSessions(tx, userId, undefined, 'blocked')
  })
}

export async function unblockUser(db: Db, userId: string) {
  await existingUser(db, userId)
  await db
    .update(users)
    .set({ blockedAt: null, blockedReason: null, updatedAt: clock.now() })
    .where(eq(users.id, userId))
}

/** Grants and removes roles; granting trainer starts the trainer plan trial (TRAINER_TRIAL_DAYS) once. */
export async function changeRoles(
  db: Db,
  adminId: string,
  userId: string,
  change: { add?: GrantedRole[] | undefined; remove?: GrantedRole[] | undefined },
) {
  const add = [...new Set(change.add ?? [])]
  const remove = [...new Set(change.remove ?? [])]
  if (add.some((r) => remove.includes(r))) {
    throw AppError.badRequest('A role cannot be added and removed at once', { add: 'Overlaps with remove' })
  }
  if (adminId === userId && remove.includes('admin')) {
    throw AppError.unprocessable('cannot_demote_self', 'You cannot remove your own admin role')
  }
  await existingUser(db, userId)
  await db.transaction(async (tx) => {
    if (add.length > 0) {
      await tx
        .insert(userRoles)
        .values(add.map((role) => ({ userId, role, grantedBy: adminId })))
        .onConflictDoNothing()
    }
    if (add.includes('trainer')) {
      const now = clock.now()
      await tx
        .insert(trainerPlans)
        .values({
          userId,
          kind: 'trial',
          validFrom: now,
          validUntil: new Date(now.getTime() + TRAINER_TRIAL_DAYS * 24 * 60 * 60 * 1000),
        })
        .onConflictDoNothing()
    }
    if (remove.length > 0) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, remove)))
      if (remove.includes('trainer')) {
        await tx.update(users).set({ currentRole: 'student' }).where(eq(users.id, userId))
      }
    }
  })
}

/** A blocked trainer keeps the student role only and is switched to it. */
export async function setTrainerBlocked(db: Db, userId: string, blocked: boolean, reason?: string) {
  await existingUser(db, userId)
  await db
    .update(users)
    .set(
      blocked
        ? {
            trainerBlockedAt: clock.now(),
            trainerBlockedReason: reason ?? null,
            currentRole: 'student',
            updatedAt: clock.now(),
          }
        : { trainerBlockedAt: null, trainerBlockedReason: null, updatedAt: clock.now() },
    )
    .where(eq(users.id, userId))
}
