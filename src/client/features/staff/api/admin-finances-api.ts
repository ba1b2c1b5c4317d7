import { api, call } from '#client/platform/http/client.ts'
import {
  type AdminReceiptsQuery,
  adminReceiptsResponse,
  type FinancesQuery,
  financesResponse,
} from '#shared/api/finances.ts'

// `/admin/finances` and `/admin/receipts` (decision 0036): the figures, the receipts and their CSVs.

const searchParamsOf = (query: object) =>
  Object.entries(query).flatMap(([k, v]) =>
    v === undefined || v === '' ? [] : [[k, String(v)] as [string, string]],
  )

export const fetchFinances = (query: FinancesQuery) =>
  call(financesResponse, () => api.get('admin/finances', { searchParams: searchParamsOf(query) })).then(
    (r) => r.data,
  )

export const fetchAdminReceipts = (query: AdminReceiptsQuery) =>
  call(adminReceiptsResponse, () => api.get('admin/receipts', { searchParams: searchParamsOf(query) }))

/** Downloads a CSV with the caller's token, under the name the server gives it. */
export async function downloadCsv(path: 'admin/finances.csv' | 'admin/receipts.csv', query: object) {
  const response = await api.get(path, { searchParams: searchParamsOf(query) })
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}
