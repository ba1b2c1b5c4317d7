import { PASSWORD_RESET_LINK_TTL_MINUTES } from '#shared/constants.ts'
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
