type Summary = {
  name: string
  total: string | null
  highest: string
  highestAt: string
  lowest: string
  lowestAt: string
  latest: string
  latestAt: string
}

export const chart = {
  span: (p: { title: string; from: string; to: string }) => `${p.title}: ${p.from} – ${p.to}.`,
  /** A chart of one period. */
  spanOne: (p: { title: string; at: string }) => `${p.title}: ${p.at}.`,
  seriesSummary: (p: Summary) =>
    `${p.name}: ${p.total === null ? '' : `total ${p.total}; `}highest ${p.highest} (${p.highestAt}), lowest ${p.lowest} (${p.lowestAt}); latest ${p.latest} (${p.latestAt}).`,
  seriesFlat: (p: { name: string; value: string; total: string | null }) =>
    `${p.name}: ${p.value} at every point${p.total === null ? '' : `, total ${p.total}`}.`,
  seriesEmpty: (p: { name: string }) => `${p.name}: no data.`,
  tableHeading: 'Period',
  failed: 'The chart could not be drawn; here are its figures.',
}
