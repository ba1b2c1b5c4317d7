import { useT } from '#client/ui/i18n/index.ts'

/** The running build's id, for the user to quote to support and to see that an update took. */
export function BuildVersion() {
  const t = useT()
  return (
    <p className="build-version">
      {t.pwa.build} <code data-testid="build-id">{__BUILD_ID__}</code>
    </p>
  )
}
