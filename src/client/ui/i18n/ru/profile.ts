import type { Dictionary } from '../en.ts'

export const profile: Dictionary['profile'] = {
  edit: 'Редактировать профиль',
  contacts: 'Контакты',
  username: 'Имя пользователя в Telegram',
  vkLink: 'Страница ВКонтакте',
  avatar: 'Фото',
  changeAvatar: 'Сменить фото',
  avatarHint: 'JPEG, PNG или WebP; мы обрежем его до квадрата',
  avatarTooBig: 'Выберите изображение до 10 МБ',
  avatarType: 'Выберите изображение JPEG, PNG или WebP',
  avatarUploaded: 'Фото обновлено',
  language: 'Язык',
  timeZone: 'Часовой пояс',
  roleStudent: 'Ученик',
  roleTrainer: 'Тренер',
  roles: 'Роли',
  saved: 'Профиль сохранён',
}
