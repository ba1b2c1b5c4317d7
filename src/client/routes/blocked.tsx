import { createFileRoute, Link } from '@tanstack/react-router'
import { buttonClass } from '#client/ui/components/button.tsx'
import { useT } from '#client/ui/i18n/index.ts'

// No layout and no access rule (SPEC.md §2): a blocked user reaches it with no session left.
export const Route = createFileRoute('/blocked')({
  component: BlockedPage,
})

function BlockedPage() {
  const t = useT()
  return (
    <main id="main" className="blocked">
      <h1>{t.blocked.title}</h1>
      <p>{t.blocked.text}</p>
      <p>
        {t.blocked.appeal} <a href="mailto:support@trainly.app">support@trainly.app</a>
      </p>
      <Link to="/" className={buttonClass('secondary')}>
        {t.blocked.goHome}
      </Link>
    </main>
  )
}
