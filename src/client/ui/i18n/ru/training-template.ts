import { zoneName } from '../../zone-name.ts'
import type { Dictionary } from '../en.ts'
import { plural } from './plural.ts'

export const trainingTemplate: Dictionary['trainingTemplate'] = {
  intro:
    'Недельный шаблон создаёт тренировки на 8 недель вперёд и добавляет новые недели по мере того, как идёт время.',
  weekdays: 'Дни недели',
  startTime: 'Время начала',
  timeZone: 'Часовой пояс',
  timeZoneHint: 'Время начала остаётся тем же по этим часам, и при переходе на летнее или зимнее время.',
  validFrom: 'Начало',
  validUntil: 'Окончание',
  validUntilHint: 'Оставьте пустым, чтобы повторять, пока не остановите',
  previewTitle: 'Какие даты будут созданы',
  previewHint: 'Заполните форму, чтобы увидеть даты.',
  previewLoading: 'Обновляем даты…',
  previewEmpty: (p: { until: string }) => `До ${p.until} в выбранные дни дат нет.`,
  previewSummary: (p: { count: number; skipped: number; until: string; openEnded: boolean }) =>
    `${p.count} ${plural(p.count, 'тренировка', 'тренировки', 'тренировок')} до ${p.until}` +
    (p.skipped > 0 ? `; пропущено: ${p.skipped}` : '') +
    (p.openEnded ? '; дальше — пока вы его не остановите' : ''),
  previewLater: (p: { count: number; horizon: string }) =>
    `${p.count} ${plural(p.count, 'дата', 'даты', 'дат')} после ${p.horizon} будут созданы позже: тренировки появляются за 8 недель.`,
  createdLater: 'Будет создана позже',
  previewZone: (p: { zone: string }) => `Время по поясу ${zoneName(p.zone)}.`,
  previewZones: (p: { zone: string; viewerZone: string }) =>
    `Время по поясу ${zoneName(p.zone)} и по вашему, ${zoneName(p.viewerZone)}.`,
  yourTime: (p: { time: string }) => `По вашему времени: ${p.time}`,
  skipped: (p: { title: string }) => `Пропущено: пересекается с «${p.title}»`,
  submit: 'Создать шаблон',
  submitting: 'Создаём…',
  saveChanges: 'Сохранить изменения',
  saving: 'Сохраняем…',
  edit: 'Изменить',
  editTitle: (p: { title: string }) => `Изменение шаблона «${p.title}»`,
  updated: (p: { created: number; skipped: number }) =>
    `Шаблон сохранён: заново ${plural(p.created, 'создана', 'создано', 'создано')} ${p.created} ${plural(p.created, 'будущая тренировка', 'будущие тренировки', 'будущих тренировок')}; тренировки с записями остались в прежнее время` +
    (p.skipped > 0 ? `, пропущено: ${p.skipped}` : ''),
  created: (p: { created: number; skipped: number }) =>
    `${plural(p.created, 'Создана', 'Создано', 'Создано')} ${p.created} ${plural(p.created, 'тренировка', 'тренировки', 'тренировок')}` +
    (p.skipped > 0 ? `, пропущено: ${p.skipped}` : ''),
  resultTitle: (p: { title: string }) => `Шаблон «${p.title}» сохранён`,
  openSchedule: 'Открыть расписание',
  listTitle: 'Ваши шаблоны',
  listEmpty: 'Шаблонов пока нет.',
  repeats: (p: { days: string; time: string; zone: string }) => `${p.days} в ${p.time} (${zoneName(p.zone)})`,
  validRange: (p: { from: string; until: string }) => `${p.from} – ${p.until}`,
  validFromOnly: (p: { from: string }) => `С ${p.from}`,
  upcoming: (p: { count: number }) =>
    p.count === 0 ? 'Предстоящих тренировок нет' : `Предстоящих тренировок: ${p.count}`,
  stopped: 'Остановлен',
  stop: 'Остановить',
  stopConfirm:
    'Остановить шаблон? Новых тренировок по нему не будет; будущие тренировки без записей удалятся, тренировки с записями останутся.',
  stopYes: 'Остановить шаблон',
  stopDone: (p: { removed: number }) =>
    p.removed === 0 ? 'Шаблон остановлен' : `Шаблон остановлен; удалено будущих тренировок: ${p.removed}`,
}
