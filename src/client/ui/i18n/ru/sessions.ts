import type { Dictionary } from '../en.ts'

export const sessions: Dictionary['sessions'] = {
  device: (label: string) => label.replace(' on ', ', ').replace('Unknown device', 'Неизвестное устройство'),
  current: 'Это устройство',
  lastUsed: (p: { time: string }) => `Был активен ${p.time}`,
  started: (p: { time: string }) => `Вход выполнен ${p.time}`,
  end: 'Завершить сеанс',
  endOthers: 'Завершить все другие сеансы',
  ended: 'Сеанс завершён',
  othersEnded: (p: { count: number }) => `Завершено сеансов: ${p.count}`,
  loadFailed: 'Не удалось загрузить сеансы.',
}
