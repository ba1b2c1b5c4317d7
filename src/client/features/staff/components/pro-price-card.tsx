import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { toMajorUnits, toMinorUnits } from '#client/ui/price-input.ts'
import type { Settled } from '#client/ui/settle.ts'
import { useAction } from '#client/ui/use-action.ts'
import { translateMessage } from '#client/ui/use-form.ts'
import type { PlatformSettings } from '#shared/api/platform-plan.ts'
import { CURRENCIES, type Currency } from '#shared/catalogue.ts'
import { savePlatformSettings } from '../api/platform-settings-api.ts'

/** The admin's Pro price (decision 0029): Stars inside Telegram, and a currency price; audited by the server. */
export function ProPriceCard({ settings }: { settings: Settled<PlatformSettings> }) {
  const router = useRouter()
  if (!settings.ok) return <ErrorState error={settings.error} onRetry={() => void router.invalidate()} />
  return <ProPriceForm settings={settings.value} />
}

function ProPriceForm({ settings }: { settings: PlatformSettings }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const [stars, setStars] = useState(String(settings.proPriceStars))
  const [price, setPrice] = useState(toMajorUnits(settings.proPrice, locale))
  const [currency, setCurrency] = useState<Currency>(settings.proCurrency)
  const { busy, error, run } = useAction(() => void router.invalidate())
  // The fields the server refused, marked beside them (what was typed stays).
  const [fields, setFields] = useState<Record<string, string>>({})
  const current = t.trainerPlan.adminCurrent({
    stars: `⭐ ${new Intl.NumberFormat(locale).format(settings.proPriceStars)}`,
    price: formatMoney(settings.proPrice, settings.proCurrency, locale),
  })
  return (
    <Card className="stack" aria-label={t.trainerPlan.adminTitle}>
      <h2>{t.trainerPlan.adminTitle}</h2>
      <p className="muted" data-testid="pro-price-current">
        {current}
      </p>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          setFields({})
          void run(
            () =>
              savePlatformSettings({
                proPriceStars: /^\d{1,9}$/.test(stars.trim()) ? Number(stars.trim()) : Number.NaN,
                proPrice: toMinorUnits(price),
                proCurrency: currency,
              }).catch((err: unknown) => {
                if (err instanceof ApiRequestError)
                  setFields(
                    Object.fromEntries(
                      Object.entries(err.fields).map(([k, v]) => [k, translateMessage(t, v)]),
                    ),
                  )
                throw err
              }),
            t.trainerPlan.adminSaved,
          )
        }}
      >
        <TextField
          label={t.trainerPlan.adminStars}
          inputMode="numeric"
          value={stars}
          onChange={(e) => setStars(e.target.value)}
          error={fields.proPriceStars}
        />
        <TextField
          label={t.trainerPlan.adminPrice}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={fields.proPrice}
        />
        <SelectField
          label={t.trainerPlan.adminCurrency}
          value={currency}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          onChange={(e) => setCurrency(e.target.value as Currency)}
        />
        {error ? <p className="form-error">{error}</p> : null}
        <div className="button-row">
          <Button type="submit" disabled={busy}>
            {t.trainerPlan.adminSave}
          </Button>
        </div>
      </form>
    </Card>
  )
}
