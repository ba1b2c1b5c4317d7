// The logo (also the favicon, index.html) as a hashed asset: cached for a year as immutable and
// precached by the service worker, where /favicon.svg had an hour (decision 0027, 2026-11-26).
import logoUrl from './logo.svg?no-inline'

export { logoUrl }
