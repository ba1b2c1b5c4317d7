import type { Dictionary } from '../en.ts'

/** A sentence's end: a Russian date with its year already ends in «г.». */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

export const chart: Dictionary['chart'] = {
  span: (p) => sentence(`${p.title}: ${p.from} — ${p.to}`),
  spanOne: (p) => sentence(`${p.title}: ${p.at}`),
  seriesSummary: (p) =>
    `${p.name}: ${p.total === null ? '' : `всего ${p.total}; `}больше всего ${p.highest} (${p.highestAt}), меньше всего ${p.lowest} (${p.lowestAt}); последнее значение ${p.latest} (${p.latestAt}).`,
  seriesFlat: (p) => `${p.name}: везде ${p.value}${p.total === null ? '' : `, всего ${p.total}`}.`,
  seriesEmpty: (p) => `${p.name}: нет данных.`,
  tableHeading: 'Период',
  failed: 'График не удалось нарисовать; вот его данные.',
}
