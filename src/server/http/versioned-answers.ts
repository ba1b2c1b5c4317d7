/**
 * Answers kept in memory while their version holds (decision 0033, fourth addendum): one per key,
 * the latest version asked replacing an older one, the least recently used going first once the
 * bytes kept pass the bound. The caller reads the version from the database with each request, so
 * an answer is served only for the version it was made from; nothing here decides freshness.
 */
export class VersionedAnswers {
  readonly #entries = new Map<string, { version: string; body: Buffer }>()
  #bytes = 0

  constructor(
    /** The most bytes of answers kept; an answer above a quarter of it is not kept. */
    readonly maxBytes: number,
  ) {}

  /**
   * The answer for `key`: the kept one while `currentVersion` reads the version it was built at,
   * else a new one from `build`, which returns it with the version of the data it read. With
   * nothing kept for the key, the version is not read first.
   */
  async answer(
    key: string,
    currentVersion: () => Promise<string>,
    build: () => Promise<{ version: string; body: Buffer }>,
  ): Promise<Buffer> {
    if (this.#entries.has(key)) {
      const kept = this.get(key, await currentVersion())
      if (kept) return kept
    }
    const built = await build()
    this.set(key, built.version, built.body)
    return built.body
  }

  /** Whether it keeps answers at all (a bound of 0 keeps none: ANSWER_CACHE=false). */
  get keeps(): boolean {
    return this.maxBytes > 0
  }

  /** Whether an answer is kept for `key`, at any version. */
  has(key: string): boolean {
    return this.#entries.has(key)
  }

  /** The answer kept for `key` at `version`, now the most recently used; else undefined. */
  get(key: string, version: string): Buffer | undefined {
    const entry = this.#entries.get(key)
    if (!entry || entry.version !== version) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.body
  }

  set(key: string, version: string, body: Buffer): void {
    this.#remove(key)
    if (body.length > this.maxBytes / 4) return
    this.#entries.set(key, { version, body })
    this.#bytes += body.length
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= entry.body.length
    }
  }

  /** How many answers and bytes are kept (for tests and the benchmark's memory reading). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.#entries.size, bytes: this.#bytes }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.body.length
  }
}
