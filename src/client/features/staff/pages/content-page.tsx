import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { NetworkError } from '#client/platform/http/client.ts'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { formatDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { renderMarkdown } from '#client/ui/markdown.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { type ContentPage, contentPage } from '#shared/api/content.ts'
import type { ContentSlug } from '#shared/content-slugs.ts'
import type { Locale } from '#shared/locales.ts'
import { fetchContentPage } from '../api/staff-api.ts'
import '../staff.css'

const storageKey = (slug: ContentSlug, locale: Locale) => `content:${slug}:${locale}`

/** The page from the server, kept in local storage so that it stays readable offline once seen. */
async function loadPage(slug: ContentSlug, locale: Locale): Promise<{ page: ContentPage; offline: boolean }> {
  try {
    const page = await fetchContentPage(slug, locale)
    try {
      localStorage.setItem(storageKey(slug, locale), JSON.stringify(page))
    } catch {
      // Storage full or private mode: the page is still shown.
    }
    return { page, offline: false }
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    const saved = contentPage.safeParse(JSON.parse(localStorage.getItem(storageKey(slug, locale)) ?? 'null'))
    if (!saved.success) throw error
    return { page: saved.data, offline: true }
  }
}

/** `/help`, `/about`, `/offer`, `/privacy`, `/requisites`: the page in the user's language. */
export function ContentPageView({ slug, heading }: { slug: ContentSlug; heading: string }) {
  const t = useT()
  const locale = useLocale()
  const page = useResource(() => loadPage(slug, locale), [slug, locale])
  const missing = page.error && (page.error as { status?: number }).status === 404
  return (
    <Page heading={page.data?.page.title ?? heading}>
      {page.loading && !page.data ? <Spinner label={t.app.loading} /> : null}
      {missing ? <EmptyState title={heading} text={t.staff.content.missing} /> : null}
      {page.error && !missing ? <ErrorState error={page.error} onRetry={page.reload} /> : null}
      {page.data ? <ContentBody page={page.data.page} offline={page.data.offline} /> : null}
    </Page>
  )
}

function ContentBody({ page, offline }: { page: ContentPage; offline: boolean }) {
  const t = useT()
  const locale = useLocale()
  const html = useMemo(() => renderMarkdown(page.body), [page.body])
  return (
    <article className="content-page stack" lang={page.contentLocale}>
      {page.contentLocale !== page.locale ? (
        <p className="content-page__note" role="note">
          {t.staff.content.fallback}
        </p>
      ) : null}
      {offline ? (
        <p className="content-page__note" role="note">
          {t.staff.content.offline}
        </p>
      ) : null}
      {/* Sanitized by renderMarkdown (marked + DOMPurify, ui/markdown.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized just above */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="muted">{t.staff.content.updated({ date: formatDate(page.updatedAt, locale) })}</p>
      {page.slug === 'help' ? null : (
        <p>
          <Link to="/help">{t.staff.content.seeHelp}</Link>
        </p>
      )}
    </article>
  )
}
