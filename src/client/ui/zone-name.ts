/**
 * A time zone as a person reads it, in every text and list of the app: «America/Los Angeles»,
 * the IANA id without its underscores. The id itself is what is stored and sent.
 */
export function zoneName(zone: string): string {
  return zone.replaceAll('_', ' ')
}
