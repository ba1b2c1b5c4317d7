// The route table of SPEC.md §2: every path with its layout, its access checks (SPEC.md §6
// names) and the page name used in the browser title. Route files name their checks
// themselves; a test holds them to this table.

import { type Locale, localeFromAcceptLanguage } from './locales.ts'

export const LAYOUTS = ['auth', 'authenticated', 'inner', 'empty', 'default', 'none'] as const
export type Layout = (typeof LAYOUTS)[number]

export const ACCESS_CHECKS = ['auth', 'admin', 'moderator', 'redirect-auth', 'trainer-subscription'] as const
export type AccessCheck = (typeof ACCESS_CHECKS)[number]

/** Page names of the SPEC.md §2 title table; each is a key of the `pages` dictionary. */
export const PAGE_NAMES = [
  'home',
  'schedule',
  'profile',
  'profileEdit',
  'settings',
  'favorites',
  'trainersList',
  'trainerPayments',
  'trainerStudents',
  'trainerWorkouts',
  'trainerRequests',
  'statistics',
  'notifications',
  'admin',
  'adminUsers',
  'moderator',
  'about',
  'help',
  'offer',
  'services',
  'booking',
  'login',
  'register',
  'resetPassword',
  'resetPasswordVerify',
  'becomeTrainer',
  'choose',
  'createSingleTraining',
  'createTrainingTemplate',
  'trainingsData',
  'trainerProfile',
] as const
export type PageName = (typeof PAGE_NAMES)[number]

export interface RouteSpec {
  /** Path in the router's notation (`$id` for a parameter). */
  readonly path: string
  readonly layout: Layout
  readonly checks: readonly AccessCheck[]
  /** Page name for the title; absent → the product name alone. */
  readonly page?: PageName
}

const route = (path: string, layout: Layout, checks: readonly AccessCheck[], page?: PageName): RouteSpec =>
  page ? { path, layout, checks, page } : { path, layout, checks }

export const ROUTE_TABLE = [
  // Public or unspecified access
  route('/', 'empty', [], 'home'),
  route('/help', 'default', [], 'help'),
  route('/about', 'default', [], 'about'),
  route('/offer', 'default', [], 'offer'),
  route('/privacy', 'default', []),
  route('/requisites', 'default', []),
  route('/trainings-data', 'default', [], 'trainingsData'),
  route('/booking', 'inner', [], 'booking'),
  route('/services', 'default', [], 'services'),
  route('/trainers', 'default', []),
  route('/trainers-list', 'default', [], 'trainersList'),
  route('/notifications', 'default', [], 'notifications'),
  route('/profile', 'default', [], 'profile'),
  route('/student-payments', 'default', []),
  route('/subscriptions', 'default', []),
  route('/subscriptions/buy', 'inner', []),
  route('/student/subscriptions', 'default', []),
  route('/student/subscriptions/$id', 'inner', []),
  route('/trainer/subscriptions', 'default', []),
  route('/create-single-training', 'inner', [], 'createSingleTraining'),
  route('/trainer-workouts', 'default', [], 'trainerWorkouts'),
  route('/reset-password', 'auth', [], 'resetPassword'),
  route('/reset-password/verify', 'auth', [], 'resetPasswordVerify'),
  route('/blocked', 'none', []),
  // Ours, not SPEC.md's (decision 0022): where an email confirmation link leads, signed in or not.
  route('/verify-email', 'auth', []),
  // Guests only
  route('/login', 'auth', ['redirect-auth'], 'login'),
  route('/register', 'auth', ['redirect-auth'], 'register'),
  route('/telegram-login', 'auth', ['redirect-auth']),
  // Login required
  route('/choose', 'authenticated', ['auth'], 'choose'),
  route('/payments', 'authenticated', ['auth']),
  route('/schedule', 'authenticated', ['auth'], 'schedule'),
  route('/favorites', 'authenticated', ['auth'], 'favorites'),
  route('/statistics', 'authenticated', ['auth'], 'statistics'),
  route('/profile-edit', 'inner', ['auth'], 'profileEdit'),
  route('/become-trainer', 'authenticated', ['auth'], 'becomeTrainer'),
  route('/settings', 'authenticated', ['auth'], 'settings'),
  route('/settings/sessions', 'inner', ['auth']),
  route('/student-subscription', 'authenticated', ['auth']),
  route('/trainer-profile/$id', 'inner', ['auth'], 'trainerProfile'),
  route('/trainer-subscription', 'authenticated', ['auth', 'trainer-subscription']),
  route('/create-training-template', 'inner', ['auth'], 'createTrainingTemplate'),
  route('/trainer-payments', 'authenticated', ['auth'], 'trainerPayments'),
  route('/trainer-requests', 'authenticated', ['auth'], 'trainerRequests'),
  route('/trainer-students', 'authenticated', ['auth'], 'trainerStudents'),
  route('/trainer/subscriptions/$id', 'inner', ['auth']),
  // Admin only
  route('/admin', 'authenticated', ['auth', 'admin'], 'admin'),
  route('/admin/users', 'authenticated', ['admin'], 'adminUsers'),
  route('/admin/content', 'authenticated', ['admin']),
  route('/admin/finances', 'authenticated', ['admin']),
  route('/admin/receipts', 'authenticated', ['auth', 'admin']),
  route('/admin/trainings', 'authenticated', ['admin']),
  route('/admin/trainer-requests', 'authenticated', ['admin'], 'trainerRequests'),
  // Moderator
  route('/moderator', 'authenticated', ['auth', 'moderator'], 'moderator'),
  route('/moderator/trainer-requests', 'authenticated', ['auth', 'moderator'], 'trainerRequests'),
] as const satisfies readonly RouteSpec[]

