import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

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
    // The root's base size and the landing's fluid display heading are the two chosen exceptions.
    expect(literals('font-size').sort()).toEqual([
      'ui/layout.css: font-size: clamp(1.8rem, 6vw, 2.8rem)',
      'ui/theme.css: font-size: 16px',
    ])
  })

  it('takes every corner radius from the tokens (or a pill or circle)', () => {
    expect(literals('border-radius')).toEqual([])
  })
})
