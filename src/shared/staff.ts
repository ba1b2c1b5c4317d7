// The staff side's fixed lists, apart from the API's schemas so that a route's search check can
// use them without bringing zod schemas into the first load.

export const MODERATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const
export type ModerationFilter = (typeof MODERATION_FILTERS)[number]
