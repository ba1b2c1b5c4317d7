import type { ProgressPoint } from '#shared/api/training-data.ts'

/**
 * An exercise's progress as aligned series (one entry per session, oldest first): what a chart
 * draws — x the session's date, y top set, estimated 1RM and volume (null where a session has
 * none). The table shows the same points.
 */
export interface ProgressSeries {
  dates: string[]
  topSetKg: number[]
  oneRepMaxKg: (number | null)[]
  volumeKg: number[]
}

export function progressSeries(points: readonly ProgressPoint[]): ProgressSeries {
  return {
    dates: points.map((p) => p.date),
    topSetKg: points.map((p) => p.topSetKg),
    oneRepMaxKg: points.map((p) => p.oneRepMaxKg),
    volumeKg: points.map((p) => p.volumeKg),
  }
}
