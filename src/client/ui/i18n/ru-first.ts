import { staffMessageIdOf } from '#shared/staff-messages.ts'
import type { Dictionary } from './en.ts'
import type { RestNamespace } from './namespaces.ts'
import { app } from './ru/app.ts'
import { auth } from './ru/auth.ts'
import { blocked } from './ru/blocked.ts'
import { catalogue } from './ru/catalogue.ts'
import { common } from './ru/common.ts'
import { errors } from './ru/errors.ts'
import { guest } from './ru/guest.ts'
import { home } from './ru/home.ts'
import { messages } from './ru/messages.ts'
import { nav } from './ru/nav.ts'
import { pages } from './ru/pages.ts'
import { pwa } from './ru/pwa.ts'
import { screens } from './ru/screens.ts'
import { session } from './ru/session.ts'
import { settings } from './ru/settings.ts'
import { staffMessages } from './ru/staff-messages.ts'
import { telegram } from './ru/telegram.ts'

// The Russian dictionary's first part, checked against English (decision 0044).

export const ruFirst: Omit<Dictionary, RestNamespace> = {
  languageName: 'Русский',
  app,
  pages,
  nav,
  screens,
  common,
  session,
  auth,
  errors,
  guest,
  home,
  catalogue,
  blocked,
  pwa,
  settings,
  telegram,
  messages,
  staffMessages,
  staffMessage: (text: string): string | undefined => {
    const id = staffMessageIdOf(text)
    return id ? staffMessages[id] : undefined
  },
}
