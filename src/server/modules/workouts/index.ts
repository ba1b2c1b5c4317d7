// The workouts module's public face (decision 0018): what other modules (the student's training
// data, statistics) may use.
export { studentAssignments } from './service.ts'
