import { staffMessageIdOf } from '#shared/staff-messages.ts'
import type { Dictionary } from './en.ts'
import { adminFinances } from './ru/admin-finances.ts'
import { adminTrainings } from './ru/admin-trainings.ts'
import { app } from './ru/app.ts'
import { auth } from './ru/auth.ts'
import { blocked } from './ru/blocked.ts'
import { booking } from './ru/booking.ts'
import { calendarFeed } from './ru/calendar-feed.ts'
import { catalogue } from './ru/catalogue.ts'
import { chart } from './ru/chart.ts'
import { choose } from './ru/choose.ts'
import { common } from './ru/common.ts'
import { createTraining } from './ru/create-training.ts'
import { errors } from './ru/errors.ts'
import { guest } from './ru/guest.ts'
import { home } from './ru/home.ts'
import { messages } from './ru/messages.ts'
import { money } from './ru/money.ts'
import { myTrainers } from './ru/my-trainers.ts'
import { nav } from './ru/nav.ts'
import { notifications } from './ru/notifications.ts'
import { pages } from './ru/pages.ts'
import { profile } from './ru/profile.ts'
import { pwa } from './ru/pwa.ts'
import { schedule } from './ru/schedule.ts'
import { screens } from './ru/screens.ts'
import { session } from './ru/session.ts'
import { sessions } from './ru/sessions.ts'
import { settings } from './ru/settings.ts'
import { settingsPage } from './ru/settings-page.ts'
import { staff } from './ru/staff.ts'
import { staffMessages } from './ru/staff-messages.ts'
import { statistics } from './ru/statistics.ts'
import { telegram } from './ru/telegram.ts'
import { trainerArea } from './ru/trainer-area.ts'
import { trainerPlan } from './ru/trainer-plan.ts'
import { trainerProfile } from './ru/trainer-profile.ts'
import { trainingLog } from './ru/training-log.ts'
import { trainingTemplate } from './ru/training-template.ts'
import { workouts } from './ru/workouts.ts'

// The Russian dictionary, one file per namespace under ru/, each checked against English.

export const ru: Dictionary = {
  languageName: 'Русский',
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
  messages,
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
  staffMessages,
  staffMessage: (text: string): string | undefined => {
    const id = staffMessageIdOf(text)
    return id ? staffMessages[id] : undefined
  },
}
