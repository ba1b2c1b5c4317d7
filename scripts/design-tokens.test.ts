import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIRST_PAINT_CSS } from '../src/shared/first-paint-style.ts'

// The design tokens (theme.css) are the only source of font sizes and corner radii: a literal that
// slips into a stylesheet is a new size nobody chose (issue 20, "one set of design tokens").

const CLIENT = path.resolve(import.meta.dirname, '../src/client')

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

/** Declarations of `property` whose value is not a var(--token) (nor a keyword such as inherit). */
function literals(property: string): string[] {
  return stylesheets(CLIENT).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(new RegExp(`(?<![-\\w])${property}:\\s*([^;]+);`, 'g'))]
      .map((m) => m[1]!.trim())
      .filter((value) => !/^(var\(--[\w-]+\)|inherit|0|50%|999px)( (var\(--[\w-]+\)|0))*$/.test(value))
      .map((value) => `${path.relative(CLIENT, file)}: ${property}: ${value}`),
  )
}

describe('design tokens', () => {
  it('takes every font size from the type scale', () => {
    // The root's base size (the reader's own default) and the landing's fluid display heading are
    // the two chosen exceptions.
    expect(literals('font-size').sort()).toEqual([
      'ui/layout.css: font-size: clamp(1.8rem, 6vw, 2.8rem)',
      'ui/theme.css: font-size: 100%',
    ])
  })

  it('takes every corner radius from the tokens (or a pill or circle)', () => {
    expect(literals('border-radius')).toEqual([])
  })
})

describe("the first paint's inline style (decision 0054)", () => {
  const theme = readFileSync(path.join(CLIENT, 'ui/theme.css'), 'utf8')
  const layout = readFileSync(path.join(CLIENT, 'ui/layout.css'), 'utf8')
  /** A token's value in the first block of theme.css that sets it after `after`. */
  const token = (name: string, after: string) => {
    const from = theme.indexOf(after)
    const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(theme.slice(from))?.[1]
    if (from < 0 || !value) throw new Error(`theme.css has no --${name} after ${after}`)
    return value.trim()
  }

  it("writes theme.css's own colours and font, light and dark, so nothing changes when the stylesheet comes", () => {
    const light = ':root {'
    const dark = '@media (prefers-color-scheme: dark)'
    expect(FIRST_PAINT_CSS).toContain(`font-family:${token('font', light).replaceAll(', ', ',')}`)
    expect(FIRST_PAINT_CSS).toContain(`background:${token('fallback-bg', light)}`)
    expect(FIRST_PAINT_CSS).toContain(`color:${token('fallback-text', light)}`)
    expect(FIRST_PAINT_CSS).toContain(
      `color-mix(in srgb,${token('fallback-hint', light)} 55%,${token('fallback-text', light)})`,
    )
    expect(FIRST_PAINT_CSS).toContain(`background:${token('fallback-bg', dark)}`)
    expect(FIRST_PAINT_CSS).toContain(`color:${token('fallback-text', dark)}`)
    expect(FIRST_PAINT_CSS).toContain(
      `color-mix(in srgb,${token('fallback-hint', dark)} 55%,${token('fallback-text', dark)})`,
    )
    // The hint colour is mixed as theme.css mixes it.
    expect(theme).toContain(
      '--color-hint: color-mix(in srgb, var(--tg-theme-hint-color, var(--fallback-hint)) 55%, var(--color-text));',
    )
  })

  it('sizes the splash as layout.css does', () => {
    const splash = /\.boot-splash \{([^}]+)\}/.exec(layout)?.[1] ?? ''
    expect(splash).toContain('font-size: var(--text-lg);')
    expect(FIRST_PAINT_CSS).toContain(`font-size:${token('text-lg', ':root {\n  --color-bg')}`)
    expect(splash).toContain('font-weight: 700;')
    expect(FIRST_PAINT_CSS).toContain('font-weight:700')
  })
})
