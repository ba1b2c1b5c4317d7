import { useT } from '#client/ui/i18n/index.ts'
import type { ApplicationStatus } from '#shared/api/staff.ts'
import '../staff.css'

export function StatusChip({ status }: { status: ApplicationStatus }) {
  const t = useT()
  return <span className={`chip chip--${status}`}>{t.staff.status[status]}</span>
}
