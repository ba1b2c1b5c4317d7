import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { avatarUrl } from '#server/db/people.ts'
import { userRoles, users } from '#server/db/schema.ts'
import type { AuthContext } from '#server/http/authenticate.ts'
import {
  accountConflict,
  emailHeldByOther,
  endOtherSessions,
  hashPassword,
  type IssuedVerification,
  issueVerification,
  passwordProblem,
  rolesOf,
  verifyPassword,
} from '#server/modules/auth/index.ts'
import type { UpdateProfileBody, UserProfile } from '#shared/api/user.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { CurrentRole } from '#shared/roles.ts'
import { canActAsTrainer } from '#shared/roles.ts'

export const AVATAR_URL_PREFIX = '/uploads/avatars/'

/** The profile from the account row the request's authentication read (no query of its own). */
export function profileOfAuth({ userId, account, isTrainerBlocked }: AuthContext): UserProfile {
  return {
    id: userId,
    firstName: account.firstName,
    lastName: account.lastName,
    username: account.username ?? '',
    email: account.email ?? '',
    emailVerified: account.emailVerified,
    pendingEmail: account.pendingEmail ?? '',
    phone: account.phone ?? '',
    avatar: avatarUrl(account.avatarUrl, account.avatarUpdatedAt ? new Date(account.avatarUpdatedAt) : null),
    vkLink: account.vkLink ?? '',
    isTrainer: canActAsTrainer({ roles: account.grantedRoles, isTrainerBlocked }),
    language: account.language,
    timeZone: account.timeZone,
    theme: account.theme,
    hasPassword: account.hasPassword,
    telegramLinked: account.telegramLinked,
    notifications: { telegram: account.notifyTelegram, email: account.notifyEmail },
  }
}

export async function profileOf(db: Db, userId: string): Promise<UserProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw AppError.notFound('User not found')
  const roles = await rolesOf(db, userId)
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username ?? '',
    email: user.email ?? '',
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail ?? '',
    phone: user.phone ?? '',
    avatar: avatarUrl(user.avatarUrl, user.avatarUpdatedAt),
    vkLink: user.vkLink ?? '',
    isTrainer: canActAsTrainer({ roles, isTrainerBlocked: user.trainerBlockedAt !== null }),
    language: user.language,
    timeZone: user.timeZone,
    theme: user.theme,
    hasPassword: user.passwordHash !== null,
    telegramLinked: user.telegramId !== null,
    notifications: { telegram: user.notifyTelegram, email: user.notifyEmail },
  }
}

function normalizeVkLink(link: string): string | null {
  if (link === '') return null
  return /^https?:\/\//.test(link) ? link.replace(/^http:/, 'https:') : `https://${link}`
}

