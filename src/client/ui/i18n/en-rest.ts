import { adminFinances } from './en/admin-finances.ts'
import { adminTrainings } from './en/admin-trainings.ts'
import { booking } from './en/booking.ts'
import { calendarFeed } from './en/calendar-feed.ts'
import { chart } from './en/chart.ts'
import { choose } from './en/choose.ts'
import { createTraining } from './en/create-training.ts'
import { money } from './en/money.ts'
import { myTrainers } from './en/my-trainers.ts'
import { notifications } from './en/notifications.ts'
import { profile } from './en/profile.ts'
import { schedule } from './en/schedule.ts'
import { sessions } from './en/sessions.ts'
import { settingsPage } from './en/settings-page.ts'
import { staff } from './en/staff.ts'
import { statistics } from './en/statistics.ts'
import { trainerArea } from './en/trainer-area.ts'
import { trainerPlan } from './en/trainer-plan.ts'
import { trainerProfile } from './en/trainer-profile.ts'
import { trainingLog } from './en/training-log.ts'
import { trainingTemplate } from './en/training-template.ts'
import { workouts } from './en/workouts.ts'
import type { RestNamespace } from './namespaces.ts'

// The English dictionary's rest: the signed-in screens' namespaces, loaded with a signed-in user
// (decision 0044).

export const enRest = {
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
} satisfies Record<RestNamespace, unknown>
