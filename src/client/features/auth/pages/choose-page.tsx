import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { session } from '#client/session/session.ts'
import { loadRoles, switchRole } from '#client/session/session-controller.ts'
import { signOut } from '#client/session/sign-out.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { type CurrentRole, canActAsTrainer } from '#shared/roles.ts'

/** "Personal account": the cabinets the user's roles open; picking one switches role and goes on. */
export function ChoosePage({ notice }: { notice: 'trainerBlocked' | undefined }) {
  const t = useT()
  const navigate = useNavigate()
  const { userRoles, currentRole, isTrainerBlocked } = useSnapshot(session)
  useEffect(() => {
    void loadRoles()
  }, [])

  const enter = async (role: CurrentRole) => {
    if (await switchRole(role)) await navigate({ to: '/schedule' })
    else showToast(t.choose.switchFailed, 'error')
  }
  const canTrain = canActAsTrainer({ roles: userRoles, isTrainerBlocked })
  return (
    <Page heading={t.screens.choose.heading}>
      {notice === 'trainerBlocked' || isTrainerBlocked ? (
        <p className="form-error" role="status">
          {t.choose.trainerBlocked}
        </p>
      ) : null}
      <div className="choice-grid">
        <button type="button" className="card choice-card" onClick={() => void enter('student')}>
          <h2>{t.choose.student}</h2>
          <p>{t.choose.studentText}</p>
          {currentRole === 'student' ? <strong>{t.choose.current}</strong> : null}
        </button>
        {canTrain ? (
          <button type="button" className="card choice-card" onClick={() => void enter('trainer')}>
            <h2>{t.choose.trainer}</h2>
            <p>{t.choose.trainerText}</p>
            {currentRole === 'trainer' ? <strong>{t.choose.current}</strong> : null}
          </button>
        ) : isTrainerBlocked ? null : (
          <Link to="/become-trainer" className="card choice-card">
            <h2>{t.choose.becomeTrainer}</h2>
            <p>{t.choose.becomeTrainerText}</p>
          </Link>
        )}
        {userRoles.includes('moderator') || userRoles.includes('admin') ? (
          <Link to="/moderator" className="card choice-card">
            <h2>{t.choose.moderation}</h2>
            <p>{t.choose.moderationText}</p>
          </Link>
        ) : null}
        {userRoles.includes('admin') ? (
          <Link to="/admin" className="card choice-card">
            <h2>{t.choose.admin}</h2>
            <p>{t.choose.adminText}</p>
          </Link>
        ) : null}
      </div>
      <nav className="button-row account-links" aria-label={t.nav.account}>
        <Link to="/profile" className={buttonClass('secondary')}>
          {t.screens.profile.heading}
        </Link>
        <Link to="/settings" className={buttonClass('secondary')}>
          {t.nav.settings}
        </Link>
        <Link to="/statistics" className={buttonClass('secondary')}>
          {t.pages.statistics}
        </Link>
        {isInsideTelegram() ? null : (
          <Button variant="danger" onClick={() => void signOut()}>
            {t.common.logout}
          </Button>
        )}
      </nav>
    </Page>
  )
}
