import type { BuildInfo } from '#shared/api/system.ts'

/** Written by every client build (vite.config.ts); never precached, never cached by the server. */
export const LATEST_BUILD_URL = '/builds/latest.json'

export interface BuildCheckOptions {
  /** The build this page runs (`__BUILD_ID__`). */
  currentBuildId: string
  fetch?: typeof fetch
  /** Called once per newly seen build id. */
  onNewBuild?: (latest: BuildInfo) => void
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
      // The schema (zod) loads with the answer, off the first page load (decision 0027).
      const [{ buildInfo }, body] = await Promise.all([import('#shared/api/system.ts'), response.json()])
      const parsed = buildInfo.safeParse(body)
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
