import { api, call } from '#client/platform/http/client.ts'
import { type AdminTrainingsQuery, adminTrainingResponse, adminTrainingsResponse } from '#shared/api/admin.ts'

/** `/admin/trainings`: one page of trainings with the filters, and the trainers to filter by. */
export function fetchAdminTrainings(query: AdminTrainingsQuery) {
  return call(adminTrainingsResponse, () =>
    api.get('admin/trainings', {
      searchParams: Object.entries(query).flatMap(([k, v]) =>
        v === undefined || v === '' ? [] : [[k, String(v)] as [string, string]],
      ),
    }),
  )
}

export function cancelTrainingAsAdmin(id: string, reason: string) {
  return call(adminTrainingResponse, () =>
    api.post(`admin/trainings/${encodeURIComponent(id)}/cancel`, { json: { reason } }),
  ).then((r) => r.data)
}
