import { MESSAGES } from '#shared/messages.ts'
import { STAFF_MESSAGES, staffMessageIdOf } from '#shared/staff-messages.ts'
import { app } from './en/app.ts'
import { auth } from './en/auth.ts'
import { blocked } from './en/blocked.ts'
import { catalogue } from './en/catalogue.ts'
import { common } from './en/common.ts'
import { errors } from './en/errors.ts'
import { guest } from './en/guest.ts'
import { home } from './en/home.ts'
import { nav } from './en/nav.ts'
import { pages } from './en/pages.ts'
import { pwa } from './en/pwa.ts'
import { screens } from './en/screens.ts'
import { session } from './en/session.ts'
import { settings } from './en/settings.ts'
import { telegram } from './en/telegram.ts'
import type { RestNamespace } from './namespaces.ts'

// The English dictionary's first part: the app's frame and a guest's screens (decision 0044).

export const enFirst = {
  languageName: 'English',
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
  /** The API's messages (src/shared/messages.ts): English is the API's own text. */
  messages: MESSAGES,
  /** The staff API's messages (src/shared/staff-messages.ts), loaded with the dictionary. */
  staffMessages: STAFF_MESSAGES,
  /** A staff API message in this language, when it is one of ours. */
  staffMessage: (text: string): string | undefined => {
    const id = staffMessageIdOf(text)
    return id ? STAFF_MESSAGES[id] : undefined
  },
} satisfies Record<string, unknown> & { [K in RestNamespace]?: never }
