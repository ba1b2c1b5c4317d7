// What other code may use of trainings: the expansion of templates into trainings (jobs, demo data).
export { expandTemplate, extendActiveTemplates } from './expansion.ts'
