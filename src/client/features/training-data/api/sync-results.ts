import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { SetResult } from '#shared/api/training-data.ts'
import type { SetEdit } from '#shared/training-log.ts'

/** POST /api/training-data/{id}/results: sends a batch of set edits, answers what is stored now. */
export function syncResults(assignmentId: string, results: SetEdit[]): Promise<SetResult[]> {
  const json = {
    results: results.map(({ id, itemId, setIndex, reps, weightKg, durationSeconds, done, editedAt }) => ({
      id,
      itemId,
      setIndex,
      reps,
      weightKg,
      durationSeconds,
      done,
      editedAt,
    })),
  }
  return call(
    answerSchema(() => import('#shared/api/training-data.ts'), 'syncResultsResponse'),
    () => api.post(`training-data/${assignmentId}/results`, { json }),
  ).then((r) => r.data.results)
}
