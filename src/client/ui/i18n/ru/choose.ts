import type { Dictionary } from '../en.ts'

export const choose: Dictionary['choose'] = {
  student: 'Ученик',
  studentText: 'Записывайтесь на тренировки, смотрите расписание и абонементы.',
  trainer: 'Тренер',
  trainerText: 'Ведите расписание, учеников и платежи.',
  becomeTrainer: 'Стать тренером',
  becomeTrainerText: 'Подайте заявку, чтобы вести тренировки в Trainly.',
  moderation: 'Модерация',
  moderationText: 'Проверка заявок тренеров.',
  admin: 'Панель администратора',
  adminText: 'Пользователи, контент, финансы.',
  current: 'Сейчас',
  trainerBlocked: 'Роль тренера заблокирована; вы можете пользоваться Trainly как ученик.',
  switchFailed: 'Не удалось переключиться на роль тренера.',
}
