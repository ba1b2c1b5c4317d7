import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Tx } from '#server/db/client.ts'
import { type Db, uniqueViolation } from '#server/db/client.ts'
import { telegramLinkCodes, users } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { hashToken, newOpaqueToken } from '#server/http/tokens.ts'
import { accountBlocked, type ClientMeta, signIn } from '#server/modules/auth/index.ts'
import { TELEGRAM_START_PARAM } from '#shared/api/auth.ts'
import { usernameReserved } from '#shared/api/user.ts'
import { clock } from '#shared/clock.ts'
import { TELEGRAM_LINK_CODE_TTL_MS } from '#shared/constants.ts'
import type { Locale } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { TelegramUser, VerifiedInitData } from './init-data.ts'

interface SignInOptions {
  secret: string
  adminEmails: string[]
}

/** Telegram sends IETF tags (`ru`, `en-US`); the app speaks ru and en, otherwise the browser decides. */
export function localeOf(languageCode: string | undefined): Locale | null {
  const primary = languageCode?.toLowerCase().split(/[-_]/)[0]
  return primary === 'ru' || primary === 'en' ? primary : null
}

const clip = (value: string | undefined, max: number) => {
  const text = value?.replaceAll('\u0000', '').trim()
  return text ? text.slice(0, max) : undefined
}
const NAME_MAX = 60

/** The Telegram user's fields as an account holds them; the photo only when it is an https URL. */
function accountFields(user: TelegramUser) {
  const photo = user.photoUrl && /^https:\/\/[^\s]+$/.test(user.photoUrl) ? user.photoUrl : undefined
  return {
    firstName: clip(user.firstName, NAME_MAX) ?? '',
    lastName: clip(user.lastName, NAME_MAX) ?? '',
    username:
      user.username && /^[A-Za-z0-9_]{3,32}$/.test(user.username) && !usernameReserved(user.username)
        ? user.username
        : undefined,
    avatarUrl: photo && photo.length <= 1000 ? photo : undefined,
    language: localeOf(user.languageCode),
  }
}

function linkInvalid() {
  return new AppError(422, 'telegram_link_invalid', MESSAGES.telegramLinkInvalid)
}

/**
 * Signs a verified Telegram user in (decision 0013): into the linked account, or a new one made
 * from the Telegram profile; with a `link_<code>` start parameter, into the account that made the
 * code, after linking the Telegram user to it.
 */
export async function telegramLogin(
  db: Db,
  data: VerifiedInitData,
  meta: ClientMeta,
  options: SignInOptions,
) {
  const linkCode = data.startParam?.startsWith(TELEGRAM_START_PARAM.link)
    ? data.startParam.slice(TELEGRAM_START_PARAM.link.length)
    : undefined
  try {
    return await db.transaction(async (tx) => {
      const userId =
        linkCode !== undefined ? await linkByCode(tx, linkCode, data.user) : await accountFor(tx, data.user)
      const [user] = await tx
        .select({ id: users.id, email: users.email, blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, userId))
      if (!user) throw AppError.notFound('User not found')
      if (user.blockedAt) throw accountBlocked()
      return signIn(tx, user, meta, options)
    })
  } catch (error) {
    // Two first logins of one Telegram user at once, or a link racing a login: one of them wins.
    if (uniqueViolation(error) === 'users_telegram_id_key') {
      if (linkCode !== undefined) {
        throw AppError.conflict('telegram_linked_to_other', MESSAGES.telegramLinkedToOther)
      }
      return telegramLogin(db, data, meta, options)
    }
    throw error
  }
}

/** The account linked to the Telegram user, made on the first login. */
async function accountFor(tx: Tx, user: TelegramUser): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.telegramId, user.id))
  if (existing) return existing.id
  const fields = accountFields(user)
  const [created] = await tx
    .insert(users)
    .values({
      telegramId: user.id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      username: fields.username ?? null,
      avatarUrl: fields.avatarUrl ?? null,
      avatarUpdatedAt: fields.avatarUrl ? clock.now() : null,
      language: fields.language,
    })
    .returning({ id: users.id })
  return created!.id
}

