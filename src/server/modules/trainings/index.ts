// What other code may use of trainings: the expansion of templates into trainings (jobs, demo data),
// and the trainer plan's trial, started when a user becomes a trainer (moderation, admin).
export { expandTemplate, extendActiveTemplates } from './expansion.ts'
export { requireActivePlan, startTrainerTrial } from './trainer-plan.ts'
