import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'
import type { NotificationTextParams } from '../en/notifications.ts'
import type { Dictionary } from '../en.ts'

const on = (time: string) => (time ? `, ${time}` : '')
const because = (reason: string) => (reason ? `. Причина: ${reason}` : '')

export const notifications: Dictionary['notifications'] = {
  link: 'Уведомления',
  linkUnread: (p: { count: number }) => `Уведомления, непрочитанных: ${p.count}`,
  loading: 'Загружаем уведомления…',
  unread: 'Не прочитано',
  markRead: 'Отметить прочитанным',
  markAllRead: 'Прочитать все',
  allRead: 'Все уведомления отмечены прочитанными',
  loadMore: 'Показать ещё',
  loadingMore: 'Загружаем…',
  open: 'Открыть',
  aTraining: 'тренировка',
  someone: 'Пользователь',
  types: {
    booking_requested: (p: NotificationTextParams) =>
      `${p.person}: заявка на запись — ${p.title}${on(p.time)}`,
    booking_created: (p: NotificationTextParams) => `${p.person}: новая запись — ${p.title}${on(p.time)}`,
    booking_confirmed: (p: NotificationTextParams) => `Запись подтверждена: ${p.title}${on(p.time)}`,
    booking_declined: (p: NotificationTextParams) =>
      p.unanswered
        ? `Тренер не подтвердил заявку до начала, оплата не списывается: ${p.title}${on(p.time)}`
        : `Запись отклонена: ${p.title}${on(p.time)}${because(p.reason)}`,
    booking_cancelled: (p: NotificationTextParams) =>
      p.unpaid
        ? `Запись снята — её не оплатили за ${INVOICE_HOLD_MINUTES} минут: ${p.title}${on(p.time)}`
        : `${p.person} отменил(а) запись: ${p.title}${on(p.time)}${because(p.reason)}`,
    waitlist_promoted: (p: NotificationTextParams) =>
      p.requested
        ? `Освободилось место — ваша заявка ждёт подтверждения тренера: ${p.title}${on(p.time)}`
        : `Освободилось место — вы записаны: ${p.title}${on(p.time)}`,
    waitlist_dropped: (p: NotificationTextParams) =>
      `Освободилось место, но выбранный способ оплаты больше не подходит — вы выбыли из листа ожидания: ${p.title}${on(p.time)}`,
    training_changed: (p: NotificationTextParams) =>
      p.previousTime && p.time
        ? `Тренировка перенесена: ${p.title}, ${p.previousTime} → ${p.time}${p.location ? `, ${p.location}` : ''}`
        : `Тренировка изменена: ${p.title}${on(p.time)}${p.location ? `. Место: ${p.location}` : ''}`,
    training_cancelled: (p: NotificationTextParams) =>
      p.byStaff
        ? `Администрация Trainly отменила тренировку: ${p.title}${on(p.time)}${because(p.reason)}`
        : `Тренировка отменена: ${p.title}${on(p.time)}${because(p.reason)}`,
    reminder_24h: (p: NotificationTextParams) =>
      `Напоминание: завтра ${p.title}${p.time ? `, ${p.time}` : ''}`,
    reminder_2h: (p: NotificationTextParams) =>
      `Напоминание: через 2 часа ${p.title}${p.time ? `, ${p.time}` : ''}`,
    payment_received: (p: NotificationTextParams) =>
      `${p.person}: получена оплата${p.amount ? ` ${p.amount}` : ''}`,
    payment_cancelled: (p: NotificationTextParams) =>
      `${p.person} отменил(а) «${p.title}»${p.amount ? ` (${p.amount})` : ''} до оплаты`,
    payment_pending: (p: NotificationTextParams) =>
      `${p.person} заплатит вам напрямую${p.amount ? ` ${p.amount}` : ''} за «${p.title}»: подтвердите, когда получите`,
    payment_refunded: (p: NotificationTextParams) =>
      `${p.person}: возврат платежа${p.amount ? ` ${p.amount}` : ''}${because(p.reason)}`,
    subscription_expiring: (p: NotificationTextParams) =>
      `Скоро закончится абонемент у тренера ${p.person}${p.time ? `, ${p.time}` : ''}`,
    subscription_used_up: (p: NotificationTextParams) => `Абонемент у тренера ${p.person} израсходован`,
    trainer_plan_expiring: (p: NotificationTextParams) =>
      `Тариф Trainly скоро закончится${p.time ? `, ${p.time}` : ''}: продлите Pro, чтобы создавать тренировки`,
    trainer_request_accepted: (p: NotificationTextParams) => `${p.person} принял(а) вашу заявку`,
    trainer_request_declined: (p: NotificationTextParams) =>
      `${p.person} отклонил(а) вашу заявку${because(p.reason)}`,
    trainer_application_approved: () => 'Ваша заявка тренера одобрена: теперь вы можете работать как тренер',
    trainer_application_rejected: (p: NotificationTextParams) =>
      `Ваша заявка тренера отклонена${because(p.reason)}`,
    session_ended: (p: NotificationTextParams) =>
      p.device
        ? `Сеанс на устройстве «${p.device}» завершён`
        : 'Один из ваших сеансов завершён на другом устройстве',
  },
  settingsTitle: 'Уведомления',
  settingsText: 'В приложении уведомления приходят всегда. Выберите, куда ещё их присылать.',
  telegram: 'Сообщения в Telegram',
  telegramNotLinked: 'Привяжите Telegram выше, чтобы получать уведомления от бота.',
  email: 'Электронная почта',
  emailMissing: 'Добавьте email в профиль, чтобы получать уведомления на почту.',
  preferencesSaved: 'Настройки уведомлений сохранены',
}
