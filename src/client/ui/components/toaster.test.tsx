import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '../i18n/index.ts'
import { dismissToast, showToast, toasts } from '../toast.ts'
import { Toaster } from './toaster.tsx'

beforeAll(async () => {
  await applyLocale('en')
})

afterEach(() => {
  for (const toast of toasts.items) dismissToast(toast.id)
})

describe('a toast with a link', () => {
  it('opens its screen in the app and goes away', async () => {
    const root = createRootRoute({
      component: () => (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
    })
    const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> })
    const requests = createRoute({
      getParentRoute: () => root,
      path: '/trainer-requests',
      component: () => <p>Requests</p>,
    })
    const router = createRouter({
      routeTree: root.addChildren([home, requests]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    await act(async () => {
      render(<RouterProvider router={router} />)
      await router.load()
    })
    const onSelect = vi.fn()
    act(() => {
      showToast('Anna asked to book Yoga', 'info', undefined, {
        label: 'Open',
        href: '/trainer-requests',
        onSelect,
      })
    })
    const link = await screen.findByRole('link', { name: 'Open' })
    expect(link).toHaveAttribute('href', '/trainer-requests')
    fireEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer-requests'))
    expect(onSelect).toHaveBeenCalledOnce()
    expect(screen.queryByText('Anna asked to book Yoga')).not.toBeInTheDocument()
  })
})
