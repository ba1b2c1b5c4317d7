import type { Dictionary } from '../en.ts'

export const settings: Dictionary['settings'] = {
  language: 'Язык',
  theme: 'Тема',
}
