import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { TrainerDetails } from '#shared/api/catalogue.ts'

// The request's form, with its schema (zod), loads when it is opened: a trainer's profile draws
// without it (decision 0054).
const AskToTrain = lazy(() => import('./ask-to-train.tsx').then((m) => ({ default: m.AskToTrain })))

/** Book, see plans, or ask to train with them; on one's own profile, the way to edit it. */
export function TrainerProfileActions({
  trainer,
  onChange,
}: {
  trainer: TrainerDetails
  onChange: (next: TrainerDetails) => void
}) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  if (trainer.relation === 'self') {
    return (
      <div className="button-row">
        <span className="muted">{t.trainerProfile.yourProfile}</span>
        <Link to="/profile-edit" className={buttonClass('secondary')}>
          {t.trainerProfile.editProfile}
        </Link>
      </div>
    )
  }
  return (
    <div className="stack">
      <div className="button-row">
        <Link to="/booking" search={{ trainerId: trainer.id }} className={buttonClass('primary')}>
          {t.trainerProfile.book}
        </Link>
        <Link to="/subscriptions" search={{ trainerId: trainer.id }} className={buttonClass('secondary')}>
          {t.trainerProfile.plans}
        </Link>
        {trainer.relation === 'none' && !asking ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t.trainerProfile.askToTrain}
          </Button>
        ) : null}
      </div>
      {trainer.relation === 'requested' ? <p className="form-success">{t.trainerProfile.requested}</p> : null}
      {trainer.relation === 'student' ? <p className="muted">{t.trainerProfile.youTrain}</p> : null}
      {asking && trainer.relation === 'none' ? (
        <Suspense fallback={<Spinner label={t.app.loading} />}>
          <AskToTrain
            trainerId={trainer.id}
            onSent={() => {
              setAsking(false)
              onChange({ ...trainer, relation: 'requested' })
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
