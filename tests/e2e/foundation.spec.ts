import { expect, test } from '@playwright/test'
import { ROUTE_TABLE, type RouteSpec } from '#shared/routes.ts'
import { expectNoHorizontalScroll, watchConsole } from './support.ts'

const EN: Record<string, string> = {
  '/': 'Home',
  '/help': 'Help',
  '/about': 'About us',
  '/offer': 'Offer',
  '/services': 'Services',
  '/booking': 'Booking',
  '/trainers-list': 'Trainers',
  '/notifications': 'Notifications',
  '/profile': 'Profile',
  '/trainings-data': 'Training data',
  '/create-single-training': 'Create training',
  '/trainer-workouts': 'Workouts',
  '/reset-password': 'Password reset',
  '/reset-password/verify': 'Reset confirmation',
  '/login': 'Login',
  '/register': 'Registration',
}

const concrete = (path: string) => path.replace('$id', '7d1c0a52-3b8e-4f7e-9a55-0c1d2e3f4a5b')
const routes = ROUTE_TABLE as readonly RouteSpec[]

test.describe('a guest', () => {
  test('opens every public page with its title, and is sent to /login from every login-required one', async ({
    page,
  }) => {
    const console = watchConsole(page)
    for (const route of routes) {
      const path = concrete(route.path)
      await page.goto(path)
      if (
        route.checks.includes('auth') ||
        route.checks.includes('admin') ||
        route.checks.includes('moderator')
      ) {
        await expect(page, path).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`)
        await expect(page).toHaveTitle('Trainly | Login')
        continue
      }
      if (path === '/telegram-login') {
        // SPEC.md §2: outside Telegram it redirects to /login.
        await expect(page).toHaveURL('/login')
        continue
      }
      await expect(page, path).toHaveURL(path)
      await expect(page, path).toHaveTitle(EN[path] ? `Trainly | ${EN[path]}` : 'Trainly')
      await expect(page.locator('h1'), path).toHaveCount(1)
    }
    console.expectClean()
  })

  test('sees "Page not found" on an unknown path', async ({ page }) => {
    await page.goto('/definitely/not/here')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByText('Error 404')).toBeVisible()
    await expect(page).toHaveTitle('Trainly')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL('/')
  })

  test('switches to Russian, and the choice survives a reload', async ({ page }) => {
    await page.goto('/help')
    await expect(page).toHaveTitle('Trainly | Help')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru')
    await expect(page).toHaveTitle('Trainly | Помощь')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await page.goto('/about')
    await expect(page).toHaveTitle('Trainly | О нас')
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible()
    await page.goto('/schedule')
    await expect(page).toHaveTitle('Trainly | Вход')
  })
})

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' })

  test('gets the app in Russian without choosing', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Trainly | Главная')
    await expect(page.getByRole('link', { name: 'Найти тренера' })).toBeVisible()
  })
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/help', '/login', '/services', '/no-such-page', '/blocked']) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expectNoHorizontalScroll(page)
    }
  })
})
