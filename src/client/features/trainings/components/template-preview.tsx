import { useEffect, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { describeError } from '#client/ui/use-form.ts'
import type { TemplatePreview as Preview, TemplateBody } from '#shared/api/trainings.ts'
import { previewTemplate } from '../api/trainings-api.ts'
import { formatCalendarDay, formatOccurrence } from '../training-formats.ts'

/** The preview waits for typing to pause this long before asking the server. */
export const PREVIEW_DEBOUNCE_MS = 400

type PreviewState = { key: string; preview: Preview } | { key: string; error: unknown }

/**
 * The dates a template will create, asked from the server (which knows the trainer's other
 * trainings) whenever the form holds a valid template. Times are shown on the template's clock
 * and, when the viewer lives elsewhere, on the viewer's clock too.
 */
export function TemplatePreview({
  body,
  timeZone,
  viewerZone,
  editing,
}: {
  /** The template's body, or null while the form is not valid. */
  body: TemplateBody | null
  timeZone: string
  viewerZone: string
  /** The id of the template being edited, if any. */
  editing?: string | undefined
}) {
  const t = useT()
  const key = body ? JSON.stringify(body) : ''
  const [state, setState] = useState<PreviewState>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again for the same key
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      previewTemplate(JSON.parse(key) as TemplateBody, controller.signal, editing).then(
        (preview) => {
          if (!controller.signal.aborted) setState({ key, preview })
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ key, error })
        },
      )
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, attempt])

  const fresh = state?.key === key
  return (
    <section className="template-preview" aria-labelledby="template-preview-title" aria-busy={!fresh}>
      <h2 id="template-preview-title" className="section-title">
        {t.trainingTemplate.previewTitle}
      </h2>
      {!key ? <p className="muted">{t.trainingTemplate.previewHint}</p> : null}
      {key && !fresh ? (
        <p className="muted" role="status">
          {t.trainingTemplate.previewLoading}
        </p>
      ) : null}
      {key && state && 'error' in state && fresh ? (
        <div className="form-error" role="alert">
          <span>{describeError(t, state.error)} </span>
          <Button variant="plain" onClick={() => setAttempt((n) => n + 1)}>
            {t.common.retry}
          </Button>
        </div>
      ) : null}
      {key && state && 'preview' in state ? (
        <Occurrences
          preview={state.preview}
          timeZone={timeZone}
          viewerZone={viewerZone}
          stale={!fresh}
          openEnded={!JSON.parse(state.key || '{}').validUntil}
        />
      ) : null}
    </section>
  )
}

function Occurrences({
  preview,
  timeZone,
  viewerZone,
  stale,
  openEnded,
}: {
  preview: Preview
  timeZone: string
  viewerZone: string
  stale: boolean
  /** No end date: the dates shown are only the first of many. */
  openEnded: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const skipped = preview.occurrences.filter((o) => o.conflictWith !== null).length
  const until = formatCalendarDay(preview.previewUntil, locale)
  const soon = preview.occurrences.filter((o) => !o.beyondHorizon)
  const later = preview.occurrences.length - soon.length
  // Saving would create nothing now: the server refuses it, so the form says so first.
  const allSkipped = soon.length > 0 && soon.every((o) => o.conflictWith !== null)
  const otherZone = viewerZone !== timeZone
  if (preview.occurrences.length === 0) {
    return <p className="muted">{t.trainingTemplate.previewEmpty({ until })}</p>
  }
  return (
    <div className={stale ? 'template-preview__stale' : undefined}>
      <p aria-live="polite">
        {t.trainingTemplate.previewSummary({
          count: preview.occurrences.length - skipped,
          skipped,
          until,
          openEnded,
        })}
      </p>
      {allSkipped ? (
        <p className="form-error" role="alert">
          {t.messages.templateAllSkipped}
        </p>
      ) : null}
      {later > 0 ? (
        <p className="muted">
          {t.trainingTemplate.previewLater({
            count: later,
            horizon: formatCalendarDay(preview.horizonUntil, locale),
          })}
        </p>
      ) : null}
      <p className="muted">
        {otherZone
          ? t.trainingTemplate.previewZones({ zone: timeZone, viewerZone })
          : t.trainingTemplate.previewZone({ zone: timeZone })}
      </p>
      <ol className="list template-preview__list">
        {preview.occurrences.map((o) => (
          <li key={o.startsAt} className={o.conflictWith ? 'template-preview__skipped' : undefined}>
            <span>{formatOccurrence(o.startsAt, locale, timeZone)}</span>
            {otherZone ? (
              <span className="muted template-preview__other-zone">
                {t.trainingTemplate.yourTime({ time: formatOccurrence(o.startsAt, locale, viewerZone) })}
              </span>
            ) : null}
            {o.conflictWith ? (
              <span className="template-preview__reason">
                {t.trainingTemplate.skipped({ title: o.conflictWith })}
              </span>
            ) : null}
            {/* A skipped date is not made later either: the reason above is all it says. */}
            {o.beyondHorizon && !o.conflictWith ? (
              <span className="muted template-preview__note">{t.trainingTemplate.createdLater}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
