import { useSnapshot } from 'valtio'
import { appUpdate, postponeUpdate } from '#client/platform/pwa/app-update.ts'
import { Button } from '#client/ui/components/button.tsx'
import { useT } from '#client/ui/i18n/index.ts'

/**
 * SPEC.md §4: when a new version is installed, the user confirms the update and the reload. A
 * banner, not a modal: it is announced politely and never takes the focus from what one is doing.
 */
export function UpdatePrompt() {
  const t = useT()
  const { ready, dismissed, updating } = useSnapshot(appUpdate)
  if (!ready || dismissed) return null
  return (
    <section className="update-prompt" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className="update-prompt__text" role="status">
        {t.pwa.updateReady}
      </p>
      <div className="update-prompt__actions">
        <Button
          onClick={() => void import('#client/platform/pwa/start-pwa.ts').then((pwa) => pwa.applyUpdate())}
          disabled={updating}
        >
          {updating ? t.pwa.updating : t.pwa.update}
        </Button>
        <Button variant="secondary" onClick={postponeUpdate} disabled={updating}>
          {t.pwa.later}
        </Button>
      </div>
    </section>
  )
}
