// Weekly classes of the demo trainers.
import type { TrainingVisibility } from '#shared/api/trainings.ts'

/**
 * Weekly classes the demo trainers publish, so that a fresh demo has upcoming trainings to
 * book: generated 8 weeks ahead when seeding, then kept rolling by the expansion job.
 */
export interface DemoTemplate {
  trainer: string
  /** The title of one of the trainer's services: what the classes sell. */
  service: string
  weekdays: number[]
  startTime: string
  timeZone: string
  visibility?: TrainingVisibility
}

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Morning yoga group',
    weekdays: [1, 3, 5],
    startTime: '08:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'anna.yoga@trainly.local',
    service: 'Online vinyasa flow',
    weekdays: [2, 4],
    startTime: '19:00',
    timeZone: 'Europe/Moscow',
  },
  // Only Igor's students (Kate and Max) see and book these.
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Personal strength session',
    weekdays: [2, 4],
    startTime: '18:00',
    timeZone: 'Europe/Moscow',
    visibility: 'students',
  },
  {
    trainer: 'igor.strength@trainly.local',
    service: 'Functional circuit group',
    weekdays: [6],
    startTime: '11:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'maria.pilates@trainly.local',
    service: 'Mat pilates mini-group',
    weekdays: [2, 6],
    startTime: '10:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'dmitry.boxing@trainly.local',
    service: 'Boxing fitness group',
    weekdays: [1, 4],
    startTime: '20:00',
    timeZone: 'Europe/Moscow',
  },
  {
    trainer: 'olga.stretch@trainly.local',
    service: 'Stretching group',
    weekdays: [3, 7],
    startTime: '18:30',
    timeZone: 'Asia/Yekaterinburg',
  },
  // Russian-speaking trainers publish their classes under Russian titles (issue 20).
  {
    trainer: 'pavel.crossfit@trainly.local',
    service: 'Групповой WOD по кроссфиту',
    weekdays: [2, 4],
    startTime: '19:30',
    timeZone: 'Asia/Novosibirsk',
  },
  {
    trainer: 'mikhail.mma@trainly.local',
    service: 'Самооборона, группа',
    weekdays: [6],
    startTime: '12:00',
    timeZone: 'Europe/Moscow',
  },
]
