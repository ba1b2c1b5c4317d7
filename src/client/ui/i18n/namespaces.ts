// Each language's dictionary comes in two parts (decision 0044). The first part holds what the app's
// frame and a guest's screens use (the landing, the catalogue, signing in, the public pages' frame,
// the API's messages) and loads with the language; the rest, listed here, holds the signed-in
// screens' namespaces and loads with a signed-in user. This list is the one place the split is
// written: en-rest.ts must hold exactly these namespaces, en-first.ts none of them.

export const REST_NAMESPACES = [
  'choose',
  'profile',
  'settingsPage',
  'sessions',
  'trainerProfile',
  'trainerArea',
  'createTraining',
  'trainingTemplate',
  'myTrainers',
  'money',
  'schedule',
  'booking',
  'calendarFeed',
  'notifications',
  'staff',
  'adminTrainings',
  'adminFinances',
  'trainerPlan',
  'trainingLog',
  'workouts',
  'chart',
  'statistics',
] as const

export type RestNamespace = (typeof REST_NAMESPACES)[number]
