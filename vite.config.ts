import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { firstPaint, routePages } from './scripts/route-pages.ts'
import { PRODUCT_NAME } from './src/shared/constants.ts'

const BUILD_ID =
  process.env.BUILD_ID ??
  new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)

/** Writes builds/latest.json and builds/meta/{buildId}.json, read by the client's update check. */
function buildInfo(): Plugin {
  return {
    name: 'trainly-build-info',
    apply: 'build',
    generateBundle() {
      const meta = {
        buildId: BUILD_ID,
        builtAt: new Date().toISOString(),
        version: process.env.npm_package_version,
      }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(meta) })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${BUILD_ID}.json`, source: JSON.stringify(meta) })
    },
  }
}

/**
 * The chunks the first page load already has (the entry and what it imports statically), noted
 * when the bundle is written. A lazy import's preload list skips them: preloading a loaded chunk
 * does nothing, and listing them cost about 4 KB (gzip) of the first load (decision 0027).
 */
const firstLoad = new Set<string>()
function noteFirstLoad(): Plugin {
  return {
    name: 'trainly-first-load-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      firstLoad.clear()
      const visit = (file: string) => {
        const chunk = bundle[file]
        if (firstLoad.has(file) || chunk?.type !== 'chunk') return
        firstLoad.add(file)
        for (const imported of chunk.imports) visit(imported)
      }
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName)
    },
  }
}

/**
 * One importer per split chunk in a route file. TanStack Router's code splitter writes one
 * `() => import('route.tsx?tsr-split=…')` per split property (loader, component, pending and error
 * components), all of the same chunk; Vite then wraps each with its own preload list, and the
 * route definitions are in the first load. The later importers of the same chunk become the
 * first (same chunk, same list, nothing else changes): ~12 KB minified, 0.2–0.3 KB gzip of the first load
 * (decision 0027, addendum 2026-11-26). Only the generated lines change; mappings stay as they are.
 */
function oneImporterPerSplitChunk(): Plugin {
  const IMPORTER = /const (\$\$split\w+Importer) = \(\) => import\((['"])([^'"]+\?tsr-split=[^'"]+)\2\);?/g
  return {
    name: 'trainly-one-importer-per-split-chunk',
    apply: 'build',
    transform(code, id) {
      if (
        !id.includes('/src/client/routes/') ||
        id.includes('?') ||
        !code.includes('Importer = () => import(')
      )
        return
      const first = new Map<string, string>()
      let changed = false
      const out = code.replace(IMPORTER, (whole, ident: string, _quote: string, specifier: string) => {
        const earlier = first.get(specifier)
        if (!earlier) {
          first.set(specifier, ident)
          return whole
        }
        changed = true
        return `const ${ident} = ${earlier};`
      })
      return changed ? { code: out, map: null } : undefined
    },
  }
}

/**
 * `npm run bench:web` only: the bare React + TanStack Router app, built beforehand with the base
 * /bench-baseline/ into BENCH_BASELINE_DIR, goes into the build, so the service worker precaches it
 * and serves it offline beside the app: the base of the offline schedule's first-paint ratio
 * (issue 19, decision 0045). Without the variable the build is the production one.
 */
function benchBaseline(): Plugin {
  const dir = process.env.BENCH_BASELINE_DIR
  return {
    name: 'trainly-bench-baseline',
    apply: 'build',
    generateBundle() {
      if (!dir) return
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        const from = path.join(dir, file)
        if (!statSync(from).isFile()) continue
        this.emitFile({ type: 'asset', fileName: `bench-baseline/${file}`, source: readFileSync(from) })
      }
    },
  }
}

/** Whether a module imports the chart (its own lazy chunk, ~23 KB gzip: it must not ride along). */
function drawsChart(id: string): boolean {
  return /from '#client\/ui\/chart\//.test(readFileSync(id, 'utf8'))
}

export default defineConfig({
  root: '.',
  publicDir: 'public',
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader, pending and error screens travel with its page (all lazy, one file), so
      // the feature's API calls and the pages' UI stay out of the first load. Route files stay thin:
      // what cannot be split (params, validateSearch, beforeLoad) imports only small modules (search
      // params through src/client/platform/url/search-params.ts, never zod: decision 0027), and a
      // route's component reads the route through hooks with `from` (useSearch, useLoaderData),
      // never `Route.use…()`: a lazy file that imports its route file makes the bundler split the
      // first load's shared modules into many small files (over the bundle budget).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent', 'errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    oneImporterPerSplitChunk(),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The globs below pick up the icons and the favicon once; the manifest is added by the plugin.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: 'Find and book personal trainers; run your training schedule.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2481cc',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Decision 0012: the app shell, every page chunk and every route's page precached; the worker's
      // own code (navigations answered with the route's page, decision 0052) is its source file.
      strategies: 'injectManifest',
      srcDir: 'src/client/platform/pwa',
      filename: 'sw.ts',
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['builds/**'],
      },
    }),
    buildInfo(),
    noteFirstLoad(),
    routePages(firstLoad),
    firstPaint(),
    benchBaseline(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first load needs (the entry and what it imports statically) in one
          // chunk: split by sharing, it came as ~20 small files, and over HTTP/1.1 (six connections)
          // each wave of six costs a round trip before the app can start (decision 0027).
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The small UI components, zod-free shared helpers, the screens' states and Telegram's
            // two page buttons that pages share, in one lazy chunk: a file per sharing set made a
            // page wait on ~20 files (waves of six over HTTP/1.1) before it could ask for its data. Their dependencies stay where they were
            // (the dictionaries, the chart, zod schemas and libraries keep chunks of their own).
            {
              name: 'ui',
              test: (id) =>
                /[\\/]src[\\/]client[\\/]ui[\\/](components[\\/][^\\/?]+|(format|person-name|settle|toast|use-action|use-form|use-load|use-online)\.ts)$/.test(
                  id,
                ) ||
                /[\\/]src[\\/]shared[\\/](?!messages|staff-messages)[^\\/?]+\.ts$/.test(id) ||
                /[\\/]src[\\/]client[\\/](routes[\\/]-shell[\\/]screen[^\\/?]*|platform[\\/]telegram[\\/](main-button|closing-confirmation|invoice)|session[\\/]my-time-zone)\.tsx?$/.test(
                  id,
                ) ||
                /[\\/]node_modules[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useLocation\.js$/.test(
                  id,
                ),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // A feature's own modules that its pages share (its API calls, components, stores), one
            // lazy chunk per feature instead of one per sharing set: a trainer's profile waited on
            // ~33 files (its route uses the catalogue, booking and money features), now ~22, and its
            // largest paint came ~150 ms sooner under DevTools' slow 4G (decision 0048). Pages stay
            // in their routes' chunks, a module that draws the chart keeps it lazy, and the device
            // stores (sync/) keep chunks of their own, loaded for a signed-in user after the first
            // page (decision 0047), as Dexie does.
            {
              name: (id) => {
                const feature =
                  /[\\/]src[\\/]client[\\/]features[\\/]([^\\/]+)[\\/](?!pages[\\/]|sync[\\/])[^?]+$/.exec(id)
                return feature && !drawsChart(id) ? `feature-${feature[1]}` : null
              },
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The API's messages and the staff side's, which every dictionary imports: one file.
            { name: 'messages', test: /[\\/]src[\\/]shared[\\/](staff-)?messages\.ts$/ },
            // Dexie by its name: a guest's landing must not fetch it (first-load.spec.ts looks).
            { name: 'dexie', test: /[\\/]node_modules[\\/]dexie[\\/]/ },
          ],
        },
      },
    },
    modulePreload: {
      // index.html keeps its modulepreload links; a lazy import's list drops the first load's chunks.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !firstLoad.has(dep)) : deps,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}` },
      '/socket.io': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true },
    },
  },
})
