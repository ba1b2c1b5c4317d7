import { api, call } from '#client/platform/http/client.ts'
import { type AdminUsersQuery, adminUserCardResponse, adminUsersResponse } from '#shared/api/admin.ts'
import { successMessage } from '#shared/api/common.ts'
import { type ContentBody, contentPageResponse, contentVersionsResponse } from '#shared/api/content.ts'
import {
  type ApplicationBody,
  type AuditAction,
  type AuditTarget,
  adminSummaryResponse,
  applicationDetailResponse,
  applicationResponse,
  auditListResponse,
  certificatePhotoResponse,
  type ModerationFilter,
  moderationListResponse,
  moderationSummaryResponse,
  ownApplicationsResponse,
} from '#shared/api/staff.ts'
import type { ContentSlug } from '#shared/content-slugs.ts'
import type { Locale } from '#shared/locales.ts'

export function fetchOwnApplications() {
  return call(ownApplicationsResponse, () => api.get('trainer-applications')).then((r) => r.data)
}

export function submitApplication(body: ApplicationBody) {
  return call(applicationResponse, () => api.post('trainer-applications', { json: body })).then((r) => r.data)
}

export function uploadCertificatePhoto(image: Blob, name: string) {
  const form = new FormData()
  form.append('certificatePhoto', image, name)
  return call(certificatePhotoResponse, () => api.post('trainer-applications/photo', { body: form })).then(
    (r) => r.data.certificatePhoto,
  )
}

/** The certificate photo (an authorized call) as an object URL for an <img>; revoke it after use. */
export async function fetchCertificatePhoto(url: string): Promise<string> {
  const blob = await (await api.get(url.replace(/^\/api\//, ''))).blob()
  return URL.createObjectURL(blob)
}

export function fetchModerationSummary() {
  return call(moderationSummaryResponse, () => api.get('moderation/summary')).then((r) => r.data)
}

export function fetchApplications(status: ModerationFilter, page: number) {
  return call(moderationListResponse, () =>
    api.get('moderation/trainer-applications', { searchParams: { status, page } }),
  )
}

export function fetchApplication(id: string) {
  return call(applicationDetailResponse, () =>
    api.get(`moderation/trainer-applications/${encodeURIComponent(id)}`),
  ).then((r) => r.data)
}

export function approveApplication(id: string) {
  return call(applicationResponse, () =>
    api.post(`moderation/trainer-applications/${encodeURIComponent(id)}/approve`),
  ).then((r) => r.data)
}

export function rejectApplication(id: string, reason: string) {
  return call(applicationResponse, () =>
    api.post(`moderation/trainer-applications/${encodeURIComponent(id)}/reject`, { json: { reason } }),
  ).then((r) => r.data)
}

export function fetchUsers(query: AdminUsersQuery) {
  return call(adminUsersResponse, () =>
    api.get('admin/users', {
      searchParams: Object.entries(query).flatMap(([k, v]) =>
        v === undefined || v === '' ? [] : [[k, String(v)] as [string, string]],
      ),
    }),
  )
}

export function fetchUserCard(id: string) {
  return call(adminUserCardResponse, () => api.get(`admin/users/${encodeURIComponent(id)}`)).then(
    (r) => r.data,
  )
}

export function adminUserAction(
  id: string,
  action: 'block' | 'unblock' | 'roles' | 'trainer-block',
  body: object,
) {
  return call(successMessage, () =>
    api.post(`admin/users/${encodeURIComponent(id)}/${action}`, { json: body }),
  )
}

export function fetchContentPage(slug: ContentSlug, locale: Locale) {
  return call(contentPageResponse, () => api.get(`content/${slug}`, { searchParams: { locale } })).then(
    (r) => r.data,
  )
}

export function saveContentPage(slug: ContentSlug, body: ContentBody) {
  return call(contentPageResponse, () => api.put(`content/${slug}`, { json: body })).then((r) => r.data)
}

export function fetchContentVersions(slug: ContentSlug, locale: Locale) {
  return call(contentVersionsResponse, () =>
    api.get(`content/${slug}/versions`, { searchParams: { locale } }),
  ).then((r) => r.data)
}

export function restoreContentVersion(slug: ContentSlug, id: string) {
  return call(contentPageResponse, () =>
    api.post(`content/${slug}/versions/${encodeURIComponent(id)}/restore`),
  ).then((r) => r.data)
}

export function fetchAdminSummary() {
  return call(adminSummaryResponse, () => api.get('admin/summary')).then((r) => r.data)
}

export function fetchAudit(query: {
  action?: AuditAction | undefined
  targetType?: AuditTarget | undefined
  page: number
}) {
  return call(auditListResponse, () =>
    api.get('admin/audit', {
      searchParams: Object.entries(query).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v)] as [string, string]],
      ),
    }),
  )
}
