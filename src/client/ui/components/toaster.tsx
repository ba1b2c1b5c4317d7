import { useRouter } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useT } from '../i18n/index.ts'
import { dismissToast, toasts } from '../toast.ts'

export function Toaster() {
  const { items } = useSnapshot(toasts)
  const t = useT()
  const router = useRouter()
  return (
    <div className="toaster" aria-live="polite">
      {items.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          {toast.action ? (
            <a
              className="toast__action"
              href={toast.action.href}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                toast.action?.onSelect?.()
                dismissToast(toast.id)
                void router.navigate({ href: toast.action?.href ?? '/' })
              }}
            >
              {toast.action.label}
            </a>
          ) : null}
          <button
            type="button"
            className="toast__close"
            aria-label={t.common.close}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
