import { Link } from '@tanstack/react-router'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import '../staff.css'

const SECTIONS = [
  ['/admin/users', 'users', 'usersText'],
  ['/admin/trainer-requests', 'applications', 'applicationsText'],
  ['/admin/content', 'content', 'contentText'],
  ['/admin/trainings', 'trainings', 'trainingsText'],
  ['/admin/finances', 'finances', 'financesText'],
  ['/admin/receipts', 'receipts', 'receiptsText'],
] as const

/** `/admin`: the panel's sections. */
export function AdminHomePage() {
  const t = useT()
  return (
    <Page heading={t.pages.admin}>
      <nav aria-label={t.staff.adminHome.sections}>
        <div className="choice-grid">
          {SECTIONS.map(([to, title, text]) => (
            <Link key={to} to={to} className="card choice-card">
              <h2>{t.staff.adminHome[title]}</h2>
              <p>{t.staff.adminHome[text]}</p>
            </Link>
          ))}
        </div>
      </nav>
    </Page>
  )
}
