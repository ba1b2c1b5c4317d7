import { describe, expect, it } from 'vitest'
import { matchRouteSpec, pageFileFor, ROUTE_TABLE, routePageFile } from './routes.ts'

describe('the route table', () => {
  it('has every path once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('matches concrete paths, with parameters and trailing slashes', () => {
    expect(matchRouteSpec('/schedule')?.page).toBe('schedule')
    expect(matchRouteSpec('/schedule/')?.page).toBe('schedule')
    expect(matchRouteSpec('/trainer-profile/5b0c')?.path).toBe('/trainer-profile/$id')
    expect(matchRouteSpec('/student/subscriptions/1')?.path).toBe('/student/subscriptions/$id')
    expect(matchRouteSpec('/trainer-profile/5b0c/extra')).toBeUndefined()
    expect(matchRouteSpec('/nope')).toBeUndefined()
  })

  it('keeps guests-only pages apart from login-required ones', () => {
    for (const r of ROUTE_TABLE) {
      expect(r.checks.includes('redirect-auth') && r.checks.includes('auth'), r.path).toBe(false)
    }
  })

  it('names one built page per route, parameters included', () => {
    expect(routePageFile('/', 'en')).toBe('pages/en/index.html')
    expect(routePageFile('/trainers', 'ru')).toBe('pages/ru/trainers.html')
    expect(routePageFile('/trainer-profile/$id', 'en')).toBe('pages/en/trainer-profile/_id.html')
    const files = ROUTE_TABLE.map((r) => routePageFile(r.path, 'en'))
    expect(new Set(files).size).toBe(files.length)
  })

  it("picks a navigation's page by its address and the browser's first known language", () => {
    const id = '5b0c2f61-3d8e-4a55-9f0e-2f1a7c9d4e10'
    expect(pageFileFor('/schedule', 'ru-RU,ru;q=0.9,en;q=0.8')).toBe('pages/ru/schedule.html')
    expect(pageFileFor('/schedule/', 'de-DE,en;q=0.5')).toBe('pages/en/schedule.html')
    expect(pageFileFor(`/trainer-profile/${id}`, null)).toBe('pages/en/trainer-profile/_id.html')
    expect(pageFileFor('/no-such-page', 'en')).toBeUndefined()
  })
})
