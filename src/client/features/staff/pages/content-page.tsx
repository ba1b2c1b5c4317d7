import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { renderMarkdown } from '#client/ui/markdown.ts'
import type { ContentPage } from '#shared/api/content.ts'
import type { ContentSlug } from '#shared/content-slugs.ts'
import type { PublicContent } from '../loaders.ts'
import '../staff.css'

/**
 * `/help`, `/about`, `/offer`, `/privacy`, `/requisites`: the page in the reader's language, as the
 * route loader brought it (the copy kept offline when the network is down); when the reader
 * switches the language, the route loads the page again in the new one.
 */
export function ContentPageView({ slug, content }: { slug: ContentSlug; content: PublicContent }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  useEffect(() => {
    if (content.locale !== locale) void router.invalidate()
  }, [content.locale, locale, router])
  const heading = t.staff.content.slugs[slug]
  return (
    <Page heading={content.page?.title ?? heading}>
      {content.page ? (
        <ContentBody page={content.page} offline={content.offline} />
      ) : (
        <EmptyState title={t.staff.content.missing} />
      )}
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
