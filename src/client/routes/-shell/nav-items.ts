// Every way into a screen, per role, in one table: the tab bar (phones, Telegram), the header
// (desktop) and the menu (both) are drawn from it. A new screen is one line here.
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

const item = (to: NavPath, label: NavLabel, more: Omit<NavItem, 'to' | 'label'> = {}): NavItem => ({
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

const STAFF: NavSection = {
  title: 'sectionStaff',
  items: [
    item('/moderator', 'moderation', { roles: ['moderator', 'admin'] }),
    item('/admin', 'admin', { roles: ['admin'] }),
  ],
}

const ACCOUNT: NavSection = {
  title: 'sectionAccount',
  items: [
    item('/notifications', 'notifications', { unread: true }),
    item('/profile', 'profile'),
    item('/settings', 'settings'),
    item('/become-trainer', 'becomeTrainer', { notTrainer: true }),
    item('/choose', 'personalAccount'),
  ],
}

/** The menu of the current role: every screen of the role is here, one tap away. */
export const MENU: Record<CurrentRole, readonly NavSection[]> = {
  student: [
    {
      title: 'sectionTraining',
      items: [
        item('/schedule', 'schedule'),
        item('/trainers', 'trainers'),
        item('/trainers-list', 'myTrainers'),
        item('/favorites', 'favorites'),
        item('/services', 'services'),
        item('/trainings-data', 'trainingData'),
        item('/statistics', 'statistics'),
      ],
    },
    {
      title: 'sectionMoney',
      items: [
        item('/subscriptions', 'plansOnOffer'),
        item('/student/subscriptions', 'mySubscriptions'),
        item('/student-subscription', 'activeSubscriptions'),
        item('/student-payments', 'paymentsToPay'),
        item('/payments', 'allPayments'),
      ],
    },
    ACCOUNT,
    STAFF,
  ],
  trainer: [
    {
      title: 'sectionWork',
      items: [
        item('/schedule', 'schedule'),
        item('/trainer-students', 'students'),
        item('/trainer-requests', 'requests'),
        item('/trainer-workouts', 'workouts'),
        item('/create-single-training', 'createTraining'),
        item('/create-training-template', 'createTemplate'),
        item('/statistics', 'statistics'),
      ],
    },
    {
      title: 'sectionMoney',
      items: [
        item('/trainer-payments', 'payments'),
        item('/trainer/subscriptions', 'myPlans'),
        item('/trainer-subscription', 'platformPlan'),
        item('/payments', 'allPayments'),
      ],
    },
    ACCOUNT,
    STAFF,
  ],
}

/** Whether a user with these roles sees the item. */
export function navItemShown(entry: NavItem, roles: readonly Role[]): boolean {
  if (entry.roles && !entry.roles.some((r) => roles.includes(r))) return false
  if (entry.notTrainer && roles.includes('trainer')) return false
  return true
}

/** The menu's sections for a user, without items they may not open or empty sections. */
export function menuFor(role: CurrentRole, roles: readonly Role[]): NavSection[] {
  return MENU[role]
    .map((section) => ({ ...section, items: section.items.filter((i) => navItemShown(i, roles)) }))
    .filter((section) => section.items.length > 0)
}

/** The screens of the tab bar; everything else is a step away from one of them (BackButton). */
export function tabBarRoots(isAuthenticated: boolean): readonly string[] {
  if (!isAuthenticated) return TAB_BAR.guest.map((i) => i.to as string)
  const roots = new Set<string>(['/choose'])
  for (const audience of ['student', 'trainer'] as const)
    for (const i of TAB_BAR[audience]) roots.add(i.to as string)
  return [...roots]
}
