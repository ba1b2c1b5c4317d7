// A signed-in user's home: cards of the current role, each from its own feature, each loading
// and failing on its own. A card is one line in a slot list below (docs/decisions/0034).
import { Link } from '@tanstack/react-router'
import { type ComponentType, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  cancelBooking,
  cancelTraining,
  leaveWaitlist,
  markAttendance,
} from '#client/features/booking/api/booking-api.ts'
import { QuickActionsCard } from '#client/features/catalogue/components/book-again-card.tsx'
import {
  ActivePackagesCard,
  MonthIncomeCard,
  PaymentsToConfirmCard,
} from '#client/features/money/components/home-cards.tsx'
import { UnreadNotificationsCard } from '#client/features/notifications/components/unread-notifications-card.tsx'
import {
  TrainerDaysCard,
  UpcomingTrainingsCard,
} from '#client/features/schedule/components/home-trainings.tsx'
import {
  type ScheduleActions,
  ScheduleActionsContext,
} from '#client/features/schedule/components/schedule-actions.ts'
import { PendingRequestsCard } from '#client/features/trainer/components/pending-requests-card.tsx'
import { PlanStatusCard } from '#client/features/trainer-plan/components/plan-status-card.tsx'
import { TodayWorkoutCard } from '#client/features/training-data/components/today-workout-card.tsx'
import { session } from '#client/session/session.ts'
import { switchRole } from '#client/session/session-controller.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { type CurrentRole, canActAsTrainer, effectiveCurrentRole } from '#shared/roles.ts'
import './home.css'

/** What the schedule's cards on the home can do, from the booking feature's calls. */
const scheduleActions: ScheduleActions = {
  cancelBooking: (bookingId) => cancelBooking(bookingId),
  leaveWaitlist,
  markAttendance,
  cancelTraining,
}

/**
 * A trainer in the student role (the role a login keeps, and every new trainer's) sees at the top
 * of the student home that the trainer's screens are one tap away, instead of a home that looks
 * as if their work were missing.
 */
function TrainerModeCard() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const toTrainer = async () => {
    setBusy(true)
    try {
      if (!(await switchRole('trainer'))) showToast(t.home.switchFailed, 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card className="home-card">
      <div className="home-card__head">
        <h2>{t.home.trainerToo}</h2>
      </div>
      <p className="muted">{t.home.trainerTooText}</p>
      <div className="button-row">
        <Button variant="primary" disabled={busy} onClick={() => void toTrainer()}>
          {t.home.toTrainerMode}
        </Button>
      </div>
    </Card>
  )
}

function TrainerQuickCreate() {
  const t = useT()
  return (
    <Card className="home-card">
      <div className="home-card__head">
        <h2>{t.home.quickCreate}</h2>
      </div>
      <div className="button-row">
        <Link to="/create-single-training" className={buttonClass('primary')}>
          {t.home.newTraining}
        </Link>
        <Link to="/create-training-template" className={buttonClass('secondary')}>
          {t.home.newTemplate}
        </Link>
      </div>
    </Card>
  )
}

/** The home's cards per role, in order; each is a component of its feature (decision 0034). */
export const HOME_CARDS: Record<CurrentRole, readonly ComponentType[]> = {
  student: [
    UpcomingTrainingsCard,
    TodayWorkoutCard,
    ActivePackagesCard,
    UnreadNotificationsCard,
    QuickActionsCard,
  ],
  trainer: [
    TrainerDaysCard,
    PaymentsToConfirmCard,
    PendingRequestsCard,
    MonthIncomeCard,
    PlanStatusCard,
    TrainerQuickCreate,
    UnreadNotificationsCard,
  ],
}

export default function RoleHome() {
  const t = useT()
  const { currentRole, isTrainerBlocked, userRoles } = useSnapshot(session)
  const role = effectiveCurrentRole(currentRole, isTrainerBlocked)
  const trainerToo = role === 'student' && canActAsTrainer({ roles: userRoles, isTrainerBlocked })
  return (
    <Page heading={role === 'trainer' ? t.home.trainerTitle : t.home.studentTitle}>
      <ScheduleActionsContext value={scheduleActions}>
        <div className="home__cards">
          {trainerToo ? <TrainerModeCard /> : null}
          {HOME_CARDS[role].map((HomeCardOfRole, index) => (
            // The list is fixed per role: the position is the card's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a constant list
            <HomeCardOfRole key={index} />
          ))}
        </div>
      </ScheduleActionsContext>
    </Page>
  )
}
