import { useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { TrainerRequest } from '#shared/api/catalogue.ts'
import { displayName } from '#shared/people.ts'
import { acceptRequest, declineRequest } from '../api/trainer-api.ts'

/**
 * `requests`: the route loader's; `null` when the loader skipped a user who is not a trainer (a
 * trainer's `null` kept from before shows as loading until the route's reload brings them).
 */
export function RequestsPage({ requests }: { requests: readonly TrainerRequest[] | null }) {
  const t = useT()
  return (
    <Page heading={t.screens.trainerRequests.heading}>
      <TrainerOnly>
        {requests ? <RequestList requests={requests} /> : <Spinner label={t.app.loading} />}
      </TrainerOnly>
    </Page>
  )
}

function RequestList({ requests }: { requests: readonly TrainerRequest[] }) {
  const t = useT()
  // An accepted or declined request leaves the list at once.
  const [done, setDone] = useState<ReadonlySet<string>>(new Set())
  const items = requests.filter((r) => !done.has(r.id))
  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={t.screens.trainerRequests.emptyTitle} text={t.screens.trainerRequests.emptyText} />
      ) : null}
      <ul className="list">
        {items.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} onDone={() => setDone((prev) => new Set(prev).add(request.id))} />
          </li>
        ))}
      </ul>
    </>
  )
}

function RequestCard({ request, onDone }: { request: TrainerRequest; onDone: () => void }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const { busy, run: act } = useAction(onDone, 'toast')
  const name = displayName(request.student.firstName, request.student.lastName)
  return (
    <Card className="stack" aria-label={name}>
      <div className="review__head">
        <Avatar url={request.student.avatar} name={name} size={48} />
        <strong>{name}</strong>
        <span className="muted">{formatDateTimeIn(request.createdAt, locale, zone)}</span>
      </div>
      {request.kind === 'booking' && request.training ? (
        <p>
          <strong>{t.trainerArea.bookingRequest}</strong>{' '}
          {`${request.training.title} · ${formatDateTimeIn(request.training.startsAt, locale, zone)}`}
        </p>
      ) : null}
      {request.message ? <p className="prewrap">{request.message}</p> : null}
      {request.preferredTimes ? (
        <p className="muted">{t.trainerArea.preferred({ times: request.preferredTimes })}</p>
      ) : null}
      {declining ? (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void act(
              () => declineRequest(request.id, reason),
              request.kind === 'booking' ? t.trainerArea.bookingDeclined : t.trainerArea.declined,
            )
          }}
        >
          <TextField
            label={t.trainerArea.declineReason}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="button-row">
            <Button type="submit" variant="danger" disabled={busy}>
              {t.trainerArea.confirmDecline}
            </Button>
            <Button variant="plain" onClick={() => setDeclining(false)}>
              {t.common.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="button-row">
          <Button
            disabled={busy}
            onClick={() =>
              void act(
                () => acceptRequest(request.id),
                request.kind === 'booking' ? t.trainerArea.bookingAccepted : t.trainerArea.accepted,
              )
            }
          >
            {t.trainerArea.accept}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            {t.trainerArea.decline}
          </Button>
        </div>
      )}
    </Card>
  )
}
