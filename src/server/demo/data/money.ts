// Demo money (decision 0028): plans of several trainers and who bought them, in what state.
import { rub } from './trainers.ts'

export interface DemoPlan {
  trainer: string
  title: string
  sessionsCount: number | null
  validityDays: number
  price: number
}

export const DEMO_PLANS: DemoPlan[] = [
  {
    trainer: 'anna.yoga@trainly.local',
    title: 'Yoga 8',
    sessionsCount: 8,
    validityDays: 30,
    price: rub(9600),
  },
  {
    trainer: 'anna.yoga@trainly.local',
    title: 'Yoga unlimited',
    sessionsCount: null,
    validityDays: 30,
    price: rub(14000),
  },
  {
    trainer: 'igor.strength@trainly.local',
    title: 'Strength 4',
    sessionsCount: 4,
    validityDays: 28,
    price: rub(10000),
  },
  {
    trainer: 'igor.strength@trainly.local',
    title: 'Strength 12',
    sessionsCount: 12,
    validityDays: 60,
    price: rub(27000),
  },
  {
    trainer: 'maria.pilates@trainly.local',
    title: 'Pilates 10',
    sessionsCount: 10,
    validityDays: 45,
    price: rub(15000),
  },
]

/** `state`: active (paid), pending (waiting for the trainer's confirmation), expired, used_up. */
export const DEMO_PURCHASES: {
  student: string
  plan: string
  state: 'active' | 'pending' | 'expired' | 'used_up'
}[] = [
  { student: 'student@trainly.local', plan: 'Yoga 8', state: 'active' },
  { student: 'student@trainly.local', plan: 'Strength 4', state: 'used_up' },
  { student: 'student@trainly.local', plan: 'Pilates 10', state: 'pending' },
  { student: 'max@trainly.local', plan: 'Strength 12', state: 'active' },
  { student: 'max@trainly.local', plan: 'Yoga unlimited', state: 'expired' },
  { student: 'sofia@trainly.local', plan: 'Yoga 8', state: 'active' },
  { student: 'artem@trainly.local', plan: 'Strength 4', state: 'pending' },
]

/** Requisites some trainers print on their receipts. */
export const DEMO_REQUISITES: Record<
  string,
  { legalStatus: 'self_employed' | 'individual_entrepreneur'; taxId: string; legalName: string }
> = {
  'anna.yoga@trainly.local': {
    legalStatus: 'self_employed',
    taxId: '771234567890',
    legalName: 'Соколова Анна',
  },
  'igor.strength@trainly.local': {
    legalStatus: 'individual_entrepreneur',
    taxId: '502712345678',
    legalName: 'ИП Волков Игорь',
  },
}

/** Trainers on Trainly Pro (paid once in Stars, with the platform's receipt); the others are on trial. */
export const DEMO_PRO_TRAINERS = ['natalia.nutrition@trainly.local', 'alexey.cycle@trainly.local']
