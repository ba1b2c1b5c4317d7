// The text a screen reader hears for a chart: what it shows, over which span, and per series the
// total, the highest and lowest points and the latest value. Pure, so it is tested on its own.
import type { Dictionary } from '#client/ui/i18n/index.ts'
import type { Locale } from '#shared/locales.ts'
import type { ChartData, ChartSeries } from './types.ts'

export function formatterOf(series: ChartSeries, locale: Locale): (value: number) => string {
  if (series.format) return series.format
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return (value) => number.format(value)
}

export function chartSummary(data: ChartData, t: Dictionary['chart'], locale: Locale): string {
  const names = data.descriptions ?? data.labels
  const first = names[0]
  const last = names[names.length - 1]
  const parts = [
    first === undefined
      ? data.title
      : first === last || last === undefined
        ? t.spanOne({ title: data.title, at: first })
        : t.span({ title: data.title, from: first, to: last }),
  ]
  for (const series of data.series) {
    const format = formatterOf(series, locale)
    const points = series.values.flatMap((value, i) =>
      value === null || value === undefined ? [] : [{ value, label: names[i] ?? '' }],
    )
    if (points.length === 0) {
      parts.push(t.seriesEmpty({ name: series.name }))
      continue
    }
    const highest = points.reduce((a, b) => (b.value > a.value ? b : a))
    const lowest = points.reduce((a, b) => (b.value < a.value ? b : a))
    const latest = points[points.length - 1]!
    const total =
      (series.total ?? (series.kind ?? 'bars') === 'bars')
        ? format(points.reduce((s, p) => s + p.value, 0))
        : null
    if (highest.value === lowest.value) {
      parts.push(t.seriesFlat({ name: series.name, value: format(highest.value), total }))
      continue
    }
    parts.push(
      t.seriesSummary({
        name: series.name,
        total,
        highest: format(highest.value),
        highestAt: highest.label,
        lowest: format(lowest.value),
        lowestAt: lowest.label,
        latest: format(latest.value),
        latestAt: latest.label,
      }),
    )
  }
  return parts.join(' ')
}
