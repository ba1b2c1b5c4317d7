import type { Dictionary } from '../en.ts'

export const telegram: Dictionary['telegram'] = {
  signingIn: 'Входим через Telegram…',
  failedTitle: 'Не удалось войти через Telegram',
  disabledTitle: 'Вход через Telegram недоступен',
  disabledText: 'На этом сервере вход через Telegram выключен. Войдите по email и паролю.',
  useLogin: 'Войти по email',
  linked: 'Telegram привязан к вашему аккаунту',
  settingsTitle: 'Telegram',
  linkedText: 'Telegram привязан: открывайте Trainly из бота — вход произойдёт сразу.',
  notLinkedText: 'Привяжите Telegram, чтобы открывать Trainly из бота без пароля и получать там уведомления.',
  makeLink: 'Привязать Telegram',
  makingLink: 'Создаём ссылку…',
  linkReady: 'Откройте эту ссылку в Telegram, чтобы привязать его к этому аккаунту:',
  openLink: 'Открыть в Telegram',
  copyLink: 'Скопировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать: выделите ссылку и скопируйте её сами',
  linkExpires: (p: { time: string }) => `Ссылка сработает один раз, до ${p.time}.`,
  linkExpired: 'Срок действия ссылки истёк. Создайте новую.',
  unlink: 'Отвязать Telegram',
  unlinking: 'Отвязываем…',
  onlyWayIn:
    'Telegram — ваш единственный способ входа: чтобы отвязать его, сначала подтвердите email и задайте пароль.',
  unlinked: 'Telegram отвязан от вашего аккаунта',
}
