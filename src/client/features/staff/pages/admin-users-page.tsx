import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Pager } from '#client/ui/components/pager.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDate, formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { AdminUser, AdminUserCard } from '#shared/api/admin.ts'
import { displayName } from '#shared/people.ts'
import { GRANTED_ROLES, type GrantedRole } from '#shared/roles.ts'
import { ADMIN_USER_ROLES, ADMIN_USER_STATES } from '#shared/staff.ts'

import { adminUserAction } from '../api/staff-api.ts'
import { StatusChip } from '../components/status-chip.tsx'
import type { UsersData } from '../loaders.ts'
import type { UsersSearch } from '../search.ts'

/**
 * `/admin/users`: search, filters, paging and the open user's card in the URL (`search`, read by
 * the route; `onSearch` changes it there); `data`: the route loader's list and open card.
 */
export function AdminUsersPage({
  search,
  onSearch,
  data: { list, card },
}: {
  search: UsersSearch
  onSearch: (patch: UsersSearch) => void
  data: UsersData
}) {
  const t = useT()
  const [q, setQ] = useState(search.q ?? '')
  const page = search.page ?? 1
  const go = (next: UsersSearch) => onSearch({ page: undefined, user: undefined, ...next })
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  return (
    <Page heading={t.pages.adminUsers}>
      <Card>
        <form
          aria-label={t.staff.users.searchButton}
          onSubmit={(e) => {
            e.preventDefault()
            go({ q: q.trim() || undefined })
          }}
        >
          <TextField
            label={t.staff.users.search}
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
          <div className="form-row">
            <SelectField
              label={t.staff.users.role}
              value={search.role ?? ''}
              options={[
                { value: '', label: t.staff.users.any },
                ...ADMIN_USER_ROLES.map((r) => ({ value: r, label: t.staff.users.roles[r] })),
              ]}
              onChange={(e) => go({ role: ADMIN_USER_ROLES.find((r) => r === e.target.value) })}
            />
            <SelectField
              label={t.staff.users.state}
              value={search.state ?? ''}
              options={[
                { value: '', label: t.staff.users.any },
                ...ADMIN_USER_STATES.map((s) => ({ value: s, label: t.staff.users.states[s] })),
              ]}
              onChange={(e) => go({ state: ADMIN_USER_STATES.find((s) => s === e.target.value) })}
            />
          </div>
          <Button type="submit">{t.staff.users.searchButton}</Button>
        </form>
      </Card>
      <p className="muted">{t.staff.users.found({ count: list.total })}</p>
      {list.data.length === 0 ? <EmptyState title={t.staff.users.empty} /> : null}
      <ul className="list">
        {list.data.map((user) => (
          <li key={user.id}>
            <UserRow
              user={user}
              card={user.id === search.user ? card : null}
              onToggle={(open) => onSearch({ user: open ? user.id : undefined })}
            />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={(p) => onSearch({ page: p, user: undefined })} />
    </Page>
  )
}

function nameOf(
  user: Pick<AdminUser, 'firstName' | 'lastName' | 'email' | 'telegramUsername'>,
  deleted: string,
) {
  return (
    displayName(user.firstName, user.lastName) ||
    user.email ||
    (user.telegramUsername ? `@${user.telegramUsername}` : deleted)
  )
}

function UserRow({
  user,
  card,
  onToggle,
}: {
  user: AdminUser
  /** The user's card when it is open. */
  card: Settled<AdminUserCard> | null
  onToggle: (open: boolean) => void
}) {
  const t = useT()
  const open = card !== null
  const name = nameOf(user, t.common.deletedUser)
  return (
    <Card className="stack" aria-label={name}>
      <div className="application__head">
        <Avatar url={user.avatar} name={name} size={40} />
        <strong>{name}</strong>
        {user.roles.map((r) => (
          <span key={r} className="chip chip--plain">
            {t.staff.users.roleNames[r]}
          </span>
        ))}
        {user.blocked ? <span className="chip chip--rejected">{t.staff.users.blockedBadge}</span> : null}
        {user.trainerBlocked ? (
          <span className="chip chip--rejected">{t.staff.users.trainerBlockedBadge}</span>
        ) : null}
      </div>
      <p className="muted">
        {[user.email, user.phone, user.telegramUsername && `@${user.telegramUsername}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="button-row">
        <Button variant="secondary" aria-expanded={open} onClick={() => onToggle(!open)}>
          {open ? t.staff.users.close : t.staff.users.open}
          {/* Twenty "Open" buttons in a list are told apart by whom they open. */}
          <span className="visually-hidden">{`: ${name}`}</span>
        </Button>
      </div>
      {card ? <UserCard card={card} /> : null}
    </Card>
  )
}

function UserCard({ card }: { card: Settled<AdminUserCard> }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const router = useRouter()
  const changed = () => void router.invalidate()
  if (!card.ok) return <ErrorState error={card.error} onRetry={changed} />
  const u = card.value
  return (
    <div className="stack">
      <p className="muted">{t.staff.users.registered({ date: formatDate(u.registeredAt, locale) })}</p>
      {u.blocked && u.blockedReason ? (
        <p className="form-error">{t.staff.users.blockedBecause({ reason: u.blockedReason })}</p>
      ) : null}
      {u.trainerBlocked && u.trainerBlockedReason ? (
        <p className="form-error">
          {t.staff.users.trainerBlockedBecause({ reason: u.trainerBlockedReason })}
        </p>
      ) : null}
      <Actions user={u} onDone={changed} />
      <dl className="application__facts">
        <dt>{t.staff.users.sessions}</dt>
        <dd>
          {u.sessions.length === 0 ? t.staff.users.noSessions : null}
          <ul className="list">
            {u.sessions.map((s) => (
              <li key={s.id}>
                {s.device || '—'} ·{' '}
                {t.staff.users.lastUsed({ date: formatDateTimeIn(s.lastUsedAt, locale, zone), ip: s.ip })}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t.staff.users.bookings}</dt>
        <dd>
          {u.bookings.length === 0 ? t.staff.users.noBookings : null}
          <ul className="list">
            {u.bookings.map((b) => (
              <li key={b.id}>
                {b.trainingTitle} · {formatDateTimeIn(b.startsAt, locale, zone)} · {b.trainerName} ·{' '}
                {t.schedule.bookingStatus[b.status as keyof typeof t.schedule.bookingStatus] ?? b.status}
              </li>
            ))}
          </ul>
        </dd>
        <dt>
          <Link to="/admin/trainer-requests">{t.staff.users.applications}</Link>
        </dt>
        <dd>
          {u.applications.length === 0 ? t.staff.users.noApplications : null}
          <ul className="list">
            {u.applications.map((a) => (
              <li key={a.id}>
                <StatusChip status={a.status} /> {formatDateTimeIn(a.createdAt, locale, zone)}
                {a.rejectReason ? ` — ${a.rejectReason}` : ''}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </div>
  )
}

type Pending =
  | { kind: 'block' | 'unblock' | 'blockTrainer' | 'unblockTrainer' }
  /** A staff role given or taken: it asks first, naming the person (a reason is optional). */
  | { kind: 'role'; role: Exclude<GrantedRole, 'trainer'>; grant: boolean }
  | null

/** Block/unblock, roles, the trainer role's block: each asks first, with its reason where one applies. */
function Actions({ user, onDone }: { user: AdminUserCard; onDone: () => void }) {
  const t = useT()
  const me = useSnapshot(session).userId
  const [pending, setPending] = useState<Pending>(null)
  const [reason, setReason] = useState('')
  const [missingReason, setMissingReason] = useState(false)
  const action = useAction(onDone)
  const busy = action.busy
  const error = missingReason ? t.messages.reasonRequired : action.error
  const name = displayName(user.firstName, user.lastName)
  // The toast says what happened, to whom: "Done" after a block said neither.
  const doneText = (done: NonNullable<Pending>) =>
    done.kind === 'role'
      ? t.staff.users.done[done.grant ? 'grant' : 'revoke']({
          name,
          role: t.staff.users.roleNames[done.role],
        })
      : t.staff.users.done[done.kind]({ name })
  const run = async (call: () => Promise<unknown>) => {
    setMissingReason(false)
    if (await action.run(call, pending ? doneText(pending) : undefined)) {
      setPending(null)
      setReason('')
    }
  }
  const isSelf = user.id === me
  if (pending) {
    const required = pending.kind === 'block'
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (required && !reason.trim()) {
            setMissingReason(true)
            // To the field the message is about, as the app's other forms do.
            e.currentTarget.querySelector('input')?.focus()
            return
          }
          const body = reason.trim() ? { reason: reason.trim() } : {}
          void run(() =>
            pending.kind === 'role'
              ? adminUserAction(
                  user.id,
                  'roles',
                  pending.grant ? { add: [pending.role], ...body } : { remove: [pending.role], ...body },
                )
              : pending.kind === 'block'
                ? adminUserAction(user.id, 'block', body)
                : pending.kind === 'unblock'
                  ? adminUserAction(user.id, 'unblock', body)
                  : adminUserAction(user.id, 'trainer-block', {
                      blocked: pending.kind === 'blockTrainer',
                      ...body,
                    }),
          )
        }}
      >
        {pending.kind === 'role' ? (
          <p>
            {(pending.grant ? t.staff.users.grantQuestion : t.staff.users.revokeQuestion)({
              name: displayName(user.firstName, user.lastName),
              role: t.staff.users.roleNames[pending.role],
            })}
          </p>
        ) : null}
        <TextField
          label={required ? t.staff.users.reason : t.staff.users.reasonOptional}
          value={reason}
          maxLength={500}
          onChange={(e) => {
            setReason(e.target.value)
            setMissingReason(false)
          }}
          error={error}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" disabled={busy}>
            {t.staff.users.confirm}
          </Button>
          <Button variant="plain" onClick={() => setPending(null)}>
            {t.common.cancel}
          </Button>
        </div>
      </form>
    )
  }
  return (
    <div className="stack">
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        {user.blocked ? (
          <Button variant="secondary" disabled={busy} onClick={() => setPending({ kind: 'unblock' })}>
            {t.staff.users.unblock}
          </Button>
        ) : isSelf ? null : (
          <Button variant="danger" disabled={busy} onClick={() => setPending({ kind: 'block' })}>
            {t.staff.users.block}
          </Button>
        )}
        {user.roles.includes('trainer') ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => setPending({ kind: user.trainerBlocked ? 'unblockTrainer' : 'blockTrainer' })}
          >
            {user.trainerBlocked ? t.staff.users.unblockTrainer : t.staff.users.blockTrainer}
          </Button>
        ) : null}
      </div>
      <span className="muted">{t.staff.users.roleActions}</span>
      <div className="button-row">
        {GRANTED_ROLES.filter((r) => r !== 'trainer').map((role) => {
          const has = user.roles.includes(role)
          if (has && role === 'admin' && isSelf) return null
          const label = t.staff.users.roleNames[role]
          return (
            <Button
              key={role}
              variant="secondary"
              disabled={busy}
              onClick={() => setPending({ kind: 'role', role, grant: !has })}
            >
              {has ? t.staff.users.revoke({ role: label }) : t.staff.users.grant({ role: label })}
            </Button>
          )
        })}
      </div>
    </div>
  )
}
