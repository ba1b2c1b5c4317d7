import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { TrainingData } from '#shared/api/training-data.ts'

// The answers' schemas load only where answers are checked (decision 0051): this feature's chunk
// comes with a signed-in user's device sync on every page, which then needs no zod (decision 0054).
const schemas = () => import('#shared/api/training-data.ts')

/** GET /api/training-data: the student's assignments, logged sets, past trainings and records. */
export function fetchTrainingData(): Promise<TrainingData> {
  return call(answerSchema(schemas, 'trainingDataResponse'), () => api.get('training-data')).then(
    (r) => r.data,
  )
}

/** GET /api/training-data/progress: one exercise's sessions, oldest first. */
export function fetchProgress(exerciseId: string) {
  return call(answerSchema(schemas, 'progressResponse'), () =>
    api.get('training-data/progress', { searchParams: { exerciseId } }),
  ).then((r) => r.data)
}

const studentAt = (studentId: string) => `trainer/students/${encodeURIComponent(studentId)}/training-data`

/** GET /api/trainer/students/{id}/training-data: an own student's workouts, logged sets and records. */
export function fetchStudentTrainingData(studentId: string): Promise<TrainingData> {
  return call(answerSchema(schemas, 'trainingDataResponse'), () => api.get(studentAt(studentId))).then(
    (r) => r.data,
  )
}

/** GET /api/trainer/students/{id}/training-data/progress: an own student's series of one exercise. */
export function fetchStudentProgress(studentId: string, exerciseId: string) {
  return call(answerSchema(schemas, 'progressResponse'), () =>
    api.get(`${studentAt(studentId)}/progress`, { searchParams: { exerciseId } }),
  ).then((r) => r.data)
}
