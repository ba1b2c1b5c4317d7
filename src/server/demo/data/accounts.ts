/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'trainly-demo'

export interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  language?: 'en' | 'ru'
}

export const DEMO_STUDENTS: DemoAccount[] = [
  { email: 'student@trainly.local', firstName: 'Kate', lastName: 'Ivanova' },
  { email: 'max@trainly.local', firstName: 'Max', lastName: 'Petrov' },
  { email: 'sofia@trainly.local', firstName: 'Sofia', lastName: 'Romanova' },
  { email: 'artem@trainly.local', firstName: 'Artem', lastName: 'Belov', language: 'ru' },
  { email: 'daria@trainly.local', firstName: 'Daria', lastName: 'Kozlova', language: 'ru' },
]

export const DEMO_STAFF = {
  admin: { email: 'admin@trainly.local', firstName: 'Ada', lastName: 'Admin' },
  moderator: { email: 'moderator@trainly.local', firstName: 'Mark', lastName: 'Moderator' },
}
