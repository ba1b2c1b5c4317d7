import { Card } from '#client/ui/components/card.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { TrainerDetails } from '#shared/api/catalogue.ts'
import { bioIn } from './trainer-card.tsx'

/** What the trainer teaches and how: specializations, formats, bio, gym, booking rules. */
export function TrainerAbout({ trainer }: { trainer: TrainerDetails }) {
  const t = useT()
  const locale = useLocale()
  const bio = bioIn(trainer.bio, locale)
  return (
    <Card>
      <h2>{t.trainerProfile.about}</h2>
      <ul className="chips">
        {trainer.specializations.map((s) => (
          <li key={s} className="chip">
            {t.catalogue.specializations[s]}
          </li>
        ))}
        {trainer.formats.map((f) => (
          <li key={f} className="chip chip--plain">
            {t.catalogue.formats[f]}
          </li>
        ))}
      </ul>
      {bio ? <p className="prewrap">{bio}</p> : null}
      <ul className="muted list">
        {trainer.gymAddress ? <li>{`${t.trainerProfile.gym}: ${trainer.gymAddress}`}</li> : null}
        {trainer.manualApproval ? <li>{t.trainerProfile.approval}</li> : null}
        <li>{t.trainerProfile.notice({ hours: Math.round(trainer.minNoticeMinutes / 60) })}</li>
        <li>{t.trainerProfile.freeCancel({ hours: Math.round(trainer.freeCancelMinutes / 60) })}</li>
      </ul>
    </Card>
  )
}
