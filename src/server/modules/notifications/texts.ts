// The server's words for each notification type, in both languages: the Telegram message, the
// email and the button under the message. The app renders its own texts from type and data
// (the client's i18n); these are for the channels outside it.

import type { NotificationData, NotificationType } from '#shared/api/notifications.ts'
import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'
import type { Locale } from '#shared/locales.ts'
import { formatInZone } from '#shared/zoned-format.ts'

/**
 * A start time as the user reads it: their language and time zone, the clock the app shows them
 * (1:00 PM in English, 13:00 in Russian), and the zone's offset, since a mail is read anywhere.
 */
export function formatWhen(iso: string | undefined, locale: Locale, timeZone: string): string {
  if (!iso) return ''
  const format = (zone: string) =>
    formatInZone(new Date(iso), zone, locale === 'ru' ? 'ru-RU' : 'en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
  try {
    return format(timeZone)
  } catch {
    return format('UTC')
  }
}

type Texts = { title: string; body: string }

/** ` 1 500,00 ₽`: an amount in minor units as the reader writes money ('' without one; Stars have no minor unit). */
function amountOf(d: NotificationData, locale: Locale): string {
  if (d.amount === undefined || !d.currency) return ''
  if (d.currency === 'XTR') return ` ${d.amount} ⭐`
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: d.currency })
    return ` ${format.format(d.amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))}`
  } catch {
    return ` ${d.amount} ${d.currency}`
  }
}

const quoted = (title: string | undefined) => (title ? `«${title}»` : '')

function english(type: NotificationType, d: NotificationData, when: string, before: string): Texts {
  const training = d.trainingTitle ? `"${d.trainingTitle}"` : 'the training'
  const at = when ? ` on ${when}` : ''
  const reason = d.reason ? `\nReason: ${d.reason}` : ''
  const who = d.personName || 'Someone'
  switch (type) {
    case 'booking_requested':
      return { title: 'New booking request', body: `${who} asks to book ${training}${at}.` }
    case 'booking_created':
      return { title: 'New booking', body: `${who} booked ${training}${at}.` }
    case 'booking_confirmed':
      return { title: 'Booking confirmed', body: `Your place on ${training}${at} is confirmed.` }
    case 'booking_declined':
      if (d.unanswered)
        return {
          title: 'Request not confirmed',
          body: `The trainer did not confirm your request for ${training}${at} before it started. Nothing is charged for it.`,
        }
      return { title: 'Booking declined', body: `Your request for ${training}${at} was declined.${reason}` }
    case 'booking_cancelled':
      if (d.cancelledBy === 'unpaid')
        return {
          title: 'Booking released',
          body: `Your booking for ${training}${at} was not paid within ${INVOICE_HOLD_MINUTES} minutes, so its place was let go. You can book again if places are left.`,
        }
      return {
        title: 'Booking cancelled',
        body:
          d.cancelledBy === 'student'
            ? `${who} cancelled their booking for ${training}${at}.${reason}`
            : `Your booking for ${training}${at} was cancelled by the trainer.${reason}`,
      }
    case 'waitlist_promoted':
      return {
        title: 'A place for you',
        body: d.requested
          ? `A place came free on ${training}${at}: your request now waits for the trainer to confirm it.`
          : `A place came free: you are booked on ${training}${at}.`,
      }
    case 'waitlist_dropped':
      return {
        title: 'Off the waitlist',
        body: `A place came free on ${training}${at}, but it could not be booked the way you chose to pay, so you left the waitlist. You can book again if places are left.`,
      }
    case 'training_changed':
      return {
        title: 'Training changed',
        body: `${training} has changed${before ? ` (was ${before})` : ''}: now${at}${d.location ? `, ${d.location}` : ''}.`,
      }
    case 'training_cancelled':
      return {
        title: 'Training cancelled',
        body:
          d.cancelledBy === 'staff'
            ? `${training}${at} was cancelled by Trainly staff.${reason}`
            : `${training}${at} is cancelled.${reason}`,
      }
    case 'reminder_24h':
      return { title: 'Training tomorrow', body: `Reminder: ${training} starts in 24 hours${at}.` }
    case 'reminder_2h':
      return { title: 'Training soon', body: `Reminder: ${training} starts in 2 hours${at}.` }
    case 'payment_received':
      return { title: 'Payment received', body: `${who} paid${amountOf(d, 'en')}.` }
    case 'payment_cancelled':
      return {
        title: 'Package called off',
        body: `${who} called off ${d.planTitle ? `"${d.planTitle}"` : 'the package'}${amountOf(d, 'en')} before it was paid.`,
      }
    case 'payment_pending':
      return {
        title: 'Payment to confirm',
        body: `${who} chose ${d.planTitle ? `"${d.planTitle}"` : 'a package'}${amountOf(d, 'en')} and will pay you directly. Confirm the payment in Trainly once you have it.`,
      }
    case 'payment_refunded':
      return {
        title: 'Payment refunded',
        body: `${who} refunded your payment${amountOf(d, 'en')}.${reason}`,
      }
    case 'subscription_expiring':
      return { title: 'Subscription expiring', body: 'Your subscription is about to expire.' }
    case 'subscription_used_up':
      return { title: 'Subscription used up', body: 'All sessions of your subscription are used.' }
    case 'trainer_plan_expiring':
      return {
        title: 'Your Trainly plan ends soon',
        body: `Your trainer plan ends${at}. Renew Pro to keep creating trainings.`,
      }
    case 'trainer_request_accepted':
      return { title: 'Request accepted', body: `${who} accepted you as a student.` }
    case 'trainer_request_declined':
      return { title: 'Request declined', body: `${who} declined your request to train.${reason}` }
    case 'trainer_application_approved':
      return { title: 'You are a trainer', body: 'Your trainer application is approved.' }
    case 'trainer_application_rejected':
      return { title: 'Application rejected', body: `Your trainer application was rejected.${reason}` }
    case 'session_ended':
      return {
        title: 'Session ended',
        body: `Your session${d.device ? ` on ${d.device}` : ''} was ended from another device.`,
      }
  }
}

