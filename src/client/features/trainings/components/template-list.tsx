import { useMemo, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { TrainingTemplate } from '#shared/api/trainings.ts'
import { formatCalendarDay, weekdayNames } from '../training-formats.ts'

/** The trainer's templates: what each repeats, how many trainings are ahead, ways to edit and stop it. */
export function TemplateList({
  templates,
  onStop,
  onEdit,
}: {
  templates: readonly TrainingTemplate[]
  onStop: (template: TrainingTemplate) => Promise<void>
  /** Opens an active template in the form; without it there is no Edit. */
  onEdit?: (template: TrainingTemplate) => void
}) {
  const t = useT()
  if (templates.length === 0) return <p className="muted">{t.trainingTemplate.listEmpty}</p>
  const ordered = [...templates].sort((a, b) => Number(b.active) - Number(a.active))
  return (
    <ul className="list">
      {ordered.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            onStop={() => onStop(template)}
            onEdit={onEdit ? () => onEdit(template) : undefined}
          />
        </li>
      ))}
    </ul>
  )
}

function TemplateCard({
  template,
  onStop,
  onEdit,
}: {
  template: TrainingTemplate
  onStop: () => Promise<void>
  onEdit: (() => void) | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const { busy, run } = useAction(undefined, 'toast')
  const names = useMemo(() => weekdayNames(locale), [locale])
  const days = template.weekdays.map((d) => names[d - 1]?.short ?? String(d)).join(', ')
  const from = formatCalendarDay(template.validFrom, locale)
  const stop = async () => {
    await run(onStop)
    setConfirming(false)
  }
  return (
    <Card className="stack" aria-label={template.title}>
      <div>
        <strong>{template.title}</strong>
        {template.active ? null : (
          <>
            {' '}
            <span className="chip chip--plain">{t.trainingTemplate.stopped}</span>
          </>
        )}
        <p className="muted">
          {t.trainingTemplate.repeats({ days, time: template.startTime, zone: template.timeZone })}
        </p>
        <p className="muted">
          {template.validUntil
            ? t.trainingTemplate.validRange({ from, until: formatCalendarDay(template.validUntil, locale) })
            : t.trainingTemplate.validFromOnly({ from })}{' '}
          · {t.trainerProfile.minutes({ count: template.durationMin })} ·{' '}
          {formatMoney(template.price, template.currency, locale)}
        </p>
      </div>
      <p>{t.trainingTemplate.upcoming({ count: template.upcomingCount })}</p>
      {template.active ? (
        confirming ? (
          <div className="stack">
            <p>{t.trainingTemplate.stopConfirm}</p>
            <div className="button-row">
              <Button variant="danger" disabled={busy} onClick={() => void stop()}>
                {t.trainingTemplate.stopYes}
              </Button>
              <Button variant="plain" disabled={busy} onClick={() => setConfirming(false)}>
                {t.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <div className="button-row">
            {onEdit ? (
              <Button variant="secondary" onClick={onEdit}>
                {t.trainingTemplate.edit}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.trainingTemplate.stop}
            </Button>
          </div>
        )
      ) : null}
    </Card>
  )
}
