import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { useAction } from '#client/ui/use-action.ts'
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
  const [price, setPrice] = useState(String(settings.proPrice))
  const [currency, setCurrency] = useState<Currency>(settings.proCurrency)
  const { busy, error, run } = useAction(() => void router.invalidate())
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
          void run(
            () =>
              savePlatformSettings({
                proPriceStars: Number(stars),
                proPrice: Number(price),
                proCurrency: currency,
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
        />
        <TextField
          label={t.trainerPlan.adminPrice}
          inputMode="numeric"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
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
