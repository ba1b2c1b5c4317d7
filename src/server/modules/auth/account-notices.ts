// Mails and bot messages about an account's ways in (decision 0022). None is awaited by the
// request that caused it: a slow mail server or Telegram never slows the answer, and a failure is
// a log line (the account's state is already committed and shown in the app).
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { users } from '#server/db/schema.ts'
import { describeTelegramError } from '#server/integrations/telegram.ts'
import type { VerifiedEmail } from './email-verification.ts'
import { type AccountNotice, accountNoticeForBot, emailChangedMail, verificationMail } from './mail-texts.ts'
import { type IssuedVerification, VERIFY_EMAIL_PATH } from './verification-links.ts'

type NoticeApp = Pick<FastifyInstance, 'config' | 'mailer' | 'telegram' | 'database'>

/** Mails the link that confirms `issued.email`. */
export function sendVerificationLink(app: NoticeApp, issued: IssuedVerification, log: FastifyBaseLogger) {
  const link = new URL(VERIFY_EMAIL_PATH, app.config.PUBLIC_URL)
  link.searchParams.set('token', issued.token)
  const mail = verificationMail(issued.language ?? 'en', link.toString(), issued.firstName)
  app.mailer
    .send({ to: issued.email, ...mail })
    .catch((err: unknown) => log.error({ err }, 'could not send the email confirmation mail'))
}

/** Tells the earlier confirmed address that a new one took its place. */
export function sendEmailChanged(app: NoticeApp, verified: VerifiedEmail, log: FastifyBaseLogger) {
  const replaced = verified.replaced
  if (!replaced?.wasVerified) return
  const mail = emailChangedMail(
    verified.language ?? 'en',
    verified.firstName,
    { from: replaced.email, to: verified.email },
    {
      settings: new URL('/settings', app.config.PUBLIC_URL).toString(),
      help: new URL('/help', app.config.PUBLIC_URL).toString(),
    },
  )
  app.mailer
    .send({ to: replaced.email, ...mail })
    .catch((err: unknown) => log.error({ err }, 'could not tell the earlier address of an email change'))
}

/** A message from the bot to the account's Telegram, when it has one linked; regardless of its notification settings. */
export function notifyThroughBot(
  app: NoticeApp,
  userId: string,
  notice: AccountNotice,
  log: FastifyBaseLogger,
) {
  void (async () => {
    const [user] = await app.database.db
      .select({ language: users.language, telegramId: users.telegramId })
      .from(users)
      .where(eq(users.id, userId))
    if (!user || user.telegramId === null) return
    const message = accountNoticeForBot(user.language ?? 'en', notice)
    const result = await app.telegram.sendToUser(userId, message.text, {
      text: message.button,
      path: '/settings/sessions',
    })
    if (result.status === 'failed')
      log.warn({ error: result.description }, 'account notice not sent by the bot')
  })().catch((err: unknown) =>
    log.error({ error: describeTelegramError(err) }, 'account notice not sent by the bot'),
  )
}
