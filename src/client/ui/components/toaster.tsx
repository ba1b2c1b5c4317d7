import { useSnapshot } from 'valtio'
import { useT } from '../i18n/index.ts'
import { dismissToast, toasts } from '../toast.ts'

export function Toaster() {
  const { items } = useSnapshot(toasts)
  const t = useT()
  return (
    <div className="toaster" aria-live="polite">
      {items.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
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
