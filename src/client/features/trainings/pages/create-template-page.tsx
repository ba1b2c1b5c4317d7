import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { buttonClass } from '#client/ui/components/button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import type { TrainingTemplate } from '#shared/api/trainings.ts'
import { stopTemplate, type TrainerSetup } from '../api/trainings-api.ts'
import { PlanLink } from '../components/plan-link.tsx'
import { type CreatedTemplate, TemplateForm } from '../components/template-form.tsx'
import { TemplateList } from '../components/template-list.tsx'
import { formatOccurrence } from '../training-formats.ts'

export interface TemplatesData {
  setup: TrainerSetup
  templates: readonly TrainingTemplate[]
}

/**
 * /create-training-template: a weekly template with a preview of its dates, and the trainer's
 * templates. `data`: the route loader's; `null` when the loader skipped a user who is not a
 * trainer (a trainer's `null` kept from before shows as loading until the route's reload brings
 * it). After a template is saved or stopped, the route loads them again.
 */
export function CreateTemplatePage({ data }: { data: TemplatesData | null }) {
  const t = useT()
  return (
    <Page heading={t.screens.createTrainingTemplate.heading}>
      <TrainerOnly>{data ? <CreateTemplate {...data} /> : <Spinner label={t.app.loading} />}</TrainerOnly>
    </Page>
  )
}

function CreateTemplate({ setup, templates }: TemplatesData) {
  const t = useT()
  const zone = useMyTimeZone()
  const router = useRouter()
  const reload = () => void router.invalidate()
  const [result, setResult] = useState<CreatedTemplate | null>(null)
  // A new key gives a fresh, empty form after a template was saved.
  const [formKey, setFormKey] = useState(0)
  // The template open in the form for editing; null while the form creates a new one.
  const [editing, setEditing] = useState<TrainingTemplate | null>(null)
  const formRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (editing) formRef.current?.scrollIntoView?.({ block: 'start' })
  }, [editing])
  const edit = (template: TrainingTemplate) => {
    setResult(null)
    setEditing(template)
  }
  const stopEditing = () => {
    setEditing(null)
    setFormKey((k) => k + 1)
  }
  const saved = (template: CreatedTemplate) => {
    showToast(
      t.trainingTemplate.updated({ created: template.created, skipped: template.skipped.length }),
      'success',
    )
    stopEditing()
    reload()
  }
  const created = (template: CreatedTemplate) => {
    showToast(
      t.trainingTemplate.created({ created: template.created, skipped: template.skipped.length }),
      'success',
    )
    setResult(template)
    setFormKey((k) => k + 1)
    reload()
  }
  // A failure shows on the template's card (as a toast).
  const stop = async (template: TrainingTemplate) => {
    const removed = await stopTemplate(template.id)
    showToast(t.trainingTemplate.stopDone({ removed }), 'success')
    if (editing?.id === template.id) stopEditing()
    reload()
  }
  return (
    <div className="stack">
      <p className="muted">{t.trainingTemplate.intro}</p>
      {result ? <TemplateResult key={result.id} result={result} /> : null}
      <section className="stack" ref={formRef} aria-labelledby={editing ? 'template-edit-title' : undefined}>
        {editing ? (
          <h2 id="template-edit-title" className="section-title">
            {t.trainingTemplate.editTitle({ title: editing.title })}
          </h2>
        ) : null}
        <TemplateForm
          key={editing ? `edit-${editing.id}` : `new-${formKey}`}
          setup={setup}
          zone={zone}
          onCreated={editing ? saved : created}
          planAction={<PlanLink />}
          {...(editing ? { template: editing, onCancel: stopEditing } : {})}
        />
      </section>
      <section className="stack" aria-labelledby="templates-title">
        <h2 id="templates-title" className="section-title">
          {t.trainingTemplate.listTitle}
        </h2>
        <TemplateList templates={templates} onStop={stop} onEdit={edit} />
        <p>
          <Link to="/schedule">{t.trainingTemplate.openSchedule}</Link>
        </p>
      </section>
    </div>
  )
}

/** What the last saved template did: how many trainings it made, and which dates it skipped. */
function TemplateResult({ result }: { result: CreatedTemplate }) {
  const t = useT()
  const locale = useLocale()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.focus()
    ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  return (
    <section className="card stack" ref={ref} tabIndex={-1} aria-labelledby="template-result-title">
      <h2 id="template-result-title" className="section-title">
        {t.trainingTemplate.resultTitle({ title: result.title })}
      </h2>
      <p>{t.trainingTemplate.created({ created: result.created, skipped: result.skipped.length })}</p>
      {result.skipped.length > 0 ? (
        <ul className="list">
          {result.skipped.map((s) => (
            <li key={s.startsAt} className="template-preview__skipped">
              <span>{formatOccurrence(s.startsAt, locale, result.timeZone)}</span>
              <span className="template-preview__reason">
                {t.trainingTemplate.skipped({ title: s.conflictWith })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/schedule" className={buttonClass('primary')}>
          {t.trainingTemplate.openSchedule}
        </Link>
      </p>
    </section>
  )
}
