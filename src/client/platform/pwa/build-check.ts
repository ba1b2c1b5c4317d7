import type { BuildInfo, buildInfo } from '#shared/api/system.ts'

/** Written by every client build (vite.config.ts); never precached, never cached by the server. */
export const LATEST_BUILD_URL = '/builds/latest.json'

export interface BuildCheckOptions {
  /** The build this page runs (`__BUILD_ID__`). */
  currentBuildId: string
  fetch?: typeof fetch
  /** Called once per newly seen build id. */
  onNewBuild?: (latest: BuildInfo) => void
  /** Loads the file's schema (zod, its own chunk); only an answer naming another build needs it. */
  loadSchema?: () => Promise<typeof buildInfo>
}

const loadBuildInfoSchema = async () => (await import('#shared/api/system.ts')).buildInfo

/** Whether builds/latest.json's answer names this very build: nothing to read further. */
function namesBuild(body: unknown, buildId: string): boolean {
  return typeof body === 'object' && body !== null && (body as { buildId?: unknown }).buildId === buildId
}

export interface BuildCheck {
  /** The newer build seen by a check, if any. */
  readonly newBuild: BuildInfo | null
  /** Asks the server which build is current; resolves to the newer build, if there is one. */
  check(): Promise<BuildInfo | null>
  /** Checks every `intervalMs` while the page is visible, and whenever it gets focus or is shown. */
  watch(options: { intervalMs: number; target?: Window }): () => void
}

/** SPEC.md §4 "The app checks for a new build": compares builds/latest.json with our build id. */
export function createBuildCheck({
  currentBuildId,
  fetch: fetchFn = (...args) => globalThis.fetch(...args),
  onNewBuild,
  loadSchema = loadBuildInfoSchema,
}: BuildCheckOptions): BuildCheck {
  let newBuild: BuildInfo | null = null
  let pending: Promise<BuildInfo | null> | null = null

  async function fetchLatest(): Promise<BuildInfo | null> {
    try {
      const response = await fetchFn(LATEST_BUILD_URL, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
      })
      if (!response.ok) return null
      const body: unknown = await response.json()
      // The usual answer: the build running here. The schema (zod) would cost a slow phone ~80 ms
      // of main thread right after the first paint, for nothing (decision 0050, "the build check").
      if (namesBuild(body, currentBuildId)) return null
      const parsed = (await loadSchema()).safeParse(body)
      return parsed.success ? parsed.data : null
    } catch {
      // Offline, or a page where the file should be: no news is no new build.
      return null
    }
  }

  function check(): Promise<BuildInfo | null> {
    pending ??= fetchLatest()
      .then((latest) => {
        if (latest && latest.buildId !== currentBuildId && latest.buildId !== newBuild?.buildId) {
          newBuild = latest
          onNewBuild?.(latest)
        }
        return newBuild
      })
      .finally(() => {
        pending = null
      })
    return pending
  }

  function watch({ intervalMs, target = window }: { intervalMs: number; target?: Window }) {
    const doc = target.document
    const checkIfVisible = () => {
      if (doc.visibilityState !== 'hidden') void check()
    }
    const timer = setInterval(checkIfVisible, intervalMs)
    target.addEventListener('focus', checkIfVisible)
    doc.addEventListener('visibilitychange', checkIfVisible)
    return () => {
      clearInterval(timer)
      target.removeEventListener('focus', checkIfVisible)
      doc.removeEventListener('visibilitychange', checkIfVisible)
    }
  }

  return {
    get newBuild() {
      return newBuild
    },
    check,
    watch,
  }
}
