import { Link, useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { NotificationsLink } from '#client/features/notifications/components/notifications-link.tsx'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { session } from '#client/session/session.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'
import { LanguageSwitch } from './language-switch.tsx'

function Logo() {
  return (
    <Link to="/" className="logo" aria-label={PRODUCT_NAME}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  )
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="layout__main">
      {children}
    </main>
  )
}

function AppHeader() {
  const t = useT()
  const { isAuthenticated, userRoles } = useSnapshot(session)
  // Inside Telegram the client's own header and BackButton replace the web header.
  if (isInsideTelegram()) return null
  // Staff areas for those who hold the role (on a phone: Account → /choose), nothing for others.
  const holds = (role: 'moderator' | 'admin') => isAuthenticated && userRoles.includes(role)
  return (
    <header className="app-header">
      <Logo />
      <nav className="app-header__nav" aria-label={t.nav.main}>
        <Link to="/trainers">{t.nav.trainers}</Link>
        <Link to="/services">{t.nav.services}</Link>
        {isAuthenticated ? <Link to="/schedule">{t.nav.schedule}</Link> : null}
        {isAuthenticated ? <NotificationsLink /> : null}
        {holds('moderator') ? <Link to="/moderator">{t.nav.moderation}</Link> : null}
        {holds('admin') ? <Link to="/admin">{t.nav.admin}</Link> : null}
      </nav>
      <div className="app-header__end">
        <LanguageSwitch />
        {isAuthenticated ? (
          <Link to="/choose" className={`${buttonClass('secondary')} app-header__account`}>
            {t.nav.account}
          </Link>
        ) : (
          <Link to="/login" className={buttonClass('primary')}>
            {t.nav.login}
          </Link>
        )}
      </div>
    </header>
  )
}

/** The screens of the tab bar below; everything else is a step away from one of them. */
export function tabBarRoots(isAuthenticated: boolean): readonly string[] {
  return isAuthenticated
    ? ['/', '/trainers', '/schedule', '/notifications', '/choose']
    : ['/', '/trainers', '/services', '/login']
}

function TabBar() {
  const t = useT()
  const { isAuthenticated } = useSnapshot(session)
  if (!isAuthenticated) {
    // A guest on a phone has no header links; the catalogue and login stay one tap away.
    return (
      <nav className="tab-bar" aria-label={t.nav.main}>
        <Link to="/" activeOptions={{ exact: true }}>
          {t.nav.home}
        </Link>
        <Link to="/trainers">{t.nav.trainers}</Link>
        <Link to="/services">{t.nav.services}</Link>
        <Link to="/login">{t.nav.login}</Link>
      </nav>
    )
  }
  return (
    <nav className="tab-bar" aria-label={t.nav.main}>
      <Link to="/" activeOptions={{ exact: true }}>
        {t.nav.home}
      </Link>
      <Link to="/trainers">{t.nav.trainers}</Link>
      <Link to="/schedule">{t.nav.schedule}</Link>
      <NotificationsLink />
      <Link to="/choose">{t.nav.account}</Link>
    </nav>
  )
}

function Footer() {
  const t = useT()
  return (
    <footer className="app-footer">
      <nav aria-label={t.nav.footer}>
        <Link to="/about">{t.nav.about}</Link>
        <Link to="/help">{t.nav.help}</Link>
        <Link to="/offer">{t.nav.offer}</Link>
        <Link to="/privacy">{t.nav.privacy}</Link>
        <Link to="/requisites">{t.nav.requisites}</Link>
      </nav>
      <p>© {PRODUCT_NAME}</p>
    </footer>
  )
}

/** Public pages: header, content, footer; the tab bar once logged in. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <AppHeader />
      <Main>{children}</Main>
      <Footer />
      <TabBar />
    </div>
  )
}

/** The cabinet of a logged-in user: header and tab bar. */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--authenticated">
      <AppHeader />
      <Main>{children}</Main>
      <TabBar />
    </div>
  )
}

/** Where Back leads on a screen opened directly (a link, a reload): its parent screen. */
const PARENT_SCREENS: Record<string, string> = {
  '/profile-edit': '/profile',
  '/settings/sessions': '/settings',
  '/trainer-profile': '/trainers',
  '/booking': '/trainers',
  '/subscriptions/buy': '/subscriptions',
  '/student/subscriptions': '/student/subscriptions',
  '/trainer/subscriptions': '/trainer/subscriptions',
  '/create-single-training': '/schedule',
  '/create-training-template': '/schedule',
}

export function parentScreen(pathname: string): string {
  for (const [prefix, parent] of Object.entries(PARENT_SCREENS)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return parent
  }
  return '/'
}

/** A detail or form screen: the default header is hidden; a back bar leads where one came from. */
export function InnerLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <div className="layout layout--inner">
      {isInsideTelegram() ? null : (
        <header className="inner-bar">
          <button
            type="button"
            className={buttonClass('plain')}
            onClick={() =>
              canGoBack ? router.history.back() : void router.navigate({ href: parentScreen(pathname) })
            }
          >
            ← {t.nav.back}
          </button>
          <Logo />
          <LanguageSwitch />
        </header>
      )}
      <Main>{children}</Main>
    </div>
  )
}

/** Login, registration and password reset: a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--auth">
      <header className="auth-bar">
        <Logo />
        <LanguageSwitch />
      </header>
      <Main>
        <div className="auth-card">{children}</div>
      </Main>
    </div>
  )
}

/** The home page draws its own chrome. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty">
      <Main>{children}</Main>
    </div>
  )
}
