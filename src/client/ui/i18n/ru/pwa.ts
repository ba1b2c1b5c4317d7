import type { Dictionary } from '../en.ts'

export const pwa: Dictionary['pwa'] = {
  updateReady: 'Готова новая версия Trainly',
  update: 'Обновить приложение',
  updating: 'Обновляем…',
  later: 'Позже',
  reloadingNewVersion: 'Загружаем новую версию Trainly…',
  build: 'Сборка',
  chunkFailedTitle: 'Не удалось открыть страницу',
  chunkFailedText:
    'Часть приложения не загрузилась — обычно так бывает сразу после обновления. Перезагрузите страницу; если не поможет, попробуйте чуть позже.',
  reloadPage: 'Перезагрузить',
  offlineTitle: 'Нет подключения к сети',
  offlineCard: 'Нужна сеть: появится снова, когда подключение вернётся.',
  offlineText: 'Этой странице нужна сеть. Она загрузится сама, как только подключение вернётся.',
}