export type AppPath = (typeof ROUTE_TABLE)[number]['path']

const byPath = new Map<string, RouteSpec>(ROUTE_TABLE.map((r) => [r.path, r]))

export function routeSpec(path: string): RouteSpec | undefined {
  return byPath.get(path)
}

/** Whether a path (already resolved, no parameters) leads into a known route. */
export function matchRouteSpec(pathname: string): RouteSpec | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = byPath.get(clean)
  if (exact) return exact
  return withParams().find(([pattern]) => pattern.test(clean))?.[1]
}

let paramPatterns: [RegExp, RouteSpec][] | undefined

/**
 * The routes with parameters, each with its pattern, made on the first address that is not a
 * plain path (the server matches every page it sends, the client every title), not on each.
 */
function withParams(): [RegExp, RouteSpec][] {
  paramPatterns ??= ROUTE_TABLE.filter((r) => r.path.includes('$')).map((r) => [
    new RegExp(`^${r.path.replace(/\$[a-zA-Z]+/g, '[^/]+')}$`),
    r,
  ])
  return paramPatterns
}

/**
 * The built page a route's address is served with in a language (`pages/en/trainers.html`,
 * `pages/ru/trainer-profile/_id.html`; `/` has none and is index.html): index.html with the route's
 * chunks and the language's dictionary named as preloads, written by the build
 * (scripts/route-pages.ts) and picked by the server from the route table's path and the browser's
 * languages, so they load beside the entry instead of after it (decision 0049).
 */
export function routePageFile(path: string, locale: Locale): string {
  const slug = path === '/' ? 'index' : path.slice(1).replaceAll('$', '_')
  return `pages/${locale}/${slug}.html`
}

/**
 * The built page to answer a navigation to `pathname` with, in the first language the browser's
 * Accept-Language names: its route's page, or undefined when the address is no route's. The
 * server and the service worker both pick by it, each falling back to index.html where the build
 * has no such page (`/`).
 */
export function pageFileFor(pathname: string, acceptLanguage: string | null | undefined): string | undefined {
  const route = matchRouteSpec(pathname)
  return route && routePageFile(route.path, localeFromAcceptLanguage(acceptLanguage ?? undefined))
}
