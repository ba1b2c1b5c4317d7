import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { useClosingConfirmation } from '#client/platform/telegram/closing-confirmation.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { CheckboxGroup } from '#client/ui/components/checkbox-group.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { translateMessage } from '#client/ui/use-form.ts'
import { PLAN_COVERAGES, type PlanCoverage, type TrainerPlanSummary } from '#shared/api/money.ts'
import { CURRENCIES, type Currency, SPECIALIZATIONS, type Specialization } from '#shared/catalogue.ts'
import {
  createPlan,
  fetchMyServices,
  fetchTrainerPlan,
  fetchTrainerPlans,
  updatePlan,
} from '../api/money-api.ts'
import { Loaded, PlanTerms, Price, SessionsLeft, ValidUntil } from '../components/money-bits.tsx'
import { useData } from '../use-data.ts'
import '../money.css'
import { useShownName } from '#client/ui/person-name.ts'
import { toMajorUnits, toMinorUnits } from '#client/ui/price-input.ts'

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
  const [editing, setEditing] = useState(false)
  if (editing)
    return (
      <PlanForm
        plan={plan}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false)
          onChanged()
        }}
      />
    )
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
            <Button variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
              {t.common.edit}
            </Button>
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
  if (!open) return <Button onClick={() => setOpen(true)}>{t.money.newPlan}</Button>
  return (
    <PlanForm
      onCancel={() => setOpen(false)}
      onSaved={() => {
        setOpen(false)
        onDone()
      }}
    />
  )
}

/** Sessions typed by the trainer: empty = unlimited; anything but a whole number is refused (0). */
function toSessions(text: string): number | null {
  const value = text.trim()
  if (value === '') return null
  return /^\d{1,4}$/.test(value) ? Number(value) : 0
}

/**
 * A plan's form: a new one, or `plan` edited (what its holders bought stays as they bought it,
 * on the server). A refusal keeps what was typed and marks the fields the server names.
 */
function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan?: TrainerPlanSummary
  onSaved: () => void
  onCancel: () => void
}) {
  const t = useT()
  const [title, setTitle] = useState(plan?.title ?? '')
  const [description, setDescription] = useState(plan?.description ?? '')
  const [sessions, setSessions] = useState(
    plan ? (plan.sessionsCount === null ? '' : String(plan.sessionsCount)) : '8',
  )
  const [days, setDays] = useState(String(plan?.validityDays ?? 30))
  const locale = useLocale()
  // The amount as the reader writes it ("7500,50" in Russian); toMinorUnits takes either separator.
  const [price, setPrice] = useState(plan ? toMajorUnits(plan.price, locale) : '')
  const [currency, setCurrency] = useState<Currency>(plan?.currency ?? 'RUB')
  const [coverage, setCoverage] = useState<PlanCoverage>(plan?.coverage ?? 'all')
  const [specializations, setSpecializations] = useState<Specialization[]>(plan?.specializations ?? [])
  const [serviceIds, setServiceIds] = useState<string[]>(plan?.serviceIds ?? [])
  const services = useData(fetchMyServices, [])
  // Inside Telegram, closing the Mini App asks first while the form differs from what it opened with.
  const typed = JSON.stringify([
    title,
    description,
    sessions,
    days,
    price,
    currency,
    coverage,
    specializations,
    serviceIds,
  ])
  const opened = useRef(typed)
  useClosingConfirmation(typed !== opened.current)
  const [fields, setFields] = useState<Record<string, string>>({})
  // Refused for want of an active Trainly plan: the way to renew it, beside the message.
  const [planRequired, setPlanRequired] = useState(false)
  const { busy, error, run } = useAction(onSaved)
  const submit = () => {
    setPlanRequired(false)
    setFields({})
    const body = {
      title,
      description,
      sessionsCount: toSessions(sessions),
      validityDays: /^\d{1,5}$/.test(days.trim()) ? Number(days.trim()) : 0,
      price: toMinorUnits(price),
      currency,
      coverage,
      specializations: coverage === 'specializations' ? specializations : [],
      serviceIds: coverage === 'services' ? serviceIds : [],
    }
    return run(
      () =>
        (plan ? updatePlan(plan.id, body) : createPlan(body)).catch((err: unknown) => {
          if (err instanceof ApiRequestError) {
            if (err.code === 'trainer_plan_required') setPlanRequired(true)
            setFields(
              Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translateMessage(t, v)])),
            )
          }
          throw err
        }),
      plan ? t.money.planSaved : t.money.planCreated,
    )
  }
  return (
    <Card>
      <form
        className="stack"
        noValidate
        aria-label={plan ? plan.title : t.money.newPlan}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <TextField
          label={t.money.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={120}
          error={fields.title}
        />
        <TextField
          label={t.money.description}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={1000}
          error={fields.description}
        />
        <TextField
          label={t.money.sessionsCount}
          inputMode="numeric"
          value={sessions}
          onChange={(e) => setSessions(e.target.value)}
          error={fields.sessionsCount}
        />
        <TextField
          label={t.money.validityDays}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={fields.validityDays}
        />
        <TextField
          label={t.money.price}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={fields.price}
        />
        <SelectField
          label={t.money.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <SelectField
          label={t.money.coverageLabel}
          value={coverage}
          onChange={(e) => setCoverage(e.target.value as PlanCoverage)}
          options={PLAN_COVERAGES.map((c) => ({ value: c, label: t.money.coverage[c] }))}
        />
        {coverage === 'specializations' ? (
          <CheckboxGroup
            legend={t.money.specializations}
            options={SPECIALIZATIONS.map((s) => ({ value: s, label: t.catalogue.specializations[s] }))}
            value={specializations}
            onChange={setSpecializations}
            error={fields.coverage ?? fields.specializations}
          />
        ) : null}
        {coverage === 'services' ? (
          <CheckboxGroup
            legend={t.money.services}
            options={(services.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
            value={serviceIds}
            onChange={setServiceIds}
            error={fields.coverage ?? fields.serviceIds}
          />
        ) : null}
        <FormError message={error} />
        {planRequired ? (
          <p>
            <Link to="/trainer-subscription" className={buttonClass('secondary')}>
              {t.createTraining.renewPlan}
            </Link>
          </p>
        ) : null}
        <div className="money-row">
          <Button type="submit" disabled={busy}>
            {plan ? t.money.save : t.money.create}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t.common.cancel}
          </Button>
        </div>
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
                    <ValidUntil subscription={s} />
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
