import type { Dictionary } from '../en.ts'

export const guest: Dictionary['guest'] = {
  loginRequiredTitle: 'Войдите, чтобы продолжить',
  loginRequiredText: 'На этой странице — ваши личные данные.',
  login: 'Войти',
}
