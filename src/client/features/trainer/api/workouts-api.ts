import { api, call } from '#client/platform/http/client.ts'
import { successMessage } from '#shared/api/common.ts'
import { scheduleResponse } from '#shared/api/schedule.ts'
import {
  type AssignInput,
  assignmentResponse,
  assignmentsResponse,
  type ExerciseInput,
  type ExercisesQuery,
  exerciseResponse,
  exercisesResponse,
  type WorkoutInput,
  type WorkoutUpdate,
  workoutResponse,
  workoutsResponse,
} from '#shared/api/workouts.ts'

const at = (id: string) => `workouts/${encodeURIComponent(id)}`

export function fetchExercises(query: ExercisesQuery) {
  const searchParams: Record<string, string> = {}
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') searchParams[k] = String(v)
  return call(exercisesResponse, () => api.get('exercises', { searchParams }))
}

export function createExercise(body: ExerciseInput) {
  return call(exerciseResponse, () => api.post('exercises', { json: body })).then((r) => r.data)
}

export function fetchWorkouts(archived: boolean) {
  return call(workoutsResponse, () =>
    api.get('workouts', { searchParams: archived ? { archived: 'true' } : {} }),
  ).then((r) => r.data)
}

export function fetchWorkout(id: string) {
  return call(workoutResponse, () => api.get(at(id))).then((r) => r.data)
}

export function createWorkout(body: WorkoutInput) {
  return call(workoutResponse, () => api.post('workouts', { json: body })).then((r) => r.data)
}

export function updateWorkout(id: string, body: WorkoutUpdate) {
  return call(workoutResponse, () => api.patch(at(id), { json: body })).then((r) => r.data)
}

export function deleteWorkout(id: string) {
  return call(successMessage, () => api.delete(at(id)))
}

export function assignWorkout(id: string, body: AssignInput) {
  return call(assignmentResponse, () => api.post(`${at(id)}/assign`, { json: body })).then((r) => r.data)
}

/** The trainer's assignments a student gets (their card on /trainer-students). */
export function fetchStudentAssignments(studentId: string) {
  return call(assignmentsResponse, () =>
    api.get('workout-assignments', { searchParams: { studentId } }),
  ).then((r) => r.data)
}

/** The trainer's own trainings between two dates in their zone: what a workout can be attached to. */
export function fetchOwnTrainings(startDate: string, endDate: string) {
  return call(scheduleResponse, () =>
    api.get('schedule', { searchParams: { startDate, endDate }, headers: { 'x-user-role': 'trainer' } }),
  ).then((r) => r.data)
}
