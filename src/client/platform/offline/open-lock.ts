// A device database opens holding a Web Lock of its name (decision 0046).
//
// A page that leaves while it is creating or upgrading a database can be frozen in the browser's
// back/forward cache in the middle of that upgrade. The next page's open of the same database then
// gets no answer at all, neither success nor "blocked", until the frozen page is evicted, which
// can take minutes: the schedule stays on "Loading…". A page frozen while it holds a Web Lock is
// evicted as soon as another page asks for that lock (Chromium's "weblocks-contention"), so every
// open asks for the same lock first and never waits behind a frozen upgrade.
import Dexie from 'dexie'

/** The lock every open of the database `name` holds, in every tab and page of the origin. */
export const openLockName = (name: string) => `trainly-open:${name}`

/**
 * Makes every open of `db`, Dexie's own on first use included, hold the database's lock while it
 * runs. Where Web Locks are missing the open runs as before.
 */
export function openHoldingLock<D extends Dexie>(db: D): D {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return db
  const open = db.open.bind(db)
  // Dexie's first query calls db.open() itself; its queries wait for the open, not for this promise.
  db.open = () => {
    const opened = locks.request(openLockName(db.name), () => open())
    return Dexie.Promise.resolve(opened)
  }
  return db
}
