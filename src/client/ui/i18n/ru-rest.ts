import type { Dictionary } from './en.ts'
import type { RestNamespace } from './namespaces.ts'
import { adminFinances } from './ru/admin-finances.ts'
import { adminTrainings } from './ru/admin-trainings.ts'
import { booking } from './ru/booking.ts'
import { calendarFeed } from './ru/calendar-feed.ts'
import { chart } from './ru/chart.ts'
import { choose } from './ru/choose.ts'
import { createTraining } from './ru/create-training.ts'
import { money } from './ru/money.ts'
import { myTrainers } from './ru/my-trainers.ts'
import { notifications } from './ru/notifications.ts'
import { profile } from './ru/profile.ts'
import { schedule } from './ru/schedule.ts'
import { sessions } from './ru/sessions.ts'
import { settingsPage } from './ru/settings-page.ts'
import { staff } from './ru/staff.ts'
import { statistics } from './ru/statistics.ts'
import { trainerArea } from './ru/trainer-area.ts'
import { trainerPlan } from './ru/trainer-plan.ts'
import { trainerProfile } from './ru/trainer-profile.ts'
import { trainingLog } from './ru/training-log.ts'
import { trainingTemplate } from './ru/training-template.ts'
import { workouts } from './ru/workouts.ts'

// The Russian dictionary's rest, checked against English (decision 0044).

export const ruRest: Pick<Dictionary, RestNamespace> = {
  choose,
  profile,
  settingsPage,
  sessions,
  trainerProfile,
  trainerArea,
  createTraining,
  trainingTemplate,
  myTrainers,
  money,
  schedule,
  booking,
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
}
