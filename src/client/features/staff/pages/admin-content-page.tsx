import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { renderMarkdown } from '#client/ui/markdown.ts'
import { showToast } from '#client/ui/toast.ts'
import { useAction } from '#client/ui/use-action.ts'
import { useForm } from '#client/ui/use-form.ts'
import { type ContentPage, contentBody } from '#shared/api/content.ts'
import type { Locale } from '#shared/locales.ts'

const LOCALES: readonly Locale[] = ['ru', 'en']

interface Draft {
  title: string
  body: string
}

/**
 * What was typed and not saved, per page and language, kept in this tab (sessionStorage): picking
 * another page or language, or following a link, lost it before without asking.
 */
const draftKey = (slug: ContentSlug, locale: Locale) => `trainly:content-draft:${slug}:${locale}`
function readDraft(slug: ContentSlug, locale: Locale): Draft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(slug, locale))
    const value = raw ? (JSON.parse(raw) as Partial<Draft>) : null
    return value && typeof value.title === 'string' && typeof value.body === 'string'
      ? { title: value.title, body: value.body }
      : null
  } catch {
    return null
  }
}
function writeDraft(slug: ContentSlug, locale: Locale, draft: Draft | null) {
  try {
    if (draft) sessionStorage.setItem(draftKey(slug, locale), JSON.stringify(draft))
    else sessionStorage.removeItem(draftKey(slug, locale))
  } catch {
    // Storage full or refused: the draft lives as long as the editor, as before.
  }
}

import { CONTENT_SLUGS, type ContentSlug } from '#shared/content-slugs.ts'
import { restoreContentVersion, saveContentPage } from '../api/staff-api.ts'
import { TextArea } from '../components/text-area.tsx'
import type { ContentEditorData } from '../loaders.ts'
import type { ContentEditorSearch } from '../search.ts'
import '../staff.css'

/**
 * `/admin/content`: each page in each language, Markdown with a live preview, versions with
 * restore. `data`: the route loader's (the page and language it loaded, the text, the versions);
 * `onSearch` picks another page or language in the URL.
 */
export function AdminContentPage({
  onSearch,
  data: { slug, locale, current, versions },
}: {
  onSearch: (patch: ContentEditorSearch) => void
  data: ContentEditorData
}) {
  const t = useT()
  // The reader's language and zone for dates; `locale` is the language of the page being edited.
  const readerLocale = useLocale()
  const zone = useMyTimeZone()
  const router = useRouter()
  const reload = () => void router.invalidate()
  const restore = useAction(reload, 'toast')
  // A restored version replaces what was typed: its draft goes with it.
  const restoreVersion = (id: string) =>
    void restore.run(async () => {
      await restoreContentVersion(slug, id)
      writeDraft(slug, locale, null)
    }, t.staff.content.restored)
  return (
    <Page heading={t.screens.adminContent.heading}>
      <Card>
        <div className="form-row">
          <SelectField
            label={t.staff.content.page}
            value={slug}
            options={CONTENT_SLUGS.map((s) => ({ value: s, label: t.staff.content.slugs[s] }))}
            onChange={(e) => onSearch({ slug: CONTENT_SLUGS.find((s) => s === e.target.value) ?? 'help' })}
          />
          <SelectField
            label={t.staff.content.language}
            value={locale}
            options={LOCALES.map((l) => ({ value: l, label: t.staff.content.locales[l] }))}
            onChange={(e) => onSearch({ locale: LOCALES.find((l) => l === e.target.value) ?? 'ru' })}
          />
        </div>
      </Card>
      <p>
        <Link to={`/${slug}`}>{t.staff.content.open}</Link>
      </p>
      <Editor
        key={`${slug}:${locale}:${current?.updatedAt ?? ''}`}
        slug={slug}
        locale={locale}
        page={current && current.contentLocale === locale ? current : null}
        onSaved={reload}
      />
      <section className="stack" aria-labelledby="content-versions">
        <h2 id="content-versions" className="section-title">
          {t.staff.content.versions}
        </h2>
        {versions.ok ? null : <ErrorState error={versions.error} onRetry={reload} />}
        {versions.ok && versions.value.length === 0 ? (
          <p className="muted">{t.staff.content.noVersions}</p>
        ) : null}
        <ul className="list">
          {(versions.ok ? versions.value : []).map((v, i) => (
            <li key={v.id} className="card application__head">
              <span>
                {t.staff.content.versionBy({
                  date: formatDateTimeIn(v.createdAt, readerLocale, zone),
                  name: v.createdBy || '—',
                })}
              </span>
              <strong>{v.title}</strong>
              {i === 0 ? (
                <span className="chip chip--plain">{t.staff.content.current}</span>
              ) : (
                <Button variant="secondary" disabled={restore.busy} onClick={() => restoreVersion(v.id)}>
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
  const saved: Draft = { title: page?.title ?? '', body: page?.body ?? '' }
  const [draft] = useState(() => readDraft(slug, locale))
  const form = useForm(contentBody, { locale, ...(draft ?? saved) }, async (body) => {
    await saveContentPage(slug, body)
    writeDraft(slug, locale, null)
    showToast(t.staff.content.saved, 'success')
    onSaved()
  })
  const title = String(form.values.title ?? '')
  const text = String(form.values.body ?? '')
  const unsaved = title !== saved.title || text !== saved.body
  useEffect(() => {
    writeDraft(slug, locale, unsaved ? { title, body: text } : null)
  }, [slug, locale, unsaved, title, text])
  const preview = useMemo(() => renderMarkdown(String(form.values.body ?? '')), [form.values.body])
  return (
    <div className="content-editor">
      <Card>
        <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
          <FormError message={form.formError} />
          {unsaved ? (
            <div className="button-row">
              <p className="muted">{t.staff.content.unsaved}</p>
              <Button
                variant="plain"
                onClick={() => {
                  form.set('title', saved.title)
                  form.set('body', saved.body)
                }}
              >
                {t.staff.content.discard}
              </Button>
            </div>
          ) : null}
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
