import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchAdminReceipts } from '#client/features/staff/api/admin-finances-api.ts'
import {
  AdminReceiptsPage,
  type AdminReceiptsSearch,
} from '#client/features/staff/pages/admin-receipts-page.tsx'
import {
  calendarDate,
  int,
  type SearchReader,
  searchParams,
  text,
  uuid,
} from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'
import { PLATFORM_SELLER, RECEIPT_NUMBER_SEARCH } from '#shared/finances.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

const trainerId = uuid()
const seller: SearchReader<string> = (value) => (value === PLATFORM_SELLER ? value : trainerId(value))
const receiptNumber: SearchReader<string> = (value) => {
  const raw = text({ max: 20, trim: true })(value)
  return raw && RECEIPT_NUMBER_SEARCH.test(raw) ? raw : undefined
}

const receiptsSearch = searchParams({
  seller,
  from: calendarDate(),
  to: calendarDate(),
  q: text({ max: 100, trim: true }),
  number: receiptNumber,
  page: int(1, 10_000),
})

export const Route = createFileRoute('/_authenticated/admin/receipts')({
  validateSearch: receiptsSearch,
  beforeLoad: checks('auth', 'admin'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAdminReceipts(deps),
  pendingComponent: () => <ScreenPending screen="adminReceipts" />,
  errorComponent: (props) => <ScreenError screen="adminReceipts" {...props} />,
  component: AdminReceiptsRoute,
})

function AdminReceiptsRoute() {
  const navigate = useNavigate({ from: '/admin/receipts' })
  const onSearch = useCallback((next: AdminReceiptsSearch) => void navigate({ search: next }), [navigate])
  return (
    <AdminReceiptsPage
      search={useSearch({ from: '/_authenticated/admin/receipts' })}
      onSearch={onSearch}
      data={useLoaderData({ from: '/_authenticated/admin/receipts' })}
    />
  )
}