function russian(type: NotificationType, d: NotificationData, when: string, before: string): Texts {
  const training = d.trainingTitle ? `Тренировка ${quoted(d.trainingTitle)}` : 'Тренировка'
  const trainingAcc = d.trainingTitle ? `тренировку ${quoted(d.trainingTitle)}` : 'тренировку'
  const trainingPrep = d.trainingTitle ? `тренировке ${quoted(d.trainingTitle)}` : 'тренировке'
  const at = when ? ` (${when})` : ''
  const reason = d.reason ? `\nПричина: ${d.reason}` : ''
  const who = d.personName || 'Пользователь'
  switch (type) {
    case 'booking_requested':
      return { title: 'Новая заявка на запись', body: `${who} просит записать на ${trainingAcc}${at}.` }
    case 'booking_created':
      return { title: 'Новая запись', body: `${who} записал(ась) на ${trainingAcc}${at}.` }
    case 'booking_confirmed':
      return { title: 'Запись подтверждена', body: `Ваша запись на ${trainingAcc}${at} подтверждена.` }
    case 'booking_declined':
      if (d.unanswered)
        return {
          title: 'Заявка не подтверждена',
          body: `Тренер не подтвердил вашу заявку на ${trainingAcc}${at} до начала. Оплата за неё не списывается.`,
        }
      return { title: 'Запись отклонена', body: `Ваша заявка на ${trainingAcc}${at} отклонена.${reason}` }
    case 'booking_cancelled':
      if (d.cancelledBy === 'unpaid')
        return {
          title: 'Запись снята',
          body: `Запись на ${trainingAcc}${at} не оплатили за ${INVOICE_HOLD_MINUTES} минут, и место освободилось. Если места остались, можно записаться снова.`,
        }
      return {
        title: 'Запись отменена',
        body:
          d.cancelledBy === 'student'
            ? `${who} отменил(а) запись на ${trainingAcc}${at}.${reason}`
            : `Тренер отменил вашу запись на ${trainingAcc}${at}.${reason}`,
      }
    case 'waitlist_promoted':
      return {
        title: 'Место освободилось',
        body: d.requested
          ? `Освободилось место на ${trainingAcc}${at}: ваша заявка из листа ожидания ждёт подтверждения тренера.`
          : `Вы записаны на ${trainingAcc}${at} из листа ожидания.`,
      }
    case 'waitlist_dropped':
      return {
        title: 'Вы выбыли из листа ожидания',
        body: `На ${trainingAcc}${at} освободилось место, но записать вас выбранным способом оплаты не удалось, и вы выбыли из листа ожидания. Если места остались, можно записаться снова.`,
      }
    case 'training_changed':
      return {
        title: 'Тренировка изменена',
        body: `Изменения в ${trainingPrep}${before ? ` (было: ${before})` : ''}: теперь${at}${d.location ? `, ${d.location}` : ''}.`,
      }
    case 'training_cancelled':
      return {
        title: 'Тренировка отменена',
        body:
          d.cancelledBy === 'staff'
            ? `${training}${at} отменена администрацией Trainly.${reason}`
            : `${training}${at} отменена.${reason}`,
      }
    case 'reminder_24h':
      return { title: 'Тренировка завтра', body: `Напоминание: ${trainingAcc}${at} — через 24 часа.` }
    case 'reminder_2h':
      return { title: 'Скоро тренировка', body: `Напоминание: ${trainingAcc}${at} — через 2 часа.` }
    case 'payment_received':
      return { title: 'Оплата получена', body: `${who} оплатил(а)${amountOf(d, 'ru')}.` }
    case 'payment_cancelled':
      return {
        title: 'Абонемент отменён',
        body: `${who} отменил(а) абонемент${d.planTitle ? ` ${quoted(d.planTitle)}` : ''}${amountOf(d, 'ru')} до оплаты.`,
      }
    case 'payment_pending':
      return {
        title: 'Оплата ждёт подтверждения',
        body: `${who} выбрал(а) абонемент${d.planTitle ? ` ${quoted(d.planTitle)}` : ''}${amountOf(d, 'ru')} и заплатит вам напрямую. Подтвердите оплату в Trainly, когда получите её.`,
      }
    case 'payment_refunded':
      return {
        title: 'Платёж возвращён',
        body: `${who} вернул(а) ваш платёж${amountOf(d, 'ru')}.${reason}`,
      }
    case 'subscription_expiring':
      return { title: 'Абонемент заканчивается', body: 'Срок вашего абонемента скоро истекает.' }
    case 'subscription_used_up':
      return { title: 'Абонемент израсходован', body: 'Все занятия абонемента использованы.' }
    case 'trainer_plan_expiring':
      return {
        title: 'Тариф Trainly скоро закончится',
        body: `Ваш тариф тренера заканчивается${at}. Продлите Pro, чтобы и дальше создавать тренировки.`,
      }
    case 'trainer_request_accepted':
      return { title: 'Заявка принята', body: `${who} принял(а) вас в ученики.` }
    case 'trainer_request_declined':
      return { title: 'Заявка отклонена', body: `${who} отклонил(а) вашу заявку на тренировки.${reason}` }
    case 'trainer_application_approved':
      return { title: 'Вы тренер', body: 'Ваша заявка тренера одобрена.' }
    case 'trainer_application_rejected':
      return { title: 'Заявка тренера отклонена', body: `Ваша заявка тренера отклонена.${reason}` }
    case 'session_ended':
      return {
        title: 'Сеанс завершён',
        body: `Ваш сеанс${d.device ? ` на ${d.device}` : ''} завершён с другого устройства.`,
      }
  }
}

