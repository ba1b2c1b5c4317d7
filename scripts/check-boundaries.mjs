// Proves that Biome's import rules for the client's layers can fail (run by `npm run lint`).
// 1. Every folder of src/client/features has its own override in biome.json naming every other feature.
// 2. Biome lints small fixture files, written for a moment under the folders the rules cover:
//    each forbidden import must be reported with its rule's message, each allowed one must pass.
// In Biome 2 the last override that sets a rule's options for a file replaces the earlier ones, so
// each override repeats the client/server patterns; the fixtures check that nothing was lost.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const client = 'src/client'
const failures = []

// ---- 1. one override per feature --------------------------------------------------------------

const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'))
const features = readdirSync(path.join(root, client, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

function groupsOf(includes) {
  const override = config.overrides?.find((o) => o.includes?.length === 1 && o.includes[0] === includes)
  const patterns = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []
  return patterns.flatMap((p) => p.group ?? [])
}

for (const feature of features) {
  const group = groupsOf(`${client}/features/${feature}/**`)
  if (group.length === 0) {
    failures.push(`biome.json has no noRestrictedImports override for ${client}/features/${feature}/**`)
    continue
  }
  if (!group.includes(`!**/features/${feature}/**`)) {
    failures.push(`the override of features/${feature} does not allow the feature's own files`)
  }
  for (const other of features.filter((f) => f !== feature)) {
    if (!group.includes(`../${other}/**`) || !group.includes(`../../${other}/**`)) {
      failures.push(
        `the override of features/${feature} does not refuse relative imports of features/${other}`,
      )
    }
  }
}

// ---- 2. fixtures -----------------------------------------------------------------------------

const FEATURE = 'A feature never imports another feature'
const PLATFORM = 'platform/ talks to the outside world only'
const SESSION = 'session/ sits below the features and routes'
const UI = "ui/ is the app's own kit"
const SERVER = 'The client and shared code never import server code'
const CLIENT = 'Server and shared code never import client code'

// [folder under src/client the fixture sits in, import specifier, the message expected, or null when allowed]
const cases = [
  ['features/booking', '#client/features/catalogue/api/catalogue-api.ts', FEATURE],
  ['features/booking', '#client/features/catalogue', FEATURE],
  ['features/booking/pages', '../../catalogue/api/catalogue-api.ts', FEATURE],
  ['features/booking', '../catalogue/api/catalogue-api.ts', FEATURE],
  ['features/booking/pages', '../../../features/catalogue/api/catalogue-api.ts', FEATURE],
  ['features/profile', '#client/features/notifications/components/card.tsx', FEATURE],
  ['features/booking', '#server/modules/booking/service.ts', SERVER],
  ['features/booking', '#client/features/booking/api/booking-api.ts', null],
  ['features/booking/pages', '../api/booking-api.ts', null],
  ['features/booking/pages', '../../booking/api/booking-api.ts', null],
  ['features/booking', '#client/session/session.ts', null],
  ['features/booking', '#client/platform/http/client.ts', null],
  ['features/booking', '#client/ui/toast.ts', null],
  ['features/booking', '#shared/api/booking.ts', null],
  ['platform/pwa', '#client/ui/components/button.tsx', PLATFORM],
  ['platform/pwa', '../../ui/i18n/index.ts', PLATFORM],
  ['platform/http', '#client/features/auth/api/auth-api.ts', PLATFORM],
  ['platform/http', '#client/session/session.ts', PLATFORM],
  ['platform/http', '#client/routes/__root.tsx', PLATFORM],
  ['platform/http', '#client/platform/http/tokens.ts', null],
  ['platform/http', '#shared/constants.ts', null],
  ['session', '#client/features/auth/api/auth-api.ts', SESSION],
  ['session', '../features/profile/api/profile-api.ts', SESSION],
  ['session', '#client/routes/-shell/layouts.tsx', SESSION],
  ['session', '#client/platform/http/client.ts', null],
  ['session', '#client/ui/toast.ts', null],
  ['ui/components', '#client/session/session.ts', UI],
  ['ui/components', '#client/features/booking/api/booking-api.ts', UI],
  ['ui/components', '#client/platform/telegram/main-button.ts', null],
  ['routes/-shell', '#server/db/client.ts', SERVER],
  ['routes/-shell', '#client/features/booking/pages/booking-page.tsx', null],
  ['../shared/api', '#server/app.ts', SERVER],
  ['../shared/api', '#client/ui/toast.ts', CLIENT],
  ['../shared/api', 'react', CLIENT],
  ['../server/http', '#client/ui/toast.ts', CLIENT],
  ['../server/http', '#shared/api/common.ts', null],
]

const scratch = `__boundary-check-${process.pid}__`
const madeDirs = new Set()
const files = cases.map(([folder, specifier], i) => {
  const dir = path.join(client, folder, scratch)
  mkdirSync(path.join(root, dir), { recursive: true })
  madeDirs.add(dir)
  const file = path.join(dir, `case-${i}.ts`)
  writeFileSync(path.join(root, file), `import { a } from '${specifier}'\n\nexport const b = a\n`)
  return file
})

let report
try {
  let output
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/biome'),
      ['lint', '--reporter=json', '--max-diagnostics=none', ...files],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
  } catch (error) {
    // Biome exits non-zero when it reports errors, which the forbidden cases must produce.
    output = error.stdout
  }
  report = JSON.parse(output)
} finally {
  for (const dir of madeDirs) rmSync(path.join(root, dir), { recursive: true, force: true })
}

cases.forEach(([folder, specifier, expected], i) => {
  const found = report.diagnostics.filter(
    (d) => d.category === 'lint/style/noRestrictedImports' && d.location?.path === files[i],
  )
  const where = `${folder}: import '${specifier}'`
  if (expected === null && found.length > 0) failures.push(`${where} should pass, but: ${found[0].message}`)
  if (expected !== null && !found.some((d) => d.message.startsWith(expected))) {
    failures.push(`${where} should be refused with "${expected}…", but Biome let it through`)
  }
})

if (failures.length > 0) {
  console.error(`Import boundary rules are not holding:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Import boundary rules: ${features.length} feature overrides, ${cases.length} fixture imports as expected.`,
)
