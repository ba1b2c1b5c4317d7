import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { proxy } from 'valtio/vanilla'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { session as appSession, type SessionState } from '#client/session/session.ts'
import { LOCALES, type Locale } from '#shared/locales.ts'
import type { Role } from '#shared/roles.ts'
import { type AccessCheck, ROUTE_TABLE, type RouteSpec } from '#shared/routes.ts'
import { apiError } from '#tests/support/fetch-fake.ts'
import { createAppRouter } from './router.tsx'
import { reportCaughtError } from './routes/-shell/error-pages.tsx'
import { en } from './ui/i18n/en.ts'
import { applyLocale } from './ui/i18n/index.ts'
import { ru } from './ui/i18n/ru.ts'

const DICTIONARIES = { en, ru }

function concrete(path: string) {
  return path.replace('$id', '7d1c0a52-3b8e-4f7e-9a55-0c1d2e3f4a5b')
}

function makeSession(roles: Role[] | null, extra: Partial<SessionState> = {}): SessionState {
  return proxy<SessionState>({
    isAuthenticated: roles !== null,
    userId: roles ? 'c0ffee00-0000-4000-8000-000000000001' : null,
    userRoles: ['student', ...(roles ?? [])],
    currentRole: 'student',
    isTrainerBlocked: false,
    ...extra,
  })
}

async function open(path: string, session: SessionState) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), session })
  await act(async () => {
    render(<RouterProvider router={router} />, { onCaughtError: reportCaughtError })
    await router.load()
  })
  return router
}

const ALL_ROLES: Role[] = ['trainer', 'moderator', 'admin']

beforeAll(async () => {
  await applyLocale('en')
})

// Routes and their guards are the subject here, not page data: route loaders find nothing.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => apiError(404, 'not_found', 'Not found')),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('page titles', () => {
  for (const locale of LOCALES) {
    it(`is "Trainly | <page name>" for every path of the table, and "Trainly" elsewhere (${locale})`, async () => {
      await applyLocale(locale as Locale)
      for (const route of ROUTE_TABLE as readonly RouteSpec[]) {
        const session = route.checks.includes('redirect-auth') ? makeSession(null) : makeSession(ALL_ROLES)
        const router = await open(concrete(route.path), session)
        if (route.path === '/telegram-login') {
          // Outside Telegram it redirects to /login (SPEC.md §2).
          expect(router.state.location.pathname).toBe('/login')
          document.body.innerHTML = ''
          continue
        }
        expect(router.state.location.pathname, route.path).toBe(concrete(route.path))
        const expected = route.page ? `Trainly | ${DICTIONARIES[locale].pages[route.page]}` : 'Trainly'
        await waitFor(() => expect(document.title, route.path).toBe(expected))
        document.body.innerHTML = ''
      }
      await applyLocale('en')
    }, 60_000)
  }

  it('names pages in English exactly as the SPEC.md §2 table does', () => {
    expect(en.pages).toMatchObject({
      home: 'Home',
      profileEdit: 'Edit profile',
      trainersList: 'Trainers',
      trainerPayments: 'Payments',
      trainerRequests: 'Trainer requests',
      admin: 'Admin panel',
      resetPasswordVerify: 'Reset confirmation',
      choose: 'Personal account',
      trainingsData: 'Training data',
    })
  })
})

describe('route files and the route table', () => {
  it('name exactly the checks and layout of the table', () => {
    const router = createAppRouter({ session: makeSession(null) })
    const layoutRoutes = ['/_auth', '/_authenticated', '/_default', '/_empty', '/_inner']
    const seen: string[] = []
    for (const route of Object.values(router.routesById)) {
      if (route.isRoot || layoutRoutes.includes(route.id)) continue
      const path = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : '/'
      const spec = ROUTE_TABLE.find((r) => r.path === path)
      expect(spec, `route ${route.id} is missing from the table`).toBeDefined()
      if (!spec) continue
      seen.push(spec.path)
      const beforeLoad = route.options.beforeLoad as { checks?: readonly AccessCheck[] } | undefined
      expect([...(beforeLoad?.checks ?? [])], spec.path).toEqual([...spec.checks])
      const firstSegment = route.id.split('/')[1] ?? ''
      expect(firstSegment.startsWith('_') ? firstSegment.slice(1) : 'none', spec.path).toBe(spec.layout)
    }
    expect(seen.sort()).toEqual(ROUTE_TABLE.map((r) => r.path).sort())
  })
})

