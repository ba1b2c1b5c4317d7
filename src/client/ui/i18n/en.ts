import { MESSAGES } from '#shared/messages.ts'
import { STAFF_MESSAGES, staffMessageIdOf } from '#shared/staff-messages.ts'
import { adminFinances } from './en/admin-finances.ts'
import { adminTrainings } from './en/admin-trainings.ts'
import { app } from './en/app.ts'
import { auth } from './en/auth.ts'
import { blocked } from './en/blocked.ts'
import { booking } from './en/booking.ts'
import { calendarFeed } from './en/calendar-feed.ts'
import { catalogue } from './en/catalogue.ts'
import { chart } from './en/chart.ts'
import { choose } from './en/choose.ts'
import { common } from './en/common.ts'
import { createTraining } from './en/create-training.ts'
import { errors } from './en/errors.ts'
import { guest } from './en/guest.ts'
import { home } from './en/home.ts'
import { money } from './en/money.ts'
import { myTrainers } from './en/my-trainers.ts'
import { nav } from './en/nav.ts'
import { notifications } from './en/notifications.ts'
import { pages } from './en/pages.ts'
import { profile } from './en/profile.ts'
import { pwa } from './en/pwa.ts'
import { schedule } from './en/schedule.ts'
import { screens } from './en/screens.ts'
import { session } from './en/session.ts'
import { sessions } from './en/sessions.ts'
import { settings } from './en/settings.ts'
import { settingsPage } from './en/settings-page.ts'
import { staff } from './en/staff.ts'
import { statistics } from './en/statistics.ts'
import { telegram } from './en/telegram.ts'
import { trainerArea } from './en/trainer-area.ts'
import { trainerPlan } from './en/trainer-plan.ts'
import { trainerProfile } from './en/trainer-profile.ts'
import { trainingLog } from './en/training-log.ts'
import { trainingTemplate } from './en/training-template.ts'
import { workouts } from './en/workouts.ts'

// The English dictionary, one file per namespace under en/; its shape is the type every other
// locale must match.

export const en = {
  languageName: 'English',
  app,
  pages,
  nav,
  screens,
  common,
  session,
  auth,
  choose,
  profile,
  settingsPage,
  sessions,
  /** The API's messages (src/shared/messages.ts): English is the API's own text. */
  messages: MESSAGES,
  catalogue,
  trainerProfile,
  trainerArea,
  createTraining,
  trainingTemplate,
  myTrainers,
  money,
  schedule,
  booking,
  guest,
  home,
  errors,
  blocked,
  pwa,
  settings,
  telegram,
  calendarFeed,
  notifications,
  staff,
  adminTrainings,
  adminFinances,
  trainerPlan,
  trainingLog,
  workouts,
  chart,
  statistics,
  /** The staff API's messages (src/shared/staff-messages.ts), loaded with the dictionary. */
  staffMessages: STAFF_MESSAGES,
  /** A staff API message in this language, when it is one of ours. */
  staffMessage: (text: string): string | undefined => {
    const id = staffMessageIdOf(text)
    return id ? STAFF_MESSAGES[id] : undefined
  },
}

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

export type Dictionary = Widen<typeof en>
