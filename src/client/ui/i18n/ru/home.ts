import type { Dictionary } from '../en.ts'
import { plural } from './plural.ts'

export const home: Dictionary['home'] = {
  title: 'Найдите своего тренера. Запишитесь в одно касание.',
  text: 'Trainly соединяет учеников с персональными тренерами: выбирайте в каталоге, записывайтесь на тренировки, держите расписание под рукой даже без сети.',
  findTrainer: 'Найти тренера',
  becomeTrainer: 'Стать тренером',
  login: 'Войти',
  features: [
    {
      title: 'Честный каталог',
      text: 'Фильтры по направлению, месту и цене; отзывы только от тех, кто занимался.',
    },
    {
      title: 'Без двойных записей',
      text: 'Места держит база данных, поэтому полная группа остаётся полной.',
    },
    { title: 'Работает в Telegram', text: 'Откройте Trainly из бота или установите как приложение.' },
  ],
  studentTitle: 'Главная',
  trainerTitle: 'Сегодня в работе',
  nextTrainings: 'Ближайшие тренировки',
  allSchedule: 'Расписание',
  noNextTrainings: 'Пока нет записей.',
  trainerDays: 'Сегодня и завтра',
  today: 'Сегодня',
  tomorrow: 'Завтра',
  noTrainingsThatDay: 'Занятий нет.',
  nobodyYet: 'Пока никто не записался.',
  whoComes: (p: { names: string }) => `Придут: ${p.names}`,
  notificationsTitle: 'Уведомления',
  unreadTitle: (p: { count: number }) => `Непрочитанные уведомления: ${p.count}`,
  allNotifications: 'Все',
  noUnread: 'Всё прочитано.',
  pendingRequests: 'Заявки',
  allRequests: 'Все заявки',
  noPendingRequests: 'Заявок, ждущих ответа, нет.',
  pendingCount: (p: { count: number }) =>
    `${plural(p.count, 'Ждёт ответа', 'Ждут ответа', 'Ждут ответа')} ${p.count} ${plural(p.count, 'заявка', 'заявки', 'заявок')}`,
  quickActions: 'Быстрые действия',
  bookAgain: 'Записаться снова к моим тренерам',
  book: 'Записаться',
  bookWith: (p: { name: string }) => `Записаться к тренеру ${p.name}`,
  quickCreate: 'Создать',
  newTraining: 'Новое занятие',
  newTemplate: 'Новый шаблон на неделю',
}
