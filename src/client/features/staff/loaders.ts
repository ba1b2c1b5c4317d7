import { ApiRequestError, NetworkError } from '#client/platform/http/client.ts'
import { localeState } from '#client/ui/i18n/index.ts'
import { settle } from '#client/ui/settle.ts'
import { type ContentPage, contentPage } from '#shared/api/content.ts'
import type { ContentSlug } from '#shared/content-slugs.ts'
import type { Locale } from '#shared/locales.ts'
import { fetchPlatformSettings } from './api/platform-settings-api.ts'
import {
  fetchAdminSummary,
  fetchApplication,
  fetchApplications,
  fetchAudit,
  fetchContentPage,
  fetchContentVersions,
  fetchModerationSummary,
  fetchUserCard,
  fetchUsers,
} from './api/staff-api.ts'
import type { AuditSearch, ContentEditorSearch, QueueSearch, UsersSearch } from './search.ts'

// The staff pages' route loaders: what each page shows, loaded for its search params. A part of a
// page that fails on its own (an open card, the audit log) is settled apart from the rest.

export type QueueArea = '/moderator/trainer-requests' | '/admin/trainer-requests'

/** The filter a queue opens with: waiting ones for a moderator, the full history for an admin. */
export const defaultFilter = (area: QueueArea) => (area === '/admin/trainer-requests' ? 'all' : 'pending')

export async function loadQueue(area: QueueArea, { status, page, open }: QueueSearch) {
  const [list, detail] = await Promise.all([
    fetchApplications(status ?? defaultFilter(area), page ?? 1),
    open ? settle(fetchApplication(open)) : null,
  ])
  return { list, detail }
}
export type QueueData = Awaited<ReturnType<typeof loadQueue>>

export const loadModerationSummary = () => fetchModerationSummary()

export async function loadUsers({ q, role, state, page, user }: UsersSearch) {
  const [list, card] = await Promise.all([
    fetchUsers({ q, role, state, page: page ?? 1 }),
    user ? settle(fetchUserCard(user)) : null,
  ])
  return { list, card }
}
export type UsersData = Awaited<ReturnType<typeof loadUsers>>

export async function loadAdminHome({ action, target, page }: AuditSearch) {
  const [summary, audit, proPrice] = await Promise.all([
    settle(fetchAdminSummary()),
    settle(fetchAudit({ action, targetType: target, page: page ?? 1 })),
    settle(fetchPlatformSettings()),
  ])
  return { summary, audit, proPrice }
}
export type AdminHomeData = Awaited<ReturnType<typeof loadAdminHome>>

const isMissing = (error: unknown) => error instanceof ApiRequestError && error.status === 404

/** The page being edited (`null`: not written yet) and its versions; the language is the reader's by default. */
export async function loadContentEditor({ slug = 'help', locale = localeState.locale }: ContentEditorSearch) {
  const [current, versions] = await Promise.all([
    fetchContentPage(slug, locale).catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    }),
    settle(fetchContentVersions(slug, locale)),
  ])
  return { slug, locale, current, versions }
}
export type ContentEditorData = Awaited<ReturnType<typeof loadContentEditor>>

const storageKey = (slug: ContentSlug, locale: Locale) => `content:${slug}:${locale}`

export interface PublicContent {
  /** The language it was loaded for (the page reloads when the reader switches). */
  locale: Locale
  /** `null`: the page is not written yet. */
  page: ContentPage | null
  /** The copy kept from an earlier visit, shown while the network is down. */
  offline: boolean
}

/**
 * `/help`, `/about`, …: the page from the server, kept in local storage so that it stays readable
 * offline once seen; offline, the kept copy is what loads.
 */
export async function loadPublicContent(slug: ContentSlug): Promise<PublicContent> {
  const locale = localeState.locale
  try {
    const page = await fetchContentPage(slug, locale)
    try {
      localStorage.setItem(storageKey(slug, locale), JSON.stringify(page))
    } catch {
      // Storage full or private mode: the page is still shown.
    }
    return { locale, page, offline: false }
  } catch (error) {
    if (isMissing(error)) return { locale, page: null, offline: false }
    if (!(error instanceof NetworkError)) throw error
    let saved: unknown = null
    try {
      saved = JSON.parse(localStorage.getItem(storageKey(slug, locale)) ?? 'null')
    } catch {
      saved = null
    }
    const copy = contentPage.safeParse(saved)
    if (!copy.success) throw error
    return { locale, page: copy.data, offline: true }
  }
}
