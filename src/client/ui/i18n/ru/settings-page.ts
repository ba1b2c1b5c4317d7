import type { Dictionary } from '../en.ts'

export const settingsPage: Dictionary['settingsPage'] = {
  language: 'Язык',
  theme: 'Тема',
  themes: { telegram: 'Как в Telegram', system: 'Как в системе', light: 'Светлая', dark: 'Тёмная' },
  security: 'Пароль',
  changePassword: 'Сменить пароль',
  passwordChanged: 'Пароль изменён. Другие сеансы завершены.',
  sessions: 'Активные сеансы',
  sessionsText: 'Устройства, на которых вы вошли',
  openSessions: 'Управлять сеансами',
}
