import { useLocation, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useAction } from '#client/ui/use-action.ts'
import { setFavorite } from '../api/catalogue-api.ts'

/** The heart: a guest is asked to log in and comes back here. */
export function FavoriteButton({
  trainerId,
  initial,
  onChange,
}: {
  trainerId: string
  initial: boolean
  onChange?: (favorite: boolean) => void
}) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const { isAuthenticated } = useSnapshot(session)
  const [favorite, setLocal] = useState(initial)
  const { busy, run } = useAction(undefined, 'toast')
  const label = !isAuthenticated
    ? t.catalogue.loginToFavorite
    : favorite
      ? t.catalogue.removeFavorite
      : t.catalogue.addFavorite

  const toggle = async () => {
    if (!isAuthenticated) {
      showToast(t.catalogue.loginToFavorite)
      await navigate({ to: '/login', search: { redirect: location.href } })
      return
    }
    // The heart changes at once and goes back if the server refuses.
    const next = !favorite
    setLocal(next)
    const saved = await run(
      async () => {
        await setFavorite(trainerId, next)
        onChange?.(next)
      },
      next ? t.catalogue.favoriteAdded : t.catalogue.favoriteRemoved,
    )
    if (!saved) setLocal(!next)
  }
  return (
    <button
      type="button"
      className={`favorite-button${favorite ? ' favorite-button--on' : ''}`}
      aria-pressed={isAuthenticated ? favorite : undefined}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
    </button>
  )
}
