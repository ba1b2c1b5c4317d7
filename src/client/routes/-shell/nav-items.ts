// Every way into a screen, per role: the tab bar (phones, Telegram) and the header (desktop) are
// drawn from this table, the menu (both) from nav-menu.ts beside it. A new screen is one line in
// one of them. The menu's table loads with the menu, after the first page (decision 0027).
import type { LinkProps } from '@tanstack/react-router'
import type { Dictionary } from '#client/ui/i18n/index.ts'
import type { CurrentRole, Role } from '#shared/roles.ts'

/** A path of the app's routes (the registered router's). */
export type NavPath = NonNullable<LinkProps['to']>
export type NavLabel = {
  [K in keyof Dictionary['nav']]: Dictionary['nav'][K] extends string ? K : never
}[keyof Dictionary['nav']]

/** Who the chrome is drawn for: a guest, or the signed-in user's current role. */
export type NavAudience = 'guest' | CurrentRole

export interface NavItem {
  readonly to: NavPath
  readonly label: NavLabel
  /** Shows the unread notifications count. */
  readonly unread?: boolean
  /** Shown only to a user who holds one of these roles (staff areas). */
  readonly roles?: readonly Role[]
  /** Shown only to a user who does not hold the trainer role. */
  readonly notTrainer?: boolean
}

export interface NavSection {
  readonly title: NavLabel
  readonly items: readonly NavItem[]
}

export const item = (to: NavPath, label: NavLabel, more: Omit<NavItem, 'to' | 'label'> = {}): NavItem => ({
  to,
  label,
  ...more,
})

/** The tab bar's links; a signed-in user's bar ends with the menu button. */
export const TAB_BAR: Record<NavAudience, readonly NavItem[]> = {
  guest: [
    item('/', 'home'),
    item('/trainers', 'trainers'),
    item('/services', 'services'),
    item('/login', 'login'),
  ],
  student: [
    item('/', 'home'),
    item('/trainers', 'trainers'),
    item('/schedule', 'schedule'),
    item('/notifications', 'notifications', { unread: true }),
  ],
  trainer: [
    item('/', 'home'),
    item('/schedule', 'schedule'),
    item('/trainer-students', 'students'),
    item('/trainer-requests', 'requests'),
  ],
}

/** The desktop header's links (the menu holds the rest). */
export const HEADER_LINKS: Record<NavAudience, readonly NavItem[]> = {
  guest: [item('/trainers', 'trainers'), item('/services', 'services')],
  student: [
    item('/', 'home'),
    item('/trainers', 'trainers'),
    item('/schedule', 'schedule'),
    item('/notifications', 'notifications', { unread: true }),
  ],
  trainer: [
    item('/', 'home'),
    item('/schedule', 'schedule'),
    item('/trainer-students', 'students'),
    item('/trainer-requests', 'requests'),
    item('/trainer-workouts', 'workouts'),
    item('/trainer-payments', 'payments'),
    item('/notifications', 'notifications', { unread: true }),
  ],
}

/** The screens of the tab bar; everything else is a step away from one of them (BackButton). */
export function tabBarRoots(isAuthenticated: boolean): readonly string[] {
  if (!isAuthenticated) return TAB_BAR.guest.map((i) => i.to as string)
  const roots = new Set<string>(['/choose'])
  for (const audience of ['student', 'trainer'] as const)
    for (const i of TAB_BAR[audience]) roots.add(i.to as string)
  return [...roots]
}
