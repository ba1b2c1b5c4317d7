import type { Dictionary } from '../en.ts'

export const myTrainers: Dictionary['myTrainers'] = {
  since: 'Занимаетесь с',
  telegram: 'Telegram',
  vk: 'ВКонтакте',
  phone: 'Телефон',
  find: 'Найти тренера',
}
