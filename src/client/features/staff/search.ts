import { int, oneOf, searchParams, text, uuid } from '#client/platform/url/search-params.ts'
import { CONTENT_SLUGS } from '#shared/content-slugs.ts'
import { LOCALES } from '#shared/locales.ts'
import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATES,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  MODERATION_FILTERS,
} from '#shared/staff.ts'

// The staff pages' search params: what a route's `validateSearch` reads (in the first load, so
// small readers only, never zod: decision 0027). Filters, paging and the open item live in the URL.

const pageNumber = int(1, 10_000)

/** The trainer-application queue: the filter, the page and the open application. */
export const queueSearch = searchParams({ status: oneOf(MODERATION_FILTERS), page: pageNumber, open: uuid() })
export type QueueSearch = ReturnType<typeof queueSearch>

/** `/admin/users`: the query, the filters, the page and the open user's card. */
export const usersSearch = searchParams({
  q: text({ max: 100, trim: true }),
  role: oneOf(ADMIN_USER_ROLES),
  state: oneOf(ADMIN_USER_STATES),
  page: pageNumber,
  user: uuid(),
})
export type UsersSearch = ReturnType<typeof usersSearch>

/** `/admin`: the audit log's filters and page. */
export const auditSearch = searchParams({
  action: oneOf(AUDIT_ACTIONS),
  target: oneOf(AUDIT_TARGETS),
  page: pageNumber,
})
export type AuditSearch = ReturnType<typeof auditSearch>

/** `/admin/content`: the page being edited and its language (the reader's language by default). */
export const contentEditorSearch = searchParams({ slug: oneOf(CONTENT_SLUGS), locale: oneOf(LOCALES) })
export type ContentEditorSearch = ReturnType<typeof contentEditorSearch>