describe('access checks', () => {
  it('sends a guest from a login-required page to /login, remembering the page', async () => {
    const router = await open('/schedule?view=week', makeSession(null))
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/schedule?view=week' })
  })

  it('sends a guest from admin and moderator pages to /login', async () => {
    for (const path of ['/admin/users', '/moderator', '/trainer-subscription']) {
      const router = await open(path, makeSession(null))
      expect(router.state.location.pathname, path).toBe('/login')
      document.body.innerHTML = ''
    }
  })

  it('sends a logged-in user away from guest-only pages, back to where they were going', async () => {
    const home = await open('/login', makeSession([]))
    expect(home.state.location.pathname).toBe('/')
    document.body.innerHTML = ''
    const loginBack = await open(`/login?redirect=${encodeURIComponent('/favorites')}`, makeSession([]))
    expect(loginBack.state.location.pathname).toBe('/favorites')
  })

  it('never follows a redirect to another site', async () => {
    const router = await open(`/login?redirect=${encodeURIComponent('//evil.example/x')}`, makeSession([]))
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows "Access denied" with status 403 to a student on admin and moderator pages', async () => {
    await open('/admin', makeSession([]))
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument()
    expect(screen.getByText('Error 403')).toBeInTheDocument()
    document.body.innerHTML = ''
    await open('/moderator/trainer-requests', makeSession(['trainer']))
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument()
  })

  it('lets moderators into moderation and admins everywhere staff go', async () => {
    await open('/moderator', makeSession(['moderator']))
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument()
    document.body.innerHTML = ''
    await open('/moderator', makeSession(['admin']))
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument()
    document.body.innerHTML = ''
    await open('/admin/receipts', makeSession(['admin']))
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipts' })).toBeInTheDocument()
  })

  it('links the staff areas from the menu for those who hold the role, and only for them', async () => {
    const saved = { ...appSession, userRoles: [...appSession.userRoles] }
    // The header's menu sheet (closed: its links are there, hidden until it opens).
    const mainNav = () => within(document.querySelector('.app-menu') as HTMLElement)
    try {
      const cases: [Role[], string[]][] = [
        [[], []],
        [['trainer'], []],
        [['moderator'], ['Moderation']],
        // Admins review applications too (docs/decisions/0004).
        [['admin'], ['Moderation', 'Admin']],
        [
          ['moderator', 'admin'],
          ['Moderation', 'Admin'],
        ],
      ]
      for (const [roles, staffLinks] of cases) {
        const session = makeSession(roles)
        Object.assign(appSession, { ...session, userRoles: [...session.userRoles] })
        await open('/trainers', session)
        // The menu's table loads with the layout, after its first render: its links then appear.
        const names = (await mainNav().findAllByRole('link', { hidden: true })).map(
          (link) => link.textContent,
        )
        expect(
          names.filter((n) => n === 'Moderation' || n === 'Admin'),
          roles.join(),
        ).toEqual(staffLinks)
        if (staffLinks.includes('Admin'))
          expect(mainNav().getByRole('link', { name: 'Admin', hidden: true })).toHaveAttribute(
            'href',
            '/admin',
          )
        if (staffLinks.includes('Moderation'))
          expect(mainNav().getByRole('link', { name: 'Moderation', hidden: true })).toHaveAttribute(
            'href',
            '/moderator',
          )
        document.body.innerHTML = ''
      }
    } finally {
      Object.assign(appSession, saved)
    }
    // Five full app renders: slow on a shared machine, not a timed assertion.
  }, 30_000)

  it('sends a user without the trainer role from the trainer plan to /become-trainer', async () => {
    const router = await open('/trainer-subscription', makeSession([]))
    expect(router.state.location.pathname).toBe('/become-trainer')
  })

  it('sends a blocked trainer from the trainer plan to /choose with a notice', async () => {
    const router = await open('/trainer-subscription', makeSession(['trainer'], { isTrainerBlocked: true }))
    expect(router.state.location.pathname).toBe('/choose')
    expect(router.state.location.search).toEqual({ notice: 'trainerBlocked' })
  })

  it('lets a trainer open the trainer plan', async () => {
    await open('/trainer-subscription', makeSession(['trainer']))
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainer plan' })).toBeInTheDocument()
  })
})

describe('errors', () => {
  it('shows "Page not found" with status 404 for an unknown path, titled "Trainly"', async () => {
    await open('/no/such/page', makeSession(null))
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('Error 404')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Trainly'))
  })

  it('shows "Page not found" for every page whose id is not a UUID, without asking the API', async () => {
    const withId = (ROUTE_TABLE as readonly RouteSpec[]).filter((route) => route.path.includes('$id'))
    expect(withId.map((route) => route.path)).toContain('/trainer-profile/$id')
    for (const route of withId) {
      await open(route.path.replace('$id', 'not-a-uuid'), makeSession([]))
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
        route.path,
      ).toBeInTheDocument()
      document.body.innerHTML = ''
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('loads the booking step the URL names at the route: a training the API does not know shows as not available', async () => {
    // The page reads the app's session (signed in here, as the router's).
    const signedIn = makeSession([])
    const before = { ...appSession }
    Object.assign(appSession, signedIn)
    try {
      await open('/booking?trainingId=7d1c0a52-3b8e-4f7e-9a55-0c1d2e3f4a5b', signedIn)
      expect(
        await screen.findByRole('heading', { name: 'This training is not available' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Choose a training' })).toHaveAttribute('href', '/booking')
    } finally {
      Object.assign(appSession, before)
    }
    expect(
      vi.mocked(fetch).mock.calls.map(([request]) => new URL((request as Request).url).pathname),
    ).toEqual(['/api/trainings/7d1c0a52-3b8e-4f7e-9a55-0c1d2e3f4a5b'])
  })

  it('never loads page data for a guest: the guard redirects first, or the page asks to log in', async () => {
    const router = await open('/favorites', makeSession(null))
    expect(router.state.location.pathname).toBe('/login')
    document.body.innerHTML = ''
    for (const path of ['/trainers-list', '/booking', '/create-single-training']) {
      await open(path, makeSession(null))
      expect(await screen.findByRole('region', { name: 'Log in to continue' }), path).toBeInTheDocument()
      document.body.innerHTML = ''
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks a guest to log in on pages of their own data without a login rule', async () => {
    await open('/notifications', makeSession(null))
    const prompt = await screen.findByRole('region', { name: 'Log in to continue' })
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fnotifications',
    )
  })
})
