import { useT } from '../i18n/index.ts'
import { Button } from './button.tsx'

/**
 * "Previous · Page 2 of 5 · Next" under a paged list; nothing when everything fits on one page.
 * A step that cannot be taken is not offered.
 */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const t = useT()
  if (pages <= 1) return null
  const where = t.common.pageOf({ page, pages })
  return (
    <nav className="button-row" aria-label={where}>
      {page > 1 ? (
        <Button variant="secondary" onClick={() => onPage(page - 1)}>
          {t.common.previous}
        </Button>
      ) : null}
      <span className="muted">{where}</span>
      {page < pages ? (
        <Button variant="secondary" onClick={() => onPage(page + 1)}>
          {t.common.next}
        </Button>
      ) : null}
    </nav>
  )
}
