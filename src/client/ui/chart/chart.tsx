import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { DrawnChart } from './draw.ts'
import { readPalette, samePalette, watchTheme } from './palette.ts'
import { chartSummary, formatterOf } from './summary.ts'
import type { ChartData } from './types.ts'
import './chart.css'

export type { ChartData, ChartSeries } from './types.ts'

export interface ChartProps extends ChartData {
  /** Plot height in px (the width follows the container). Default 180. */
  height?: number
}

/**
 * A bar or line chart (uPlot, loaded on first use), themed from the CSS variables and redrawn when
 * the theme or the width changes. Screen readers get the title, a summary and a hidden table;
 * the canvas itself is hidden from them. If drawing fails, the table is shown instead.
 */
export function Chart({ height = 180, ...data }: ChartProps) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const plotRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const [point, setPoint] = useState<number | null>(null)
  // The first series' colour as drawn: what a test can see of the canvas's theme.
  const [seriesColor, setSeriesColor] = useState('')
  const formats = useMemo(() => data.series.map((s) => formatterOf(s, locale)), [data.series, locale])
  const summary = chartSummary(data, t.chart, locale)
  const names = data.descriptions ?? data.labels

  // Redrawn whenever the data changes: charts here are small, a new plot costs well under a frame.
  const key = JSON.stringify([
    data.title,
    data.labels,
    data.series.map((s) => [s.name, s.values, s.kind, s.axis]),
  ])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the data; formats follow the locale.
  useEffect(() => {
    const element = plotRef.current
    if (!element) return
    let chart: DrawnChart | null = null
    let palette = readPalette(element)
    let stopped = false
    const draw = (module: typeof import('./draw.ts')) => {
      chart?.destroy()
      element.replaceChildren()
      setSeriesColor(palette.series[0] ?? '')
      chart = module.drawChart(element, {
        data,
        palette,
        width: Math.max(120, element.clientWidth),
        height,
        format: (index, value) => (formats[index] ?? String)(value),
        onPoint: setPoint,
      })
    }
    let stopTheme = () => {}
    let resize: ResizeObserver | null = null
    import('./draw.ts').then(
      (module) => {
        if (stopped) return
        draw(module)
        stopTheme = watchTheme(() => {
          const next = readPalette(element)
          if (samePalette(next, palette)) return
          palette = next
          draw(module)
        })
        resize = new ResizeObserver(() => chart?.resize(Math.max(120, element.clientWidth)))
        resize.observe(element)
      },
      () => setFailed(true),
    )
    return () => {
      stopped = true
      stopTheme()
      resize?.disconnect()
      chart?.destroy()
    }
  }, [key, height, locale])

  const shown = point !== null && names[point] !== undefined
  return (
    <figure className="chart card" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {data.title}
      </figcaption>
      {failed ? (
        <p className="muted">{t.chart.failed}</p>
      ) : (
        <div
          ref={plotRef}
          className="chart__plot"
          style={{ height }}
          aria-hidden="true"
          data-testid="chart-plot"
          data-series-color={seriesColor}
        />
      )}
      <p className="chart__readout muted" aria-hidden="true">
        {shown
          ? `${names[point]}: ${data.series
              .map(
                (s, i) => `${s.name} ${s.values[point] === null ? '—' : formats[i]!(s.values[point] ?? 0)}`,
              )
              .join(' · ')}`
          : '\u00a0'}
      </p>
      {data.series.length > 1 ? (
        <ul className="chart__legend" aria-hidden="true">
          {data.series.map((s, i) => (
            <li key={s.name}>
              <span className={`chart__key chart__key--${i % 3} chart__key--${s.kind ?? 'bars'}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-summary`} className="visually-hidden">
        {summary}
      </p>
      <div className={failed ? undefined : 'visually-hidden'}>
        <table className="chart__table">
          <caption>{data.title}</caption>
          <thead>
            <tr>
              <th scope="col">{data.labelsHeading ?? t.chart.tableHeading}</th>
              {data.series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.map((name, row) => (
              // Labels are distinct (weeks, months, specializations).
              <tr key={name}>
                <th scope="row">{name}</th>
                {data.series.map((s, i) => {
                  const value = s.values[row]
                  return (
                    <td key={s.name}>{value === null || value === undefined ? '—' : formats[i]!(value)}</td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
