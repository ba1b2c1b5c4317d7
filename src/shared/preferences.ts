export const THEMES = ['telegram', 'system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
