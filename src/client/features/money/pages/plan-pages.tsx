import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { TrainerPlanSummary } from '#shared/api/money.ts'
import { CURRENCIES, type Currency } from '#shared/catalogue.ts'
import { createPlan, fetchTrainerPlan, fetchTrainerPlans, updatePlan } from '../api/money-api.ts'
import { Loaded, lastDay, PlanTerms, Price, SessionsLeft } from '../components/money-bits.tsx'
import { useData } from '../use-data.ts'
import '../money.css'
import { useShownName } from '#client/ui/person-name.ts'

/** Major units typed by the trainer → minor units; NaN when it is not a plain amount. */
function toMinor(text: string): number {
  const value = text.trim().replace(',', '.')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return Number.NaN
  const [whole, frac = ''] = value.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

/** `/trainer/subscriptions`: the trainer's plans with holders and income; a form for a new one. */
export function TrainerPlansPage() {
  const t = useT()
  return (
    <Page heading={t.screens.trainerSubscriptions.heading}>
      <TrainerOnly>
        <TrainerPlans />
      </TrainerOnly>
    </Page>
  )
}

function TrainerPlans() {
  const t = useT()
  const plans = useData(fetchTrainerPlans, [])
  return (
    <div className="stack">
      <NewPlanForm onDone={plans.reload} />
      <Loaded state={plans}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={t.screens.trainerSubscriptions.emptyTitle}
              text={t.screens.trainerSubscriptions.emptyText}
            />
          ) : (
            <ul className="list">
              {list.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} onChanged={plans.reload} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  )
}

function PlanCard({ plan, onChanged }: { plan: TrainerPlanSummary; onChanged: () => void }) {
  const t = useT()
  const locale = useLocale()
  const { busy, run } = useAction(onChanged, 'toast')
  return (
    <Card className="stack" aria-label={plan.title}>
      <div className="money-row">
        <strong>{plan.title}</strong>
        <Price amount={plan.price} currency={plan.currency} />
      </div>
      <PlanTerms plan={plan} />
      <span className="money-badge">
        {plan.archived ? t.money.archived : plan.active ? t.money.active : t.money.inactive}
      </span>
      <span>{t.money.holders({ active: plan.activeHolders, all: plan.holders })}</span>
      <span>{t.money.income({ amount: formatMoney(plan.income, plan.currency, locale) })}</span>
      <div className="money-row">
        <Link to="/trainer/subscriptions/$id" params={{ id: plan.id }}>
          {t.money.open}
        </Link>
        {plan.archived ? null : (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => updatePlan(plan.id, { active: !plan.active }), t.money.planSaved)}
            >
              {plan.active ? t.money.deactivate : t.money.activate}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => updatePlan(plan.id, { archived: true }), t.money.planArchived)}
            >
              {t.money.archive}
            </Button>
          </>
        )}
      </div>
    </Card>
  )
}

function NewPlanForm({ onDone }: { onDone: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState('')
  const [sessions, setSessions] = useState('8')
  const [days, setDays] = useState('30')
  const [price, setPrice] = useState('')
  const [currency, setCurrency] = useState<Currency>('RUB')
  const { busy, error, run } = useAction(() => {
    setOpen(false)
    setTitle('')
    setPrice('')
    onDone()
  })
  if (!open) return <Button onClick={() => setOpen(true)}>{t.money.newPlan}</Button>
  return (
    <Card>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          void run(
            () =>
              createPlan({
                title,
                sessionsCount: sessions.trim() === '' ? null : Number(sessions),
                validityDays: Number(days),
                price: toMinor(price),
                currency,
              }),
            t.money.planCreated,
          )
        }}
      >
        <TextField
          label={t.money.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={120}
        />
        <TextField
          label={t.money.sessionsCount}
          inputMode="numeric"
          value={sessions}
          onChange={(e) => setSessions(e.target.value)}
        />
        <TextField
          label={t.money.validityDays}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <TextField
          label={t.money.price}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          required
        />
        <SelectField
          label={t.money.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {t.money.create}
        </Button>
      </form>
    </Card>
  )
}

/** `/trainer/subscriptions/{id}`: one plan with its holders and their usage. */
export function TrainerPlanPage({ id }: { id: string }) {
  const t = useT()
  return (
    <Page heading={t.screens.trainerSubscriptionDetails.heading}>
      <TrainerOnly>
        <TrainerPlanDetails id={id} />
      </TrainerOnly>
    </Page>
  )
}

function TrainerPlanDetails({ id }: { id: string }) {
  const t = useT()
  const shown = useShownName()
  const locale = useLocale()
  const plan = useData(() => fetchTrainerPlan(id), [id])
  return (
    <Loaded state={plan}>
      {(p) => (
        <div className="stack">
          <Card className="stack" aria-label={p.title}>
            <div className="money-row">
              <strong>{p.title}</strong>
              <Price amount={p.price} currency={p.currency} />
            </div>
            <PlanTerms plan={p} />
            <span>{t.money.holders({ active: p.activeHolders, all: p.holders })}</span>
            <span>{t.money.income({ amount: formatMoney(p.income, p.currency, locale) })}</span>
          </Card>
          <h2>{t.money.holdersTitle}</h2>
          {p.subscriptions.length === 0 ? (
            <p className="muted">{t.money.noHolders}</p>
          ) : (
            <ul className="list">
              {p.subscriptions.map((s) => (
                <li key={s.id}>
                  <Card className="stack" aria-label={shown(s.student.name)}>
                    <div className="money-row">
                      <strong>{shown(s.student.name)}</strong>
                      <span className="money-badge">{t.money.status[s.status]}</span>
                    </div>
                    <SessionsLeft subscription={s} />
                    {s.validUntil ? (
                      <span>{t.money.validUntil({ date: lastDay(s.validUntil, locale) })}</span>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Loaded>
  )
}