/** Links the Telegram user to the account that made the code, using the code up; returns the account. */
async function linkByCode(tx: Tx, code: string, user: TelegramUser): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(code)) throw linkInvalid()
  const codeHash = hashToken(code)
  const [row] = await tx.select().from(telegramLinkCodes).where(eq(telegramLinkCodes.codeHash, codeHash))
  if (!row) throw linkInvalid()
  const [linked] = await tx.select({ id: users.id }).from(users).where(eq(users.telegramId, user.id))
  // Opened again (a reload keeps the start parameter): the link is already made, so just sign in.
  if (linked?.id === row.userId) return row.userId
  const [used] = await tx
    .update(telegramLinkCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(telegramLinkCodes.codeHash, codeHash),
        isNull(telegramLinkCodes.usedAt),
        gt(telegramLinkCodes.expiresAt, sqlNow()),
      ),
    )
    .returning({ userId: telegramLinkCodes.userId })
  if (!used) {
    if (row.usedAt === null && row.expiresAt.getTime() <= clock.nowMs()) {
      throw new AppError(422, 'telegram_link_expired', MESSAGES.telegramLinkExpired)
    }
    throw linkInvalid()
  }
  if (linked) throw AppError.conflict('telegram_linked_to_other', MESSAGES.telegramLinkedToOther)
  const [account] = await tx
    .select({
      telegramId: users.telegramId,
      username: users.username,
      avatarUrl: users.avatarUrl,
      language: users.language,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, used.userId))
    .for('update')
  if (!account) throw linkInvalid()
  if (account.blockedAt) throw accountBlocked()
  if (account.telegramId !== null && account.telegramId !== user.id) {
    throw AppError.conflict('account_has_other_telegram', MESSAGES.accountHasOtherTelegram)
  }
  // Telegram fills only what the account lacks; the names the person chose stay.
  const fields = accountFields(user)
  await tx
    .update(users)
    .set({
      telegramId: user.id,
      ...(account.username === null && fields.username ? { username: fields.username } : {}),
      ...(account.avatarUrl === null && fields.avatarUrl
        ? { avatarUrl: fields.avatarUrl, avatarUpdatedAt: clock.now() }
        : {}),
      ...(account.language === null && fields.language ? { language: fields.language } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(users.id, used.userId))
  return used.userId
}

/**
 * A new one-time link code for the account, stored only as its hash; the account's earlier unused
 * codes stop working, and codes long expired are cleared.
 */
export async function issueLinkCode(db: Db, userId: string) {
  const code = newOpaqueToken()
  const expiresAt = new Date(clock.nowMs() + TELEGRAM_LINK_CODE_TTL_MS)
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ telegramId: users.telegramId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!account) throw AppError.notFound('User not found')
    if (account.telegramId !== null) {
      throw AppError.conflict('telegram_already_linked', MESSAGES.telegramAlreadyLinked)
    }
    await tx
      .delete(telegramLinkCodes)
      .where(and(eq(telegramLinkCodes.userId, userId), isNull(telegramLinkCodes.usedAt)))
    await tx
      .delete(telegramLinkCodes)
      .where(lt(telegramLinkCodes.expiresAt, sql`${sqlNow()} - interval '1 day'`))
    await tx.insert(telegramLinkCodes).values({ codeHash: hashToken(code), userId, expiresAt })
  })
  return { startParam: `${TELEGRAM_START_PARAM.link}${code}`, expiresAt }
}

/**
 * Disconnects Telegram from an account that can still sign in without it: a password and a
 * confirmed email (decision 0022). An address set with a stolen token and never proved, or a
 * pending one, is no way in.
 */
export async function unlinkTelegram(db: Db, userId: string) {
  const [account] = await db
    .select({
      telegramId: users.telegramId,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!account) throw AppError.notFound('User not found')
  if (account.telegramId === null) throw AppError.conflict('telegram_not_linked', MESSAGES.telegramNotLinked)
  if (!account.email || account.emailVerifiedAt === null || !account.passwordHash) {
    throw AppError.unprocessable('telegram_only_login', MESSAGES.telegramOnlyLogin)
  }
  await db.update(users).set({ telegramId: null, updatedAt: clock.now() }).where(eq(users.id, userId))
}
