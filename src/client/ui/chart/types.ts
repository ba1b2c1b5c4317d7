/** One series of a chart: a value per label (null: nothing to show there). */
export interface ChartSeries {
  name: string
  values: readonly (number | null)[]
  /** Default 'bars'. Up to two bar series are drawn side by side. */
  kind?: 'bars' | 'line'
  /** 'right' gives the series its own scale on a right axis (a rate beside counts). Default 'left'. */
  axis?: 'left' | 'right'
  /** How a value reads on the axis, in the table and the summary. Default: a number in the locale. */
  format?: (value: number) => string
  /** Whether the summary says the series' total. Default: true for bars, false for lines. */
  total?: boolean
}

export interface ChartData {
  /** The visible caption and the accessible name. */
  title: string
  /** One short label per point, under the x axis ("23 Nov"). */
  labels: readonly string[]
  /** Longer labels for the table and the summary ("week of 23 November"); default `labels`. */
  descriptions?: readonly string[]
  /** The heading of the table's label column; default "Period" (a chart over time). */
  labelsHeading?: string
  series: readonly ChartSeries[]
}

/** Colours read from the theme's CSS variables (Telegram's when inside it). */
export interface ChartPalette {
  text: string
  hint: string
  grid: string
  series: string[]
  font: string
}
