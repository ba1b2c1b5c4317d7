import { zoneName } from '../../zone-name.ts'
import type { Dictionary } from '../en.ts'

export const adminTrainings: Dictionary['adminTrainings'] = {
  filters: 'Фильтры',
  trainer: 'Тренер',
  anyTrainer: 'Любой тренер',
  status: 'Статус',
  anyStatus: 'Любой статус',
  statuses: { scheduled: 'Запланирована', cancelled: 'Отменена', completed: 'Проведена' },
  ended: 'Прошла',
  from: 'С',
  to: 'По',
  apply: 'Показать',
  reset: 'Сбросить фильтры',
  found: (p: { count: number }) => `Тренировок: ${p.count}`,
  empty: 'Нет тренировок с такими фильтрами.',
  places: (p: { booked: number; capacity: number }) => `Записано ${p.booked} из ${p.capacity}`,
  waiting: (p: { count: number }) => `В листе ожидания: ${p.count}`,
  timesIn: (p: { zone: string }) => `Время указано в вашем часовом поясе: ${zoneName(p.zone)}.`,
  cancelReasonShown: (p: { reason: string }) => `Отменена: ${p.reason}`,
  cancel: 'Отменить тренировку',
  cancelTitle: (p: { title: string }) => `Отмена «${p.title}»`,
  cancelText:
    'Все записанные и ожидающие потеряют место и получат уведомление с вашей причиной. Тренеру сообщим, что тренировку отменила администрация Trainly.',
  reason: 'Причина (её увидят ученики и тренер)',
  confirm: 'Отменить тренировку',
  keep: 'Не отменять',
  cancelled: 'Тренировка отменена; ученики и тренер получили уведомления',
}
