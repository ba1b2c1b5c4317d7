/** A load whose failure shows in its own part of a page, while the rest of the page stands. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** For a route loader: one part of the page's data, kept apart from the loader's own failure. */
export function settle<T>(load: Promise<T>): Promise<Settled<T>> {
  return load.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  )
}
