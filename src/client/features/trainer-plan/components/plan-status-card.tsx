import { Link } from '@tanstack/react-router'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { formatDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useLoad } from '#client/ui/use-load.ts'
import { fetchPlatformPlan } from '../api/platform-plan-api.ts'

/** Trainer home (decision 0034): the trainer's Trainly plan — kind, days left, ended; to /trainer-subscription. */
export function PlanStatusCard() {
  const t = useT()
  const locale = useLocale()
  const { state, reload } = useLoad(fetchPlatformPlan, [])
  return (
    <HomeCard
      title={t.home.planStatus}
      more={
        <Link to="/trainer-subscription" className="home-card__more">
          {t.home.openPlan}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(plan) => {
        if (plan.kind === null) return <p className="muted">{t.home.noPlan}</p>
        const kind = plan.kind === 'pro' ? t.home.planPro : t.home.planTrial
        if (!plan.active) {
          return (
            <p>
              {t.home.planEnded({ kind })} <Link to="/trainer-subscription">{t.home.renewPlan}</Link>
            </p>
          )
        }
        return (
          <>
            <p className="home-figure">{kind}</p>
            <p className="muted">
              {plan.renewing
                ? t.home.planRenews
                : t.home.planDaysLeft({
                    days: plan.daysLeft,
                    date: plan.validUntil ? formatDate(plan.validUntil, locale) : '',
                  })}
            </p>
          </>
        )
      }}
    </HomeCard>
  )
}
