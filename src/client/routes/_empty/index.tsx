import { createFileRoute, Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'
import { LanguageSwitch } from '../-shell/language-switch.tsx'

export const Route = createFileRoute('/_empty/')({
  component: HomePage,
})

function HomePage() {
  const t = useT()
  const { isAuthenticated } = useSnapshot(session)
  return (
    <div className="landing">
      <header className="landing__bar">
        <span className="logo">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </span>
        <LanguageSwitch />
      </header>
      <section className="landing__hero">
        <h1>{isAuthenticated ? t.home.dashboardTitle : t.home.title}</h1>
        <p>{t.home.text}</p>
        <div className="button-row">
          {isAuthenticated ? (
            <>
              <Link to="/schedule" className={buttonClass('primary')}>
                {t.home.openSchedule}
              </Link>
              <Link to="/choose" className={buttonClass('secondary')}>
                {t.home.openAccount}
              </Link>
            </>
          ) : (
            <>
              <Link to="/trainers" className={buttonClass('primary')}>
                {t.home.findTrainer}
              </Link>
              <Link to="/become-trainer" className={buttonClass('secondary')}>
                {t.home.becomeTrainer}
              </Link>
              <Link to="/login" className={buttonClass('plain')}>
                {t.home.login}
              </Link>
            </>
          )}
        </div>
      </section>
      <section className="landing__features">
        {t.home.features.map((f) => (
          <Card key={f.title}>
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </Card>
        ))}
      </section>
      <footer className="app-footer">
        <nav aria-label={t.nav.footer}>
          <Link to="/services">{t.nav.services}</Link>
          <Link to="/about">{t.nav.about}</Link>
          <Link to="/help">{t.nav.help}</Link>
          <Link to="/privacy">{t.nav.privacy}</Link>
        </nav>
      </footer>
    </div>
  )
}
