import { Card } from '#client/ui/components/card.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { TrainerDetails } from '#shared/api/catalogue.ts'

/** The trainer's services with duration, group size and price. */
export function TrainerServices({ trainer }: { trainer: TrainerDetails }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Card>
      <h2>{t.trainerProfile.services}</h2>
      {trainer.services.length === 0 ? (
        <p className="muted">{t.trainerProfile.noServices}</p>
      ) : (
        <ul className="list service-list">
          {trainer.services.map((s) => (
            <li key={s.id} className="service-row">
              <div>
                <strong>{s.title}</strong>
                <p className="muted">
                  {t.catalogue.specializations[s.specialization]} · {t.catalogue.formats[s.format]} ·{' '}
                  {t.trainerProfile.minutes({ count: s.durationMin })} ·{' '}
                  {s.capacity === 1
                    ? t.trainerProfile.personal
                    : t.trainerProfile.group({ count: s.capacity })}
                </p>
              </div>
              <strong>{formatMoney(s.price, s.currency, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
