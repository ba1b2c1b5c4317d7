import { MODERATION_FILTERS, type ModerationFilter } from '#shared/staff.ts'

/** The queue's filter and page as they live in the URL; a value that does not parse is the default. */
export function queueSearch(defaultStatus: ModerationFilter) {
  return (search: Record<string, unknown>): { status: ModerationFilter; page: number } => {
    const status = MODERATION_FILTERS.find((f) => f === search.status) ?? defaultStatus
    const page = Number(search.page)
    return { status, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
  }
}
