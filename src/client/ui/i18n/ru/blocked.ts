import type { Dictionary } from '../en.ts'

export const blocked: Dictionary['blocked'] = {
  title: 'Ваш аккаунт заблокирован',
  text: 'Пока действует блокировка, пользоваться Trainly нельзя.',
  appeal: 'Если вы считаете, что это ошибка, напишите нам и укажите ваш email:',
  goHome: 'На главную',
}