/**
 * Saves the profile. A new email is not put in force: it is kept as pending and a link goes to it
 * (decision 0022); the address in force stays until the link is opened. Sending the address in
 * force again drops a pending change. An account with a password confirms a new email with it.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateProfileBody & { email?: string },
): Promise<{ profile: UserProfile; verification?: IssuedVerification }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw AppError.notFound('User not found')
  const sameAsInForce =
    input.email !== undefined && input.email.toLowerCase() === (user.email ?? '').toLowerCase()
  const emailChanges = input.email !== undefined && !sameAsInForce
  if (emailChanges && user.passwordHash) {
    if (!input.currentPassword || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw AppError.badRequest(MESSAGES.currentPasswordForEmail, {
        currentPassword: MESSAGES.currentPasswordForEmail,
      })
    }
  }
  if (emailChanges && input.email && (await emailHeldByOther(db, input.email, userId))) {
    throw new AppError(409, 'email_taken', MESSAGES.emailUsedByOther, {
      email: MESSAGES.emailUsedByOther,
    })
  }
  let verification: IssuedVerification | undefined
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.username !== undefined ? { username: input.username || null } : {}),
          ...(emailChanges ? { pendingEmail: input.email } : {}),
          ...(sameAsInForce && user.pendingEmail !== null ? { pendingEmail: null } : {}),
          ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
          ...(input.vkLink !== undefined ? { vkLink: normalizeVkLink(input.vkLink) } : {}),
          ...(input.language !== undefined ? { language: input.language } : {}),
          ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
          ...(input.theme !== undefined ? { theme: input.theme } : {}),
          ...(input.notifications?.telegram !== undefined
            ? { notifyTelegram: input.notifications.telegram }
            : {}),
          ...(input.notifications?.email !== undefined ? { notifyEmail: input.notifications.email } : {}),
          updatedAt: clock.now(),
        })
        .where(eq(users.id, userId))
      if (emailChanges && input.email) verification = await issueVerification(tx, userId, input.email)
    })
  } catch (error) {
    // Two accounts racing for one phone: the unique index decides.
    throw accountConflict(error) ?? error
  }
  return { profile: await profileOf(db, userId), ...(verification ? { verification } : {}) }
}

export async function changePassword(
  db: Db,
  userId: string,
  sessionId: string,
  input: { currentPassword?: string | undefined; newPassword: string },
) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!user) throw AppError.notFound('User not found')
  const added = user.passwordHash === null
  if (
    user.passwordHash &&
    !(input.currentPassword && (await verifyPassword(input.currentPassword, user.passwordHash)))
  ) {
    throw AppError.badRequest(MESSAGES.currentPasswordWrong, {
      currentPassword: MESSAGES.currentPasswordWrong,
    })
  }
  const problem = passwordProblem(input.newPassword)
  if (problem) throw AppError.badRequest(MESSAGES.passwordWeak, { newPassword: problem })
  const passwordHash = await hashPassword(input.newPassword)
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(users.id, userId))
    const ended = await endOtherSessions(tx, userId, sessionId, 'password_change')
    return { ended, added }
  })
}

/** Recognises an image by its first bytes, whatever the upload claims. */
export function imageTypeOf(bytes: Buffer): 'jpg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png'
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'webp'
  }
  return undefined
}

export async function saveAvatar(db: Db, uploadsDir: string, userId: string, bytes: Buffer): Promise<string> {
  const type = imageTypeOf(bytes)
  if (!type) {
    throw new AppError(415, 'unsupported_image', MESSAGES.imageType, {
      avatar: MESSAGES.imageType,
    })
  }
  const dir = path.join(uploadsDir, 'avatars')
  await mkdir(dir, { recursive: true })
  const name = `${userId}-${randomBytes(8).toString('hex')}.${type}`
  await writeFile(path.join(dir, name), bytes)
  const [previous] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId))
  const now = clock.now()
  await db
    .update(users)
    .set({ avatarUrl: `${AVATAR_URL_PREFIX}${name}`, avatarUpdatedAt: now })
    .where(eq(users.id, userId))
  if (previous?.avatarUrl?.startsWith(AVATAR_URL_PREFIX)) {
    await unlink(path.join(dir, path.basename(previous.avatarUrl))).catch(() => {})
  }
  return avatarUrl(`${AVATAR_URL_PREFIX}${name}`, now)
}

/** Online role switch: confirmed by the server (SPEC.md §4 "Roles"). */
export async function switchRole(db: Db, userId: string, role: CurrentRole) {
  if (role === 'trainer') {
    const [row] = await db
      .select({ trainerBlockedAt: users.trainerBlockedAt })
      .from(users)
      .where(eq(users.id, userId))
    const [trainer] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'trainer')))
    if (!trainer) throw AppError.forbidden(MESSAGES.trainerRoleMissing, 'role_not_held')
    if (row?.trainerBlockedAt) throw AppError.forbidden(MESSAGES.trainerRoleBlocked, 'trainer_blocked')
  }
  await db.update(users).set({ currentRole: role, updatedAt: clock.now() }).where(eq(users.id, userId))
}
