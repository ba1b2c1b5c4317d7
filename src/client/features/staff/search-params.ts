// The staff screens' search params: kept small, they are part of the first load (route files).
import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATES,
  type AdminUserRole,
  type AdminUserState,
  MODERATION_FILTERS,
  type ModerationFilter,
} from '#shared/staff.ts'

const pick = <T extends string>(list: readonly T[], value: unknown) => list.find((item) => item === value)
const pageOf = (value: unknown) => {
  const n = Math.floor(Number(value))
  return n >= 1 && n <= 1e4 ? n : 1
}

/** The queue's filter and page as they live in the URL; a value that does not parse is the default. */
export const queueSearch =
  (fallback: ModerationFilter) =>
  (s: Record<string, unknown>): { status: ModerationFilter; page: number } => ({
    status: pick(MODERATION_FILTERS, s.status) ?? fallback,
    page: pageOf(s.page),
  })

export interface UsersSearch {
  q?: string | undefined
  role?: AdminUserRole | undefined
  state?: AdminUserState | undefined
  page: number
}

/** `/admin/users`: the search, filters and page in the URL. */
export const usersSearch = (s: Record<string, unknown>): UsersSearch => ({
  q: typeof s.q === 'string' && s.q ? s.q.slice(0, 100) : undefined,
  role: pick(ADMIN_USER_ROLES, s.role),
  state: pick(ADMIN_USER_STATES, s.state),
  page: pageOf(s.page),
})
