import type { Dictionary } from '../en.ts'
import { plural } from './plural.ts'

export const trainerPlan: Dictionary['trainerPlan'] = {
  kinds: { trial: 'Пробный период', pro: 'Pro' },
  none: 'Тарифа тренера пока нет: он начнётся с 30-дневного пробного периода, когда вашу заявку тренера одобрят.',
  activeUntil: (p) => `${p.kind} до ${p.date}`,
  endedOn: (p) => `${p.kind} закончился ${p.date}`,
  daysLeft: (p) =>
    `${plural(p.count, 'Остался', 'Осталось', 'Осталось')} ${p.count} ${plural(p.count, 'день', 'дня', 'дней')}`,
  renewing: 'Продлевается каждые 30 дней за Telegram Stars.',
  renewsItself:
    'Сейчас платить ничего не нужно: Telegram продлевает Pro сам. Чтобы остановить продление, отмените подписку в Telegram (Настройки → Мои звёзды).',
  endedNote:
    'Без активного тарифа расписание и тренировки остаются, но создавать тренировки, шаблоны и абонементы нельзя.',
  proTitle: 'Trainly Pro',
  proPrice: (p) => `${p.price} за 30 дней, продление ежемесячно`,
  pay: (p) => `Оплатить ${p.price}`,
  renew: (p) => `Продлить за ${p.price}`,
  paying: 'Ждём Telegram…',
  paid: 'Оплата получена. Спасибо!',
  processing: 'Telegram ещё обрабатывает платёж; тариф обновится, когда он завершится.',
  cancelled: 'Оплата отменена.',
  failed: 'Платёж не прошёл. Попробуйте ещё раз.',
  openInTelegram: 'Открыть в Telegram для оплаты',
  telegramOnly:
    'Trainly Pro продаёт Trainly внутри Telegram за Telegram Stars. Откройте эту страницу в Telegram, чтобы оплатить или продлить.',
  noTelegram: 'Оплата Pro на этом сервере недоступна.',
  history: 'Платежи',
  noHistory: 'Платежей пока нет.',
  renewal: 'Продление',
  days: (p) => `${p.count} ${plural(p.count, 'день', 'дня', 'дней')}`,
  statuses: { pending: 'Ожидает оплаты', paid: 'Оплачен', cancelled: 'Отменён', refunded: 'Возвращён' },
  adminTitle: 'Цена тарифа Pro',
  adminStars: 'Цена в Telegram Stars (30 дней)',
  adminPrice: 'Цена вне Stars',
  adminCurrency: 'Валюта',
  adminSave: 'Сохранить цену',
  adminSaved: 'Цена Pro сохранена',
  adminCurrent: (p) => `Сейчас: ${p.stars} · ${p.price}`,
}
