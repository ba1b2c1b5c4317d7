import type { Dictionary } from '../en.ts'

export const nav: Dictionary['nav'] = {
  main: 'Основное меню',
  home: 'Главная',
  trainers: 'Тренеры',
  services: 'Услуги',
  schedule: 'Расписание',
  moderation: 'Модерация',
  admin: 'Админка',
  notifications: 'Уведомления',
  account: 'Кабинет',
  settings: 'Настройки',
  login: 'Войти',
  register: 'Регистрация',
  back: 'Назад',
  about: 'О нас',
  help: 'Помощь',
  offer: 'Оферта',
  privacy: 'Конфиденциальность',
  requisites: 'Реквизиты',
  language: 'Язык',
  footer: 'Подвал сайта',
}
