import type { Dictionary } from '../en.ts'

export const common: Dictionary['common'] = {
  close: 'Закрыть',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  cancel: 'Отмена',
  saved: 'Сохранено',
  logout: 'Выйти',
  edit: 'Изменить',
  retry: 'Повторить',
  /** A paged list's steps (ui/components/pager.tsx). */
  previous: 'Назад',
  next: 'Дальше',
  pageOf: (p: { page: number; pages: number }) => `Страница ${p.page} из ${p.pages}`,
  deletedUser: 'Удалённый пользователь',
  notSet: 'Не указано',
  networkError: 'Нет соединения. Проверьте сеть и попробуйте ещё раз.',
  unexpectedError: 'Что-то пошло не так. Попробуйте ещё раз.',
  rateLimited: 'Слишком много попыток. Подождите немного и попробуйте снова.',
}
