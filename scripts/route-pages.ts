// The build's page per route (decision 0049): index.html with the chunks of the route's own code
// named as preloads, so the browser fetches them beside the entry. Without them a page's code is
// asked for only once the entry has arrived and run (its import list is in the entry), a round trip
// and the entry's download later; the page's data waits on that code.
import type { Plugin, Rolldown } from 'vite'
import { earlyRequestsScript } from '../src/shared/early-requests.ts'
import { FIRST_PAINT_CSS } from '../src/shared/first-paint-style.ts'
import { LOCALES, type Locale } from '../src/shared/locales.ts'
import { type Layout, ROUTE_TABLE, routePageFile } from '../src/shared/routes.ts'

/** Where a route file sits in the route tree, by TanStack Router's file naming. */
export type RouteFileRole =
  | { kind: 'root' }
  | { kind: 'layout'; layout: Layout }
  | { kind: 'page'; layout: Layout; path: string }

/**
 * What a file under src/client/routes/ (its path there, without `.tsx`) is: the root, a layout
 * (`_default`) or a page (`_inner/trainer-profile.$id` → the `inner` layout's `/trainer-profile/$id`).
 * A `_name` first segment is the pathless layout, `.` and `/` both separate segments, `index` is the
 * parent's own path; a file with no layout segment is outside the layouts (`none`).
 */
export function routeFileRole(file: string): RouteFileRole {
  if (file === '__root') return { kind: 'root' }
  const segments = file.split(/[/.]/)
  const first = segments[0] ?? ''
  const layout = (first.startsWith('_') ? first.slice(1) : 'none') as Layout
  const rest = (first.startsWith('_') ? segments.slice(1) : segments).filter((s) => s !== 'index')
  if (first.startsWith('_') && segments.length === 1) return { kind: 'layout', layout }
  return { kind: 'page', layout, path: `/${rest.join('/')}` }
}

const ROUTE_SPLIT = /[\\/]src[\\/]client[\\/]routes[\\/](.+)\.tsx\?tsr-split=(.+)$/
const DICTIONARY_PART = /[\\/]src[\\/]client[\\/]ui[\\/]i18n[\\/]([a-z]+)-(first|rest)\.ts$/

/** A chunk's file, its static imports' files (all levels) and their CSS, minus what the entry loads. */
function chunkFiles(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  firstLoad: ReadonlySet<string>,
  into: Set<string>,
) {
  const chunk = bundle[fileName]
  if (chunk?.type !== 'chunk' || firstLoad.has(fileName) || into.has(fileName)) return
  into.add(fileName)
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css)
  for (const imported of chunk.imports) chunkFiles(bundle, imported, firstLoad, into)
}

/** The preload tags of a page's files: modules as `modulepreload`, styles as `preload` (not blocking the first paint). */
export function preloadTags(files: Iterable<string>, base: string): string {
  return [...files]
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    )
    .join('')
}

/**
 * Writes `pages/{locale}/….html` (routePageFile) for every path of the route table but `/`, in
 * every language:
 * the built index.html with the root's, the layout's and the page's chunks (what the router loads
 * for that address, the page's error and pending screens with it; the not-found screen apart) and
 * the language's dictionary preloaded: its first part, and its rest where the page needs a
 * signed-in user (who loads the whole at start, decision 0044). The build fails when a path of the
 * table has no page chunk or a language no dictionary. `firstLoad` is the entry's own set, filled
 * earlier in the same generateBundle pass.
 */
