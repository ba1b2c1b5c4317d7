// Every question put to Intl about a time zone, in one place: which zones exist, their offsets,
// and instants formatted as a zone's clock shows them. Formatters are cached (building one costs
// far more than using it). Intl alone, no date library (decision 0020).

/**
 * Zones found known (building a DateTimeFormat to ask costs ~0.1–0.5 ms, once per schedule call):
 * only known ones are kept, in a bounded set emptied when full, since it sees arbitrary input.
 */
const knownZones = new Set<string>()

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    return false
  }
  if (knownZones.size >= 1000) knownZones.clear()
  knownZones.add(zone)
  return true
}

/** The zone's own spelling of it ('europe/berlin' → 'Europe/Berlin'). */
export function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
}

/** The zones a person can choose from, with `current` among them even if this runtime lacks it. */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return all.includes(current) ? all : [current, ...all]
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The one way a time of day is written per language, whatever else a format shows: English
 * "8:00 AM" (as `timeStyle: 'short'` writes it), Russian "08:00". A format naming `hour` gets
 * this hour style, so no screen mixes "08:00 AM" and "8:00 AM".
 */
export function hourStyleOf(locale: string): '2-digit' | 'numeric' {
  return locale.toLowerCase().startsWith('ru') ? '2-digit' : 'numeric'
}

/**
 * `instant` as the clock in `zone` shows it, in `locale`'s words ('UTC' for a zone-free calendar
 * date). Throws a RangeError for a zone the runtime does not know.
 */
export function formatInZone(
  instant: Date,
  zone: string,
  locale: string,
  requested: Intl.DateTimeFormatOptions,
): string {
  const options = requested.hour ? { ...requested, hour: hourStyleOf(locale) } : requested
  const key = `${locale} ${zone} ${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })
    formatters.set(key, formatter)
  }
  return formatter.format(instant)
}

const wallClocks = new Map<string, Intl.DateTimeFormat>()

function wallClockOf(zone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    })
    wallClocks.set(zone, formatter)
  }
  return formatter
}

/** The zone's offset from UTC at `instantMs`, in ms, to the second (Berlin in summer: +2 h). */
export function zoneOffset(instantMs: number, zone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000
  // formatToParts costs ~50 µs; a schedule asks it for every training on every read. The answer
  // for a zone and a second never changes, so it is remembered (a bounded map, emptied when full).
  const key = `${zone} ${whole}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const offset = computeZoneOffset(whole, zone)
  if (offsets.size >= OFFSETS_KEPT) offsets.clear()
  offsets.set(key, offset)
  return offset
}

const OFFSETS_KEPT = 20_000
const offsets = new Map<string, number>()

function computeZoneOffset(whole: number, zone: string): number {
  const parts: Record<string, string> = {}
  for (const part of wallClockOf(zone).formatToParts(new Date(whole))) parts[part.type] = part.value
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year)
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return wall - whole
}
