import { searchParams, uuid } from '#client/platform/url/search-params.ts'

/** `/trainings-data?open=`: the assigned workout to open (the home card's link), else the first. */
export const trainingDataSearch = searchParams({ open: uuid() })
export type TrainingDataSearch = ReturnType<typeof trainingDataSearch>