/** Title and body of a notification in the user's language, times in their time zone. */
export function notificationTexts(
  type: NotificationType,
  data: NotificationData,
  locale: Locale,
  timeZone: string,
): Texts {
  const when = formatWhen(data.startsAt, locale, timeZone)
  const before = formatWhen(data.previousStartsAt, locale, timeZone)
  return locale === 'ru' ? russian(type, data, when, before) : english(type, data, when, before)
}

/** The Telegram message (plain text: title, then body) and its button's label. */
export function telegramMessage(
  type: NotificationType,
  data: NotificationData,
  locale: Locale,
  timeZone: string,
) {
  const { title, body } = notificationTexts(type, data, locale, timeZone)
  return {
    text: `${title}\n${body}`,
    button: locale === 'ru' ? 'Открыть' : 'Open',
  }
}

/** The email: subject and plain text with the link to the screen. */
export function notificationMail(
  type: NotificationType,
  data: NotificationData,
  locale: Locale,
  timeZone: string,
  url: string,
) {
  const { title, body } = notificationTexts(type, data, locale, timeZone)
  const open = locale === 'ru' ? 'Открыть в Trainly' : 'Open in Trainly'
  const footer =
    locale === 'ru'
      ? 'Письма об уведомлениях можно отключить в настройках.'
      : 'You can turn notification mails off in the settings.'
  return { subject: `Trainly: ${title}`, text: `${body}\n\n${open}: ${url}\n\n${footer}` }
}
