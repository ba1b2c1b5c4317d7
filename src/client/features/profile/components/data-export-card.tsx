import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { useOnline } from '#client/ui/use-online.ts'
import { exportMyData } from '../api/profile-api.ts'

/** Saves `text` as a file named `name` through the browser's download. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * `/settings`: everything of one's own that Trainly keeps, as one JSON file (decision 0059) —
 * before leaving, or to keep one's training log elsewhere. Not inside Telegram, whose web view
 * does not save a file the page makes.
 */
export function DataExportCard() {
  const t = useT()
  const online = useOnline()
  const { busy, error, run } = useAction()
  const download = () =>
    void run(async () => {
      const data = await exportMyData()
      saveFile(`trainly-data-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2))
    }, t.settingsPage.exportDone)
  return (
    <Card>
      <h2>{t.settingsPage.exportTitle}</h2>
      <p className="muted">{t.settingsPage.exportText}</p>
      <FormError message={error} />
      <Button variant="secondary" disabled={busy || !online} onClick={download}>
        {busy ? t.settingsPage.exporting : t.settingsPage.exportButton}
      </Button>
    </Card>
  )
}
