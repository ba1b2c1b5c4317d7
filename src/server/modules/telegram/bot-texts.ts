import type { Locale } from '#shared/locales.ts'
import { localeOf } from './service.ts'

/** The bot speaks Russian to a Russian Telegram client and English to everyone else. */
export function botLocale(languageCode: string | undefined): Locale {
  return localeOf(languageCode) ?? 'en'
}

export function startMessage(locale: Locale, firstName: string) {
  const name = firstName.trim()
  if (locale === 'ru') {
    return {
      text: `Здравствуйте${name ? `, ${name}` : ''}! В Trainly можно найти тренера, записаться на тренировку и держать расписание под рукой. Откройте приложение кнопкой ниже.`,
      button: 'Открыть Trainly',
    }
  }
  return {
    text: `Hello${name ? `, ${name}` : ''}! Trainly is where you find a trainer, book trainings and keep your schedule at hand. Open the app with the button below.`,
    button: 'Open Trainly',
  }
}

/** Any other message: the bot has no chat of its own, so it points to the app. */
export function otherMessage(locale: Locale) {
  if (locale === 'ru') {
    return {
      text: 'Я не отвечаю на сообщения, но всё есть в приложении: тренеры, записи и расписание. Откройте его кнопкой ниже.',
      button: 'Открыть Trainly',
    }
  }
  return {
    text: 'I do not answer messages, but everything is in the app: trainers, bookings and your schedule. Open it with the button below.',
    button: 'Open Trainly',
  }
}
