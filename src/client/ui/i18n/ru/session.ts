import type { Dictionary } from '../en.ts'

export const session: Dictionary['session'] = {
  refreshFailed: 'Не удалось обновить токен',
  terminated: 'Ваш сеанс был завершён на другом устройстве. Войдите снова.',
  notFound: 'Сеанс больше недействителен. Войдите снова.',
  expired: 'Сеанс истёк. Пожалуйста, войдите снова.',
}