export function routePages(firstLoad: ReadonlySet<string>): Plugin {
  let base = '/'
  return {
    name: 'trainly-route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      if (html?.type !== 'asset') return
      const root = new Set<string>()
      const layouts = new Map<string, Set<string>>()
      const pages = new Map<string, Set<string>>()
      const dictionaries = new Map<string, Set<string>>()
      const add = (into: Map<string, Set<string>>, key: string, chunk: Rolldown.OutputChunk) => {
        const files = into.get(key) ?? new Set<string>()
        into.set(key, files)
        chunkFiles(bundle, chunk.fileName, firstLoad, files)
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue
        const dictionary = DICTIONARY_PART.exec(chunk.facadeModuleId)
        if (dictionary) add(dictionaries, `${dictionary[1]} ${dictionary[2]}`, chunk)
        const split = ROUTE_SPLIT.exec(chunk.facadeModuleId)
        if (!split?.[1] || split[2] === 'notFoundComponent') continue
        const role = routeFileRole(split[1].replaceAll('\\', '/'))
        if (role.kind === 'root') chunkFiles(bundle, chunk.fileName, firstLoad, root)
        else if (role.kind === 'layout') add(layouts, role.layout, chunk)
        else add(pages, `${role.layout} ${role.path}`, chunk)
      }
      const dictionary = (locale: Locale, part: 'first' | 'rest') => {
        const files = dictionaries.get(`${locale} ${part}`)
        if (!files) throw new Error(`route-pages: no ${part} part of the ${locale} dictionary was found`)
        return files
      }
      const source = String(html.source)
      for (const route of ROUTE_TABLE) {
        // A guest's landing stays index.html: its first load is the entry and the entry's own
        // preloads, as its budget counts them (bundle:report), and it needs little of its own.
        if (route.path === '/') continue
        const page = pages.get(`${route.layout} ${route.path}`)
        if (!page)
          throw new Error(`route-pages: no chunk of ${route.path} (layout ${route.layout}) was found`)
        // Every check but the guests-only one needs a signed-in user.
        const signedIn = route.checks.some((check) => check !== 'redirect-auth')
        for (const locale of LOCALES) {
          const files = new Set([
            ...dictionary(locale, 'first'),
            ...(signedIn ? dictionary(locale, 'rest') : []),
            ...root,
            ...(layouts.get(route.layout) ?? []),
            ...page,
          ])
          this.emitFile({
            type: 'asset',
            fileName: routePageFile(route.path, locale),
            source: source.replace('</head>', `${preloadTags(files, base)}</head>`),
          })
        }
      }
    },
  }
}

/**
 * The first paint without waiting for the app's stylesheet or scripts (decision 0054), and the
 * inline script that starts a page's first requests (src/shared/early-requests.ts, decision 0049):
 *
 * - the splash's style (src/shared/first-paint-style.ts) goes inline into the head, before the
 *   first link, after the metas (the charset stays in the first 1,024 bytes);
 * - the script goes right after `#root` (which holds the splash), so every page built from this
 *   index.html (the route pages too) runs it while it is parsed, before any of the app's code has
 *   arrived. Parsing pauses for it and then waits behind the preloads' loading tasks: the splash,
 *   above it, is already parsed and is drawn at the next frame;
 * - the built stylesheets' links move from the head to after the script: a stylesheet in the body
 *   holds back what follows it and the app's scripts (a module script waits for the stylesheets
 *   before it), so the app never draws unstyled, while the splash above it is drawn at once; and
 *   a script after a pending stylesheet would wait for it, so the script comes first.
 */
export function firstPaint(): Plugin {
  return {
    name: 'trainly-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('<link')) throw new Error('first-paint: index.html has no <link> in its head')
        return firstPaintHtml(
          html,
          `<style>${FIRST_PAINT_CSS}</style>`,
          `<script>${earlyRequestsScript()}</script>`,
        )
      },
    },
  }
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g
const ROOT = /<div id="root">[\s\S]*?<\/div>/

/**
 * index.html with `style` before the head's first link, and `script` then the head's stylesheet
 * links right after the `#root` element.
 */
export function firstPaintHtml(html: string, style: string, script: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0 || !ROOT.test(html)) throw new Error('first-paint: index.html has no </head> or #root')
  const head = html.slice(0, headEnd)
  const links = head.match(STYLESHEET)?.map((link) => link.trim()) ?? []
  const rest = head.replace(STYLESHEET, '').replace('<link', `${style}\n    <link`) + html.slice(headEnd)
  return rest.replace(ROOT, (root) => [root, script, ...links].join('\n    '))
}
