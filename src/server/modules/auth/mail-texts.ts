import { EMAIL_VERIFICATION_LINK_TTL_HOURS, PASSWORD_RESET_LINK_TTL_MINUTES } from '#shared/constants.ts'
import type { Locale } from '#shared/locales.ts'

export function passwordResetMail(locale: Locale, link: string, name: string) {
  if (locale === 'ru') {
    return {
      subject: 'Trainly: восстановление пароля',
      text: `Здравствуйте${name ? `, ${name}` : ''}!\n\nЧтобы задать новый пароль, откройте ссылку (она действует ${PASSWORD_RESET_LINK_TTL_MINUTES} минут и только один раз):\n${link}\n\nЕсли вы не запрашивали сброс пароля, просто проигнорируйте это письмо.`,
    }
  }
  return {
    subject: 'Trainly: reset your password',
    text: `Hello${name ? ` ${name}` : ''},\n\nTo set a new password, open this link (it works once, for ${PASSWORD_RESET_LINK_TTL_MINUTES} minutes):\n${link}\n\nIf you did not ask to reset your password, ignore this mail.`,
  }
}

const hello = (locale: Locale, name: string) =>
  locale === 'ru' ? `Здравствуйте${name ? `, ${name}` : ''}!` : `Hello${name ? ` ${name}` : ''},`

/** The link that confirms an address: after registration, or for a new address of an account. */
export function verificationMail(locale: Locale, link: string, name: string) {
  if (locale === 'ru') {
    return {
      subject: 'Trainly: подтвердите email',
      text: `${hello(locale, name)}\n\nЧтобы подтвердить этот адрес для аккаунта Trainly, откройте ссылку (она действует ${EMAIL_VERIFICATION_LINK_TTL_HOURS} часа и только один раз):\n${link}\n\nПока адрес не подтверждён, на него нельзя восстановить пароль. Если вы не указывали этот адрес в Trainly, просто проигнорируйте письмо.`,
    }
  }
  return {
    subject: 'Trainly: confirm your email',
    text: `${hello(locale, name)}\n\nTo confirm this address for your Trainly account, open this link (it works once, for ${EMAIL_VERIFICATION_LINK_TTL_HOURS} hours):\n${link}\n\nUntil the address is confirmed, no password reset can be sent to it. If you did not give this address to Trainly, ignore this mail.`,
  }
}

/** To the earlier confirmed address, once a new one has taken its place: what happened and how to get help. */
export function emailChangedMail(
  locale: Locale,
  name: string,
  change: { from: string; to: string },
  links: { settings: string; help: string },
) {
  if (locale === 'ru') {
    return {
      subject: 'Trainly: email аккаунта изменён',
      text: `${hello(locale, name)}\n\nEmail вашего аккаунта Trainly изменён: вместо ${change.from} теперь ${change.to}. Письма и восстановление пароля теперь идут на новый адрес.\n\nЕсли это были не вы: войдите в Trainly (через Telegram, если он подключён), смените пароль и завершите чужие сеансы в настройках — ${links.settings} — и напишите нам через страницу помощи: ${links.help}. Мы поможем вернуть доступ.`,
    }
  }
  return {
    subject: 'Trainly: your account email was changed',
    text: `${hello(locale, name)}\n\nThe email of your Trainly account was changed from ${change.from} to ${change.to}. Mails and password resets now go to the new address.\n\nIf this was not you: sign in to Trainly (with Telegram, if it is connected), change your password and end the sessions you do not know in Settings — ${links.settings} — and write to us through the help page: ${links.help}. We will help you get your account back.`,
  }
}

/** What the bot tells an account with Telegram when a new way in is added to it. */
export type AccountNotice = { kind: 'password_added' } | { kind: 'email_added'; email: string }

export function accountNoticeForBot(locale: Locale, notice: AccountNotice) {
  if (locale === 'ru') {
    const what =
      notice.kind === 'password_added'
        ? 'К вашему аккаунту Trainly добавлен пароль: теперь в него можно войти по email и паролю.'
        : `К вашему аккаунту Trainly добавлен email ${notice.email}. Он начнёт действовать, когда по ссылке из письма на этот адрес подтвердят его.`
    return {
      text: `${what}\n\nЕсли это были не вы, откройте Trainly кнопкой ниже и завершите чужие сеансы в настройках (Настройки → Сеансы).`,
      button: 'Открыть сеансы',
    }
  }
  const what =
    notice.kind === 'password_added'
      ? 'A password was added to your Trainly account: it can now be signed in to with an email and that password.'
      : `The email ${notice.email} was added to your Trainly account. It counts once the link mailed to that address is opened.`
  return {
    text: `${what}\n\nIf this was not you, open Trainly with the button below and end the sessions you do not know (Settings → Sessions).`,
    button: 'Open sessions',
  }
}
