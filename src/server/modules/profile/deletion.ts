// Deleting one's own account (PRODUCT.md §3 `/settings`, §6 `DELETE /api/user`; decision 0035).
// One transaction: what the person holds in others' schedules is let go (with the usual
// notifications), their personal data is removed, and every session ends. The `users` row stays,
// emptied and marked deleted, because bookings, payments and receipts that others keep for their
// records point at it; they then show "Deleted user".

import { unlink } from 'node:fs/promises'
import path from 'node:path'
import { eq, or, sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import {
  emailVerificationTokens,
  favorites,
  notifications,
  passwordResetTokens,
  telegramLinkCodes,
  trainerApplications,
  trainerProfiles,
  trainerRequests,
  trainerStudents,
  userRoles,
  users,
} from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { endOtherSessions, verifyPassword } from '#server/modules/auth/index.ts'
import { withdrawStudentIn, withdrawTrainerIn } from '#server/modules/booking/index.ts'
import type { DeleteAccountBody } from '#shared/api/user.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'

export interface DeletedAccount {
  /** Bookings of the person's that were cancelled, and trainings of theirs that were. */
  cancelledBookings: number
  cancelledTrainings: number
}

const AVATAR_URL_PREFIX = '/uploads/avatars/'

export async function deleteAccount(
  db: Db,
  uploadsDir: string,
  userId: string,
  input: DeleteAccountBody,
  changes: Effects,
): Promise<DeletedAccount> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
  if (!user || user.deletedAt) throw AppError.notFound('User not found')
  if (user.passwordHash) {
    if (!input.password) {
      throw AppError.badRequest(MESSAGES.passwordEnter, { password: MESSAGES.passwordEnter })
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw AppError.badRequest(MESSAGES.currentPasswordWrong, { password: MESSAGES.currentPasswordWrong })
    }
  }

  const { avatarUrl, result } = await db.transaction(async (tx) => {
    // The last admin may not leave: the admin rows are locked as when an admin is demoted.
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .for('update')
    if (admins.some((a) => a.userId === userId) && admins.length <= 1) {
      throw AppError.conflict('last_admin', MESSAGES.lastAdminCannotLeave)
    }
    const [locked] = await tx
      .select({ avatarUrl: users.avatarUrl, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!locked || locked.deletedAt) throw AppError.notFound('User not found')

    const cancelledTrainings = await withdrawTrainerIn(tx, userId, MESSAGES.departingTrainerReason, changes)
    const cancelledBookings = await withdrawStudentIn(tx, userId, changes)

    // Purchases not paid yet, to or from the person, are called off; a trainer's plans leave the
    // shelf. Paid payments and their receipts stay: the other side keeps them, without the
    // person's name. A seller's legal name and tax ID stay on the receipts they issued: those
    // identify the seller of a fiscal record, as the settings page says before deleting.
    await tx.execute(sql`update payments set status = 'cancelled', cancelled_at = ${sqlNow()}, updated_at = ${sqlNow()}
        where status = 'pending' and (payer_id = ${userId} or recipient_id = ${userId})`)
    await tx.execute(sql`update receipts set buyer_name = '', buyer_email = null where buyer_id = ${userId}`)
    await tx.execute(sql`update receipts set seller_name = '' where seller_id = ${userId}`)
    await tx.execute(sql`update student_subscriptions set status = 'cancelled', cancelled_at = ${sqlNow()}, updated_at = ${sqlNow()}
        where status = 'pending_payment' and (student_id = ${userId} or trainer_id = ${userId})`)
    await tx.execute(sql`update subscription_plans set active = false, archived_at = coalesce(archived_at, ${sqlNow()})
        where trainer_id = ${userId}`)
    await tx.delete(favorites).where(or(eq(favorites.userId, userId), eq(favorites.trainerId, userId)))
    await tx
      .delete(trainerRequests)
      .where(or(eq(trainerRequests.studentId, userId), eq(trainerRequests.trainerId, userId)))
    await tx
      .delete(trainerStudents)
      .where(or(eq(trainerStudents.studentId, userId), eq(trainerStudents.trainerId, userId)))
    await tx.delete(trainerApplications).where(eq(trainerApplications.userId, userId))
    await tx.delete(trainerProfiles).where(eq(trainerProfiles.userId, userId))
    await tx.delete(userRoles).where(eq(userRoles.userId, userId))
    await tx.delete(notifications).where(eq(notifications.userId, userId))
    await tx.delete(telegramLinkCodes).where(eq(telegramLinkCodes.userId, userId))
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId))
    await tx
      .update(users)
      .set({
        email: null,
        emailVerifiedAt: null,
        pendingEmail: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        username: null,
        phone: null,
        avatarUrl: null,
        avatarUpdatedAt: null,
        vkLink: null,
        telegramId: null,
        currentRole: 'student',
        notifyTelegram: false,
        notifyEmail: false,
        calendarToken: null,
        blockedReason: null,
        trainerBlockedReason: null,
        deletedAt: clock.now(),
        updatedAt: clock.now(),
      })
      .where(eq(users.id, userId))
    await endOtherSessions(tx, userId, undefined, 'account_deleted')
    return { avatarUrl: locked.avatarUrl, result: { cancelledBookings, cancelledTrainings } }
  })

  // The uploaded photo goes once the row no longer names it; a file left by a crash here is
  // unreachable (its name is random) and harmless.
  if (avatarUrl?.startsWith(AVATAR_URL_PREFIX)) {
    await unlink(path.join(uploadsDir, 'avatars', path.basename(avatarUrl))).catch(() => {})
  }
  return result
}
