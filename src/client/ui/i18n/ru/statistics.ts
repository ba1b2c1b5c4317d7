import { zoneName } from '../../zone-name.ts'
import type { Dictionary } from '../en.ts'
import { plural as pluralForm } from './plural.ts'

/** The count with its word: 1 тренировка, 2 тренировки, 5 тренировок. */
const plural = (count: number, one: string, few: string, many: string) =>
  `${count} ${pluralForm(count, one, few, many)}`

export const statistics: Dictionary['statistics'] = {
  roleLabel: 'Чья статистика',
  roles: { student: 'Как ученик', trainer: 'Как тренер' },
  periodLabel: 'Период',
  periods: { '4w': '4 недели', '3m': '3 месяца', '1y': 'Год' },
  figuresLabel: 'Итоги за период',
  weekOf: (p) => `неделя с ${p.date}`,
  weeks: (p) => plural(p.count, 'неделя', 'недели', 'недель'),
  zoneNote: (p) => `Недели начинаются с понедельника в вашем часовом поясе, ${zoneName(p.zone)}.`,
  student: {
    sessions: 'Посещено тренировок',
    currentStreak: 'Текущая серия',
    longestStreak: 'Лучшая серия',
    streakHint: 'Недели подряд, в каждой хотя бы одна посещённая тренировка.',
    perWeek: 'Тренировки по неделям',
    perMonth: 'Тренировки по месяцам',
    series: 'Тренировки',
    bySpecialization: 'Тренировки по направлениям',
    specializationHeading: 'Направление',
    records: 'Личные рекорды',
    record: (p) =>
      [p.weight, p.reps === null ? null : plural(p.reps, 'повтор', 'повтора', 'повторов')]
        .filter(Boolean)
        .join(' × '),
    nothingInPeriod:
      'За этот период посещённых тренировок нет. Выберите период длиннее, чтобы увидеть прежние.',
    emptyTitle: 'Посещённых тренировок пока нет',
    emptyText: 'Графики появятся, когда тренер отметит вашу первую тренировку как посещённую.',
    findTrainer: 'Найти тренера',
  },
  trainer: {
    held: 'Проведено тренировок',
    attendance: 'Посещаемость',
    attendanceHint: 'Доля пришедших среди отмеченных (пришёл или не пришёл).',
    noAttendance: 'не отмечена',
    activeStudents: 'Активные ученики',
    heldChart: 'Проведённые тренировки и посещаемость',
    heldSeries: 'Проведено',
    attendanceSeries: 'Посещаемость',
    studentsChart: 'Пришедшие ученики',
    studentsSeries: 'Ученики',
    revenue: (p) => `Выручка по месяцам, ${p.currency}`,
    revenueSeries: 'Выручка',
    topExercises: 'Популярные упражнения',
    sets: (p) => plural(p.count, 'подход', 'подхода', 'подходов'),
    nothingInPeriod:
      'За этот период проведённых тренировок нет. Выберите период длиннее, чтобы увидеть прежние.',
    emptyTitle: 'Проведённых тренировок пока нет',
    emptyText: 'Графики появятся после первой тренировки, на которую записался ученик.',
    createTraining: 'Создать тренировку',
  },
}
