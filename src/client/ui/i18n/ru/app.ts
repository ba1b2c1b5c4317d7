import type { Dictionary } from '../en.ts'

export const app: Dictionary['app'] = {
  tagline: 'Персональные тренировки в одно касание',
  skipToContent: 'Перейти к содержимому',
  loading: 'Загрузка…',
  offline: 'Нет подключения к сети',
}
