import { Link } from '@tanstack/react-router'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { fetchMyTrainers } from '../api/catalogue-api.ts'
import { ContactsList } from '../components/contacts-list.tsx'
import { TrainerCard } from '../components/trainer-card.tsx'

/** The student's own trainers, with how to reach them. */
/** `trainers`: the route loader's list. */
export function MyTrainersPage({
  trainers: items,
}: {
  trainers: Awaited<ReturnType<typeof fetchMyTrainers>>
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <Page heading={t.screens.trainersList.heading}>
      {items.length === 0 ? (
        <EmptyState
          title={t.screens.trainersList.emptyTitle}
          text={t.screens.trainersList.emptyText}
          action={
            <Link to="/trainers" className={buttonClass('primary')}>
              {t.myTrainers.find}
            </Link>
          }
        />
      ) : null}
      <div className="stack">
        {items.map((trainer) => (
          <div key={trainer.id} className="stack">
            <TrainerCard trainer={trainer} />
            <div className="card">
              <ContactsList contacts={trainer.contacts}>
                <dt>{t.myTrainers.since}</dt>
                <dd>{formatDate(trainer.since, locale)}</dd>
              </ContactsList>
            </div>
          </div>
        ))}
      </div>
    </Page>
  )
}
