import { useId, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { useOnline } from '#client/ui/use-online.ts'
import { useScheduleActions } from './schedule-actions.ts'

/** A trainer cancels a training with a reason the students are told. */
export function CancelTraining({ trainingId, onChanged }: { trainingId: string; onChanged: () => void }) {
  const t = useT()
  const actions = useScheduleActions()
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  if (!open) {
    return (
      <div className="button-row">
        <Button variant="secondary" disabled={!online} onClick={() => setOpen(true)}>
          {t.schedule.cancelTraining}
        </Button>
      </div>
    )
  }
  const submit = async () => {
    if (reason.trim() === '') {
      setFieldError(t.messages.reasonRequired)
      return
    }
    await run(() => actions.cancelTraining(trainingId, reason.trim()), t.schedule.trainingCancelled)
  }
  return (
    <div className="stack">
      <FormError message={error} />
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          {t.schedule.cancelTrainingReason}
        </label>
        <textarea
          id={reasonId}
          maxLength={500}
          className="field__input"
          rows={2}
          value={reason}
          aria-invalid={fieldError ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value)
            setFieldError(undefined)
          }}
        />
        {fieldError ? (
          <span className="field__error" role="alert">
            {fieldError}
          </span>
        ) : null}
      </div>
      <div className="button-row">
        <Button variant="danger" disabled={busy || !online} onClick={() => void submit()}>
          {t.schedule.confirmCancelTraining}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
          {t.schedule.keepTraining}
        </Button>
      </div>
    </div>
  )
}
