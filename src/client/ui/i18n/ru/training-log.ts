import type { Dictionary } from '../en.ts'
import { plural } from './plural.ts'

/** The weekdays whose accusative differs from the name (the others read the same). */
const ACCUSATIVE: Record<string, string> = { среда: 'среду', пятница: 'пятницу', суббота: 'субботу' }

export const trainingLog: Dictionary['trainingLog'] = {
  assigned: 'Назначенные тренировки',
  past: 'Прошедшие тренировки',
  noAssigned: 'Пока нет назначенных тренировок. Тренер назначает их из своей библиотеки.',
  noPast: 'Пока нет записанных тренировок.',
  forTraining: (p) => `К тренировке «${p.title}»`,
  // «На» takes the accusative: «на среду, 2 декабря», where the date begins with «среда».
  scheduledFor: (p) => `На ${p.date.replace(/^(среда|пятница|суббота)/, (day) => ACCUSATIVE[day] ?? day)}`,
  from: (p) => `От тренера ${p.trainer}`,
  open: 'Записать результаты',
  close: 'Закрыть',
  set: (p) => `Подход ${p.number}`,
  reps: 'Повторы',
  outOfRange: (p) => `Введите число от 0 до ${p.max}; ничего не сохранено`,
  weight: 'Вес, кг',
  seconds: 'Секунды',
  done: 'Готово',
  prescribed: (p) => `Задано: ${p.text}`,
  rest: (p) => `отдых ${p.seconds} с`,
  record: 'Личный рекорд',
  recordShort: 'Рекорд',
  waiting: (p) =>
    `${p.count} ${plural(p.count, 'подход ждёт', 'подхода ждут', 'подходов ждут')} синхронизации`,
  waitingSet: 'Ждёт синхронизации',
  synced: 'Все результаты синхронизированы',
  syncNow: 'Синхронизировать',
  offlineNote: 'Нет сети. Результаты сохранены на устройстве и отправятся, когда связь вернётся.',
  refused: 'Часть результатов не сохранена: тренировка больше не назначена вам.',
  progress: 'Прогресс',
  progressFor: (p) => `Прогресс: ${p.exercise}`,
  exercise: 'Упражнение',
  noProgress: 'Записывайте подходы с весом, чтобы видеть прогресс.',
  date: 'Дата',
  topSet: 'Лучший подход, кг',
  oneRepMax: 'Расч. 1ПМ, кг',
  volume: 'Объём, кг',
  records: 'Рекорды',
  recordLine: (p) => `${p.exercise}: ${p.weight} кг × ${p.reps}`,
  loadFailed: 'Не удалось загрузить данные тренировок',
  signOutUnsynced: (p) =>
    `${p.count} ${plural(p.count, 'записанный подход ещё не отправлен', 'записанных подхода ещё не отправлены', 'записанных подходов ещё не отправлены')} и пропадут при выходе. Всё равно выйти?`,
  studentResults: 'Записанные результаты',
  noStudentResults: 'Ученик пока не записал ни одного подхода ваших тренировок.',
  noStudentRecords: 'Рекордов пока нет: они появляются из записанных подходов с весом.',
  noStudentProgress: 'График прогресса появится, когда ученик запишет подходы с весом.',
  setResult: (p) => `Подход ${p.number}: ${p.reps} × ${p.weight} кг`,
  setDone: 'выполнен',
  setNotDone: 'не выполнен',
  loggedSets: (p) =>
    `${plural(p.count, 'записан', 'записано', 'записано')} ${p.count} ${plural(p.count, 'подход', 'подхода', 'подходов')}`,
}
