// The menu of each role (a sheet opened from the header or the tab bar): every screen of the role,
// one tap away. Loaded by the menu when it is first drawn for a signed-in user, not with a
// guest's first page (decision 0027); the tab bar and the header are in nav-items.ts.
import type { CurrentRole, Role } from '#shared/roles.ts'
import { item, type NavItem, type NavSection } from './nav-items.ts'

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
