export const THEMES = ['telegram', 'system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
