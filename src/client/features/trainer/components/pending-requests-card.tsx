import { Link } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { formatShortDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useLoad } from '#client/ui/use-load.ts'
import { displayName } from '#shared/people.ts'
import { fetchRequests } from '../api/trainer-api.ts'

/** How many pending requests a trainer's home lists (the count covers all of them). */
const HOME_REQUESTS = 3

/** Trainer home: requests waiting for an answer, the oldest first, one tap from /trainer-requests. */
export function PendingRequestsCard() {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { state, reload } = useLoad(fetchRequests, [])
  return (
    <HomeCard
      title={t.home.pendingRequests}
      more={
        <Link to="/trainer-requests" className="home-card__more">
          {t.home.allRequests}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(requests) => {
        const pending = requests.filter((r) => r.status === 'pending')
        if (pending.length === 0) return <p className="muted">{t.home.noPendingRequests}</p>
        return (
          <>
            <p>{t.home.pendingCount({ count: pending.length })}</p>
            <ul className="home-list">
              {pending.slice(0, HOME_REQUESTS).map((r) => (
                <li key={r.id}>
                  <Link to="/trainer-requests">{displayName(r.student.firstName, r.student.lastName)}</Link>
                  <span className="muted home-list__meta">
                    {r.training
                      ? `${r.training.title} · ${formatShortDateTimeIn(r.training.startsAt, locale, zone)}`
                      : r.message}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )
      }}
    </HomeCard>
  )
}
