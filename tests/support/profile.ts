import type { OwnTrainerProfile } from '#shared/api/catalogue.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { SIGNED_IN_USER_ID } from './fetch-fake.ts'

/**
 * The signed-in user's profile as the API answers it (the stand-in's user), for client tests:
 * a student who reads English in Berlin, with a password, e-mail on and Telegram not linked.
 * A test names only what it is about.
 */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: SIGNED_IN_USER_ID,
    firstName: 'Anna',
    lastName: 'Berg',
    username: 'anna',
    email: 'anna@example.com',
    emailVerified: true,
    pendingEmail: '',
    phone: '',
    avatar: '',
    vkLink: '',
    isTrainer: false,
    language: 'en',
    timeZone: 'Europe/Berlin',
    theme: 'system',
    hasPassword: true,
    telegramLinked: false,
    notifications: { telegram: false, email: true },
    ...overrides,
  }
}

/**
 * The signed-in trainer's own profile (GET /api/trainer/profile), for client tests: yoga and
 * stretching in a Berlin gym and online, 5 years, bookings up to 2 h ahead, free cancellation
 * until 12 h. A test names only what it is about.
 */
export function ownTrainerProfile(overrides: Partial<OwnTrainerProfile> = {}): OwnTrainerProfile {
  return {
    userId: SIGNED_IN_USER_ID,
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
    lateCancelReturnsSession: false,
    legalStatus: null,
    taxId: '',
    legalName: '',
    ...overrides,
  }
}
