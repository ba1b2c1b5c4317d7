import { Link, useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { NotificationsLink } from '#client/features/notifications/components/notifications-link.tsx'
import { useUnreadCount } from '#client/features/notifications/unread-store.ts'
import { afterNextPaint } from '#client/platform/after-paint.ts'
import { useBackClosesOverlay } from '#client/platform/telegram/back-button.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { session } from '#client/session/session.ts'
import { logoUrl } from '#client/ui/brand/logo.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'
import { effectiveCurrentRole } from '#shared/roles.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { HEADER_LINKS, type NavAudience, type NavItem, TAB_BAR, tabBarRoots } from './nav-items.ts'

function Logo() {
  return (
    <Link to="/" className="logo" aria-label={PRODUCT_NAME}>
      <img src={logoUrl} alt="" width={28} height={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  )
}

/** Whether the app has shown a page yet: the first page keeps the browser's own focus start. */
let shownOnce = false

/**
 * The page's content. After a navigation the link or button that led here is often gone, and
 * focus is left on the page's body: the keyboard and a screen reader then start over at the top
 * of the document, and nothing says the page changed. Focus moves to the content instead (a
 * screen reader reads where it is), unless something already holds it (a field that focuses
 * itself, the link kept in the header, the menu button the sheet gave it back to).
 */
function Main({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page shown
  useEffect(() => {
    if (!shownOnce) {
      shownOnce = true
      return
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (!active || active === document.body) ref.current?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [href])
  return (
    <main id="main" ref={ref} tabIndex={-1} className="layout__main">
      {children}
    </main>
  )
}

/** The user's audience for the chrome: a guest, or the current role (a blocked trainer is a student). */
function useNavAudience(): NavAudience {
  const { isAuthenticated, currentRole, isTrainerBlocked } = useSnapshot(session)
  if (!isAuthenticated) return 'guest'
  return effectiveCurrentRole(currentRole, isTrainerBlocked)
}

function NavLink({ entry, className }: { entry: NavItem; className?: string }) {
  const t = useT()
  if (entry.unread) return <NotificationsLink label={t.nav[entry.label]} className={className} />
  return (
    <Link to={entry.to} className={className} activeOptions={{ exact: entry.to === '/' }}>
      {t.nav[entry.label]}
    </Link>
  )
}

type MenuTable = typeof import('./nav-menu.ts')
let menuTable: MenuTable | undefined

/**
 * The menu's table (nav-menu.ts), loaded when a signed-in user's menu is first drawn (not with a
 * guest's first page: decision 0027), after the screen's paint (decision 0055); it is there long
 * before the sheet can be opened.
 */
function useMenuTable(): MenuTable | undefined {
  const [table, setTable] = useState(menuTable)
  useEffect(() => {
    if (table) return
    let current = true
    void afterNextPaint()
      .then(() => import('./nav-menu.ts'))
      .then((loaded) => {
        menuTable = loaded
        if (current) setTable(loaded)
      })
      .catch((error: unknown) => console.warn('the menu could not be loaded', error))
    return () => {
      current = false
    }
  }, [table])
  return table
}

/** The menu of the current role: every screen of the role and the staff areas, in a modal sheet. */
function AppMenu({ className, label }: { className?: string; label: string }) {
  const t = useT()
  const { userRoles } = useSnapshot(session)
  const audience = useNavAudience()
  const unread = useUnreadCount()
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // A tap on a link goes on to the screen: the sheet closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of screen
  useEffect(() => {
    dialog.current?.close()
  }, [pathname])
  const table = useMenuTable()
  // Inside Telegram, its BackButton closes the open sheet, as Back closes a native one.
  const [open, setOpen] = useState(false)
  useBackClosesOverlay(open, () => dialog.current?.close())
  if (audience === 'guest') return null
  const sections = table?.menuFor(audience, userRoles) ?? []
  return (
    <>
      <button
        type="button"
        className={`app-menu__open ${className ?? ''}`.trim()}
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
      >
        <span>{label}</span>
        {audience === 'trainer' && unread > 0 ? (
          <span className="app-menu__dot" role="img" aria-label={t.nav.unreadDot} />
        ) : null}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap; Escape closes a dialog natively */}
      <dialog
        ref={dialog}
        className="app-menu"
        aria-label={t.nav.menuTitle}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A tap on the backdrop (the dialog element itself) closes the sheet.
          if (event.target === event.currentTarget) dialog.current?.close()
        }}
      >
        <div className="app-menu__head">
          <h2>{t.nav.menuTitle}</h2>
          <button type="button" className={buttonClass('plain')} onClick={() => dialog.current?.close()}>
            {t.nav.closeMenu}
          </button>
        </div>
        {sections.map((section) => (
          <nav key={section.title} className="app-menu__section" aria-label={t.nav[section.title]}>
            <h3>{t.nav[section.title]}</h3>
            <ul>
              {section.items.map((entry) => (
                <li key={entry.to}>
                  <NavLink entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </dialog>
    </>
  )
}

function AppHeader() {
  const t = useT()
  const audience = useNavAudience()
  // Inside Telegram the client's own header and BackButton replace the web header.
  if (isInsideTelegram()) return null
  return (
    <header className="app-header">
      <Logo />
      <nav className="app-header__nav" aria-label={t.nav.main}>
        {HEADER_LINKS[audience].map((entry) => (
          <NavLink key={entry.to} entry={entry} />
        ))}
      </nav>
      <div className="app-header__end">
        <LanguageSwitch />
        {audience === 'guest' ? (
          <Link to="/login" className={buttonClass('primary')}>
            {t.nav.login}
          </Link>
        ) : (
          <AppMenu className={`${buttonClass('secondary')} app-header__account`} label={t.nav.account} />
        )}
      </div>
    </header>
  )
}

export { tabBarRoots }

/** The tab bar of the current role (phones and Telegram); a signed-in user's ends with the menu. */
function TabBar() {
  const t = useT()
  const audience = useNavAudience()
  return (
    <nav className="tab-bar" aria-label={t.nav.main}>
      {TAB_BAR[audience].map((entry) => (
        <NavLink key={entry.to} entry={entry} />
      ))}
      {audience === 'guest' ? null : <AppMenu className="tab-bar__menu" label={t.nav.menu} />}
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

/**
 * The home page: a guest's landing draws its own chrome; a signed-in user's home has the app's
 * header and tab bar, like every other screen of the cabinet (docs/decisions/0034).
 */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSnapshot(session)
  return (
    <div className="layout layout--empty">
      {isAuthenticated ? <AppHeader /> : null}
      <Main>{children}</Main>
      {isAuthenticated ? <TabBar /> : null}
    </div>
  )
}
