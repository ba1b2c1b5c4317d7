import { createFileRoute, Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { logoUrl } from '#client/ui/brand/logo.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'
import { LanguageSwitch } from '../-shell/language-switch.tsx'

export const Route = createFileRoute('/_empty/')({
  component: HomePage,
})

// A signed-in user's home loads apart, so a guest's landing stays lean (docs/decisions/0027).
const RoleHome = lazy(() => import('./-home/role-home.tsx'))

function HomePage() {
  const t = useT()
  const { isAuthenticated } = useSnapshot(session)
  if (isAuthenticated) {
    return (
      <Suspense fallback={<Spinner label={t.app.loading} />}>
        <RoleHome />
      </Suspense>
    )
  }
  return <Landing />
}

/** A guest's `/`: what Trainly is, find a trainer, become a trainer, log in. */
function Landing() {
  const t = useT()
  return (
    <div className="landing">
      <header className="landing__bar">
        <span className="logo">
          <img src={logoUrl} alt="" width={32} height={32} />
          <span>{PRODUCT_NAME}</span>
        </span>
        <LanguageSwitch />
      </header>
      <section className="landing__hero">
        <h1>{t.home.title}</h1>
        <p>{t.home.text}</p>
        <div className="button-row">
          <Link to="/trainers" className={buttonClass('primary')}>
            {t.home.findTrainer}
          </Link>
          <Link to="/become-trainer" className={buttonClass('secondary')}>
            {t.home.becomeTrainer}
          </Link>
          <Link to="/login" className={buttonClass('plain')}>
            {t.home.login}
          </Link>
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
