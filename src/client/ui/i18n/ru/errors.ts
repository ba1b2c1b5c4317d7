import type { Dictionary } from '../en.ts'

export const errors: Dictionary['errors'] = {
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'По этому адресу ничего нет.',
  internalTitle: 'Внутренняя ошибка сервера',
  internalText: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз чуть позже.',
  forbiddenTitle: 'Доступ запрещён',
  forbiddenText: 'У вашего аккаунта нет доступа к этой странице.',
  status: (p: { status: number }) => `Ошибка ${p.status}`,
  goHome: 'На главную',
  retry: 'Повторить',
  trainerBlocked: 'Роль тренера заблокирована; вы можете пользоваться Trainly как ученик.',
}
