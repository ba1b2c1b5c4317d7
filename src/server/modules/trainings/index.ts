// What other code may use of trainings: the expansion of templates into trainings (jobs, demo data),
// the trainer plan's trial, started when a user becomes a trainer (moderation, admin), and the
// completion of ended trainings (jobs).

export { completeEndedTrainings } from './completion.ts'
export { expandTemplate, extendActiveTemplates } from './expansion.ts'
export { requireActivePlan, startTrainerTrial } from './trainer-plan.ts'
