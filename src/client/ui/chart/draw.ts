// The only module that imports uPlot: loaded with `import()` by chart.tsx, so uPlot is a chunk
// of its own that only screens drawing a chart fetch (budget in scripts/bundle-report.mjs).
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartData, ChartPalette } from './types.ts'

export interface DrawnChart {
  resize(width: number): void
  destroy(): void
}

export interface DrawOptions {
  data: ChartData
  palette: ChartPalette
  width: number
  height: number
  /** Formats a value of series `index` for its axis. */
  format: (index: number, value: number) => string
  /** The point under the cursor or finger (null when it leaves). */
  onPoint: (index: number | null) => void
}

/** Labels that fit: every label when there is room, else every k-th, always ending with the last. */
function labelSplits(count: number, width: number): number[] {
  const room = Math.max(2, Math.floor(width / 56))
  const step = Math.max(1, Math.ceil(count / room))
  const splits: number[] = []
  for (let i = (count - 1) % step; i < count; i += step) splits.push(i)
  return splits
}

export function drawChart(target: HTMLElement, o: DrawOptions): DrawnChart {
  const { data, palette } = o
  const count = data.labels.length
  const bars = data.series.filter((s) => (s.kind ?? 'bars') === 'bars').length
  const hasRight = data.series.some((s) => s.axis === 'right')
  const font = `12px ${palette.font}`
  let barIndex = 0
  const axis = (scale: string, side: 0 | 1 | 2 | 3, seriesIndex: number): uPlot.Axis => ({
    scale,
    side,
    stroke: palette.hint,
    font,
    // As wide as its longest label: a fixed width cut "₽20,000" to "20,000".
    size: (_u, values) => labelWidth(values ?? [], font) + 4 + 8,
    gap: 4,
    grid: { show: side === 3, stroke: palette.grid, width: 1 },
    ticks: { show: false },
    values: (_u, splits) =>
      splits.map((v) => (v === null || v === undefined ? '' : o.format(seriesIndex, v))),
    ...(whole(scale === 'right' ? 'right' : 'left') ? { incrs: WHOLE_STEPS } : {}),
  })
  const firstRight = data.series.findIndex((s) => s.axis === 'right')
  // Counts get whole-number ticks; a scale with any fraction (a rate) keeps uPlot's own.
  const whole = (side: 'left' | 'right') =>
    data.series
      .filter((s) => (s.axis ?? 'left') === side)
      .every((s) => s.values.every((v) => v === null || Number.isInteger(v)))
  const options: uPlot.Options = {
    width: o.width,
    height: o.height,
    padding: [8, hasRight ? 4 : 12, 0, 0],
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: { drag: { x: false, y: false }, points: { show: true }, y: false },
    scales: {
      x: { time: false, range: [-0.5, count - 0.5] },
      left: { range: (_u, _min, max) => [0, niceMax(max)] },
      ...(hasRight ? { right: { range: (_u, _min, max) => [0, niceMax(max)] } } : {}),
    },
    axes: [
      {
        scale: 'x',
        stroke: palette.hint,
        font,
        size: 28,
        gap: 4,
        grid: { show: false },
        ticks: { show: false },
        splits: () => labelSplits(count, o.width),
        values: (_u, splits) => splits.map((i) => data.labels[i] ?? ''),
      },
      axis(
        'left',
        3,
        data.series.findIndex((s) => s.axis !== 'right'),
      ),
      ...(hasRight ? [axis('right', 1, firstRight)] : []),
    ],
    series: [
      {},
      ...data.series.map((s, i): uPlot.Series => {
        const color = palette.series[i % palette.series.length]!
        const scale = s.axis === 'right' ? 'right' : 'left'
        if ((s.kind ?? 'bars') === 'line') {
          return {
            label: s.name,
            scale,
            stroke: color,
            width: 2,
            points: { show: true, size: 6, fill: color },
            spanGaps: false,
          }
        }
        const align = bars < 2 ? 0 : barIndex++ === 0 ? -1 : 1
        return {
          label: s.name,
          scale,
          stroke: color,
          fill: color,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars!({ size: [bars < 2 ? 0.6 : 0.35, 48], align: align as 0 | 1 | -1, gap: 1 }),
        }
      }),
    ],
    hooks: {
      setCursor: [(u) => o.onPoint(u.cursor.idx ?? null)],
    },
  }
  const xs = data.labels.map((_, i) => i)
  const plot = new uPlot(
    options,
    [xs, ...data.series.map((s) => s.values.map((v) => v ?? null))] as uPlot.AlignedData,
    target,
  )
  return {
    resize: (width) => plot.setSize({ width, height: o.height }),
    destroy: () => plot.destroy(),
  }
}

let measure: CanvasRenderingContext2D | null = null

/** The width in CSS px of the widest label, at least 20 (an axis with no labels yet). */
function labelWidth(values: readonly (string | null | undefined)[], font: string): number {
  measure ??= document.createElement('canvas').getContext('2d')
  if (!measure) return 40
  measure.font = font
  let widest = 20
  for (const value of values) if (value) widest = Math.max(widest, measure.measureText(value).width)
  return Math.ceil(widest)
}

/**
 * The tick steps of a whole-number scale: 1, 2, 2.5, 5 × 10ⁿ up to 10¹². They used to stop at a
 * million, and money is counted in minor units: ₽37,800 (3,780,000) found no step that fitted, so
 * the month totals' bar stood with no value axis at all.
 */
export const WHOLE_STEPS = Array.from({ length: 13 }, (_, power) =>
  [1, 2, 2.5, 5].map((m) => m * 10 ** power).filter(Number.isInteger),
).flat()

/** A round top for a scale: at least 1, then 1, 2, 5 × 10ⁿ steps. */
export function niceMax(max: number | null): number {
  if (max === null || !Number.isFinite(max) || max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (max <= step * power) return step * power
  return 10 * power
}
