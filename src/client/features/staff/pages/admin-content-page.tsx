import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDateTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { renderMarkdown } from '#client/ui/markdown.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError, useForm } from '#client/ui/use-form.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { type ContentPage, contentBody } from '#shared/api/content.ts'
import type { Locale } from '#shared/locales.ts'

const LOCALES: readonly Locale[] = ['ru', 'en']

import { CONTENT_SLUGS, type ContentSlug } from '#shared/content-slugs.ts'
import {
  fetchContentPage,
  fetchContentVersions,
  restoreContentVersion,
  saveContentPage,
} from '../api/staff-api.ts'
import { TextArea } from '../components/text-area.tsx'
import '../staff.css'

/** `/admin/content`: each page in each language, Markdown with a live preview, versions with restore. */
export function AdminContentPage() {
  const t = useT()
  const [slug, setSlug] = useState<ContentSlug>('help')
  const [locale, setLocale] = useState<Locale>(useLocale())
  const current = useResource(
    () =>
      fetchContentPage(slug, locale).catch((error: unknown) => {
        if ((error as { status?: number }).status === 404) return null
        throw error
      }),
    [slug, locale],
  )
  const versions = useResource(() => fetchContentVersions(slug, locale), [slug, locale])
  const saved = () => {
    current.reload()
    versions.reload()
  }
  return (
    <Page heading={t.screens.adminContent.heading}>
      <Card>
        <div className="form-row">
          <SelectField
            label={t.staff.content.page}
            value={slug}
            options={CONTENT_SLUGS.map((s) => ({ value: s, label: t.staff.content.slugs[s] }))}
            onChange={(e) => setSlug(CONTENT_SLUGS.find((s) => s === e.target.value) ?? 'help')}
          />
          <SelectField
            label={t.staff.content.language}
            value={locale}
            options={LOCALES.map((l) => ({ value: l, label: t.staff.content.locales[l] }))}
            onChange={(e) => setLocale(LOCALES.find((l) => l === e.target.value) ?? 'ru')}
          />
        </div>
      </Card>
      <p>
        <Link to={`/${slug}`}>{t.staff.content.open}</Link>
      </p>
      {current.loading && current.data === undefined ? <Spinner label={t.app.loading} /> : null}
      {current.error ? <ErrorState error={current.error} onRetry={current.reload} /> : null}
      {current.data !== undefined && !current.loading ? (
        <Editor
          key={`${slug}:${locale}:${current.data?.updatedAt ?? ''}`}
          slug={slug}
          locale={locale}
          page={current.data && current.data.contentLocale === locale ? current.data : null}
          onSaved={saved}
        />
      ) : null}
      <section className="stack" aria-labelledby="content-versions">
        <h2 id="content-versions" className="section-title">
          {t.staff.content.versions}
        </h2>
        {versions.error ? <ErrorState error={versions.error} onRetry={versions.reload} /> : null}
        {versions.data && versions.data.length === 0 ? (
          <p className="muted">{t.staff.content.noVersions}</p>
        ) : null}
        <ul className="list">
          {versions.data?.map((v, i) => (
            <li key={v.id} className="card application__head">
              <span>
                {t.staff.content.versionBy({
                  date: formatDateTime(v.createdAt, locale),
                  name: v.createdBy || '—',
                })}
              </span>
              <strong>{v.title}</strong>
              {i === 0 ? (
                <span className="chip chip--plain">{t.staff.content.current}</span>
              ) : (
                <Button
                  variant="secondary"
                  onClick={async () => {
                    try {
                      await restoreContentVersion(slug, v.id)
                      showToast(t.staff.content.restored, 'success')
                      saved()
                    } catch (error) {
                      showToast(describeError(t, error), 'error')
                    }
                  }}
                >
                  {t.staff.content.restore}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  )
}

function Editor({
  slug,
  locale,
  page,
  onSaved,
}: {
  slug: ContentSlug
  locale: Locale
  page: ContentPage | null
  onSaved: () => void
}) {
  const t = useT()
  const form = useForm(
    contentBody,
    { locale, title: page?.title ?? '', body: page?.body ?? '' },
    async (body) => {
      await saveContentPage(slug, body)
      showToast(t.staff.content.saved, 'success')
      onSaved()
    },
  )
  const preview = useMemo(() => renderMarkdown(String(form.values.body ?? '')), [form.values.body])
  return (
    <div className="content-editor">
      <Card>
        <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
          <FormError message={form.formError} />
          <TextField
            label={t.staff.content.title}
            value={String(form.values.title ?? '')}
            maxLength={120}
            onChange={(e) => form.set('title', e.target.value)}
            error={form.errors.title}
          />
          <TextArea
            id="content-body"
            label={t.staff.content.body}
            hint={t.staff.content.bodyHint}
            value={String(form.values.body ?? '')}
            maxLength={50_000}
            rows={16}
            onChange={(text) => form.set('body', text)}
            error={form.errors.body}
          />
          <MainActionButton busy={form.submitting} busyLabel={t.staff.content.saving}>
            {t.staff.content.save}
          </MainActionButton>
        </form>
      </Card>
      <Card aria-label={t.staff.content.preview}>
        <h2 className="section-title">{t.staff.content.preview}</h2>
        <article className="content-page stack" lang={locale}>
          <h1>{String(form.values.title ?? '')}</h1>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by renderMarkdown (ui/markdown.ts) */}
          <div className="content-page__body" dangerouslySetInnerHTML={{ __html: preview }} />
        </article>
      </Card>
    </div>
  )
}
