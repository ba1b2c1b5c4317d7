import type { Dictionary } from '../en.ts'

export const adminFinances: Dictionary['adminFinances'] = {
  period: 'Период',
  presets: { month: 'Этот месяц', quarter: 'Этот квартал', year: 'Этот год' },
  custom: 'Даты',
  from: 'С',
  to: 'По',
  apply: 'Показать',
  reset: 'Сбросить',
  periodShown: (p) => `${p.from} – ${p.to}`,
  totals: 'Оборот',
  totalsNote: 'Оплаченные платежи без возвратов; каждая валюта отдельно.',
  payments: (p) => `${p.count} ${plural(p.count, 'платёж', 'платежа', 'платежей')}`,
  chart: (p) => `Оборот по месяцам, ${p.currency}`,
  byTrainer: 'По тренерам',
  byPurpose: 'По назначению',
  trainer: 'Тренер',
  purpose: 'Назначение',
  amount: 'Сумма',
  count: 'Платежей',
  platform: 'Trainly (платформа)',
  purposes: {
    subscription: 'Абонементы',
    single_training: 'Разовые тренировки',
    trainer_plan: 'Тарифы тренеров',
  },
  empty: 'За этот период оплат нет.',
  downloadMonths: 'CSV по месяцам',
  downloadTrainers: 'CSV по тренерам',
  downloadPurposes: 'CSV по назначению',
  receiptsLink: 'Все чеки',
  seller: 'Продавец',
  anySeller: 'Любой продавец',
  buyer: 'Покупатель (имя или email)',
  number: 'Номер чека',
  found: (p) => `${p.count} ${plural(p.count, 'чек', 'чека', 'чеков')}`,
  noReceipts: 'Чеков с такими фильтрами нет.',
  open: (p) => `Открыть чек № ${p.number}`,
  downloadReceipts: 'Скачать CSV',
  downloaded: 'Скачано',
}

function plural(n: number, one: string, few: string, many: string) {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}
