import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkImports } from './check-imports.mjs'

const roots: string[] = []

/** A throwaway repository with these files under src/. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', file)), { recursive: true })
    writeFileSync(path.join(root, 'src', file), text)
  }
  return root
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

const clean = {
  'shared/ids.ts': 'export const id = 1\n',
  'server/db/client.ts': "import { id } from '#shared/ids.ts'\nexport const db = id\n",
  'server/http/errors.ts': "import { db } from '#server/db/client.ts'\nexport const e = db\n",
  'server/effects/after-commit.ts': "import { e } from '../http/errors.ts'\nexport const fx = e\n",
  'server/modules/booking/rules.ts':
    "import { fx } from '#server/effects/after-commit.ts'\nexport const r = fx\n",
  'server/modules/booking/index.ts': "export { r } from './rules.ts'\n",
  'server/modules/trainings/service.ts':
    "import { r } from '#server/modules/booking/index.ts'\nexport const s = r\n",
  'server/modules/trainings/routes.ts': "import { s } from './service.ts'\nexport const routes = s\n",
  'server/app.ts':
    "import { routes } from '#server/modules/trainings/routes.ts'\nexport const app = routes\n",
  'client/main.tsx': "import { id } from '#shared/ids.ts'\nexport const main = id\n",
}

describe('check-imports', () => {
  it('passes a graph that keeps the layers, the entry files and has no cycle', () => {
    const result = checkImports(fixture(clean))
    expect(result).toEqual({ files: 10, cycles: [], areaCycles: [], notes: [], violations: [] })
  })

  it('finds a cycle between files, in the client as much as in the server', () => {
    const result = checkImports(
      fixture({
        ...clean,
        'client/a.ts': "import { b } from './b.ts'\nexport const a = () => b\n",
        'client/b.ts': "export const b = 1\nexport const lazy = () => import('./a.ts')\n",
      }),
    )
    expect(result.cycles).toEqual([['client/a.ts', 'client/b.ts']])
  })

  it('finds a cycle between server areas that no single chain of files closes', () => {
    const result = checkImports(
      fixture({
        ...clean,
        'server/modules/booking/view.ts':
          "import { s } from '#server/modules/trainings/index.ts'\nexport const v = s\n",
        'server/modules/trainings/index.ts': 'export const t = 1\n',
      }),
    )
    expect(result.cycles).toEqual([])
    expect(result.areaCycles).toEqual([['server/modules/booking', 'server/modules/trainings']])
  })

  it('refuses an import that points from a lower layer to a higher one', () => {
    const result = checkImports(
      fixture({
        ...clean,
        'server/db/seed.ts': "import { r } from '#server/modules/booking/index.ts'\nexport const seed = r\n",
      }),
    )
    expect(result.violations).toEqual([
      expect.objectContaining({
        rule: 'layer',
        from: 'server/db/seed.ts',
        to: 'server/modules/booking/index.ts',
      }),
    ])
  })

  it("refuses a module reaching past another module's entry file", () => {
    const result = checkImports(
      fixture({
        ...clean,
        'server/modules/trainings/templates.ts':
          "import { r } from '../booking/rules.ts'\nexport const tpl = r\n",
      }),
    )
    expect(result.violations).toEqual([
      expect.objectContaining({
        rule: 'module-entry',
        from: 'server/modules/trainings/templates.ts',
        to: 'server/modules/booking/rules.ts',
      }),
    ])
  })
})
