import type { OwnTrainerProfile, TrainerService } from '#shared/api/catalogue.ts'
import type { TrainerSetup } from '../api/trainings-api.ts'

export const trainerProfile: OwnTrainerProfile = {
  userId: '00000000-0000-4000-8000-000000000001',
  bioEn: '',
  bioRu: '',
  specializations: ['yoga', 'stretching'],
  experienceYears: 5,
  city: 'Berlin',
  formats: ['gym', 'online'],
  gymAddress: 'Torstraße 1, Berlin',
  manualApproval: false,
  minNoticeMinutes: 120,
  freeCancelMinutes: 720,
}

export const groupYoga: TrainerService = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Group yoga',
  specialization: 'yoga',
  format: 'gym',
  durationMin: 90,
  capacity: 8,
  price: 250_000,
  currency: 'RUB',
  active: true,
}

export const trainerSetup: TrainerSetup = { profile: trainerProfile, services: [groupYoga] }
