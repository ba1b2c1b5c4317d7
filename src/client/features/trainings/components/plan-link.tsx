import { Link } from '@tanstack/react-router'
import { buttonClass } from '#client/ui/components/button.tsx'
import { useT } from '#client/ui/i18n/index.ts'

/** Shown when the server refuses for want of an active trainer plan. */
export function PlanLink() {
  const t = useT()
  return (
    <p>
      <Link to="/trainer-subscription" className={buttonClass('secondary')}>
        {t.createTraining.renewPlan}
      </Link>
    </p>
  )
}
