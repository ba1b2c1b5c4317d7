import { describe, expect, it } from 'vitest'
import { HEADER_LINKS, TAB_BAR } from './nav-items.ts'
import { MENU, menuFor } from './nav-menu.ts'

const reachable = (role: 'student' | 'trainer', roles: Parameters<typeof menuFor>[1]) =>
  new Set([...TAB_BAR[role], ...menuFor(role, roles).flatMap((s) => s.items)].map((i) => i.to as string))

describe('navigation per role', () => {
  it('puts every screen of a student one tap away from the tab bar or its menu', () => {
    const paths = reachable('student', ['student'])
    for (const path of [
      '/',
      '/trainers',
      '/schedule',
      '/notifications',
      '/trainers-list',
      '/favorites',
      '/services',
      '/trainings-data',
      '/statistics',
      '/subscriptions',
      '/student/subscriptions',
      '/student-subscription',
      '/student-payments',
      '/payments',
      '/profile',
      '/settings',
      '/become-trainer',
      '/choose',
    ]) {
      expect(paths.has(path), path).toBe(true)
    }
  })

  it('puts every screen of a trainer one tap away, with the trainer’s own tabs', () => {
    expect(TAB_BAR.trainer.map((i) => i.to)).toEqual([
      '/',
      '/schedule',
      '/trainer-students',
      '/trainer-requests',
    ])
    const paths = reachable('trainer', ['student', 'trainer'])
    for (const path of [
      '/trainer-workouts',
      '/trainer-payments',
      '/trainer/subscriptions',
      '/trainer-subscription',
      '/create-single-training',
      '/create-training-template',
      '/statistics',
      '/payments',
      '/notifications',
      '/profile',
      '/settings',
      '/choose',
    ]) {
      expect(paths.has(path), path).toBe(true)
    }
    expect(paths.has('/become-trainer')).toBe(false)
  })

  it('shows the staff areas only to staff, and the admin area only to admins', () => {
    expect(reachable('student', ['student']).has('/moderator')).toBe(false)
    expect(reachable('student', ['student', 'moderator']).has('/moderator')).toBe(true)
    expect(reachable('student', ['student', 'moderator']).has('/admin')).toBe(false)
    const admin = reachable('trainer', ['student', 'trainer', 'admin'])
    expect(admin.has('/admin') && admin.has('/moderator')).toBe(true)
  })

  it('lists each screen once per menu and keeps the desktop header within the menu’s screens', () => {
    for (const role of ['student', 'trainer'] as const) {
      const all = MENU[role].flatMap((s) => s.items.map((i) => i.to))
      expect(new Set(all).size, role).toBe(all.length)
      for (const link of HEADER_LINKS[role]) {
        expect(link.to === '/' || all.includes(link.to), `${role} ${link.to}`).toBe(true)
      }
    }
  })
})
