import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_TABLE } from '../src/shared/routes.ts'
import { firstPaintHtml, preloadTags, routeFileRole } from './route-pages.ts'

describe('a route file, by its name', () => {
  it('is the root, a layout or a page of a layout', () => {
    expect(routeFileRole('__root')).toEqual({ kind: 'root' })
    expect(routeFileRole('_default')).toEqual({ kind: 'layout', layout: 'default' })
    expect(routeFileRole('_default/trainers')).toEqual({ kind: 'page', layout: 'default', path: '/trainers' })
    expect(routeFileRole('_inner/trainer-profile.$id')).toEqual({
      kind: 'page',
      layout: 'inner',
      path: '/trainer-profile/$id',
    })
    expect(routeFileRole('_empty/index')).toEqual({ kind: 'page', layout: 'empty', path: '/' })
    expect(routeFileRole('_authenticated/settings.index')).toEqual({
      kind: 'page',
      layout: 'authenticated',
      path: '/settings',
    })
    expect(routeFileRole('_auth/reset-password/verify')).toEqual({
      kind: 'page',
      layout: 'auth',
      path: '/reset-password/verify',
    })
    expect(routeFileRole('blocked')).toEqual({ kind: 'page', layout: 'none', path: '/blocked' })
  })

  it('of every page file names a path of the route table with its layout, and the table has no other', () => {
    const files = readdirSync('src/client/routes', { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && !/(^|\/)-/.test(file))
      .map((file) => routeFileRole(file.replace(/\.tsx$/, '')))
    const pages = files.flatMap((role) => (role.kind === 'page' ? [`${role.layout} ${role.path}`] : []))
    expect(pages.sort()).toEqual(ROUTE_TABLE.map((route) => `${route.layout} ${route.path}`).sort())
  })
})

describe('the preload tags', () => {
  it('preload modules as modules and styles without blocking the first paint', () => {
    expect(preloadTags(['assets/a-1.js', 'assets/b-2.css'], '/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/b-2.css">',
    )
  })
})

describe('the first paint (decision 0054)', () => {
  const built = [
    '<html><head><meta charset="UTF-8" /><link rel="icon" href="/i.svg" />',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-2.css">',
    '<link rel="manifest" href="/m.webmanifest"></head>',
    '<body><div id="root"><p class="boot-splash">Trainly</p></div><noscript>n</noscript></body></html>',
  ].join('\n')
  const html = firstPaintHtml(built, '<style>s</style>', '<script>e</script>')

  it("styles the splash inline, before the head's first link and after the charset", () => {
    expect(html.indexOf('<style>s</style>')).toBeGreaterThan(html.indexOf('charset'))
    expect(html.indexOf('<style>s</style>')).toBeLessThan(html.indexOf('<link'))
  })

  it('moves the stylesheet after the splash, and runs the early script between them', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('rel="stylesheet"')
    expect(head).toContain('rel="manifest"')
    const splash = html.indexOf('</div>')
    const script = html.indexOf('<script>e</script>')
    const stylesheet = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-2.css">')
    expect(splash).toBeLessThan(script)
    expect(script).toBeLessThan(stylesheet)
    expect(stylesheet).toBeLessThan(html.indexOf('<noscript>'))
  })

  it('refuses a page without a head or a root to draw in', () => {
    expect(() => firstPaintHtml('<html><body></body></html>', '', '')).toThrow(/#root/)
  })
})
