import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { canActAsTrainer } from '#shared/roles.ts'

/** Trainer screens without a route-level trainer check (SPEC.md §2) explain themselves to others. */
export function TrainerOnly({ children }: { children: ReactNode }) {
  const t = useT()
  const { userRoles, isTrainerBlocked } = useSnapshot(session)
  if (canActAsTrainer({ roles: userRoles, isTrainerBlocked })) return children
  return (
    <EmptyState
      icon="dumbbell"
      title={t.trainerArea.notTrainer}
      text={t.trainerArea.notTrainerText}
      action={
        <Link to="/become-trainer" className={buttonClass('primary')}>
          {t.choose.becomeTrainer}
        </Link>
      }
    />
  )
}
