// The rules of logged set results that the device and the server must agree on (decision 0031):
// which of two edits of one set wins, the merge of a batch into what is stored, and the figures
// of a set (estimated 1RM, volume). Pure and zod-free: the offline store, the server's tests and
// the property test all use it.

/** At most this many set results in one sync: a long workout's sets, many times over. Here, not
 * with the API's schemas, so a device's sync needs no zod to batch (decision 0054). */
export const MAX_RESULTS_PER_SYNC = 200

/** One edit of one set, as a device made it. */
export interface SetEdit {
  /** Client-generated UUID (lower case) of the set: kept by every later edit of the same set. */
  id: string
  /** The workout item (exercise line) the set belongs to. */
  itemId: string
  /** 0-based index of the set within its item. */
  setIndex: number
  reps: number | null
  weightKg: number | null
  durationSeconds: number | null
  done: boolean
  /** The device's time of the edit, ISO instant. */
  editedAt: string
}

/** The set an edit is about: one item's set number within one assignment. */
export function setKey(edit: Pick<SetEdit, 'itemId' | 'setIndex'>): string {
  return `${edit.itemId}#${edit.setIndex}`
}

/**
 * Whether edit `a` supersedes edit `b` of the same set: the later edit wins; two edits at the same
 * instant are ordered by their ids so that every device and the server pick the same one. An edit
 * never supersedes itself, so a retried sync changes nothing. The server's SQL says the same with
 * `(edited_at, id) > (stored.edited_at, stored.id)`.
 */
export function supersedes(
  a: Pick<SetEdit, 'id' | 'editedAt'>,
  b: Pick<SetEdit, 'id' | 'editedAt'>,
): boolean {
  const at = Date.parse(a.editedAt) - Date.parse(b.editedAt)
  if (at !== 0) return at > 0
  return a.id.toLowerCase() > b.id.toLowerCase()
}

/**
 * Merges `incoming` edits (a sync batch, in any order, retries included) into `stored` (one record
 * per set): each set once, with its latest edit. The id a set keeps is the one of its winning edit.
 */
export function mergeSetEdits<T extends SetEdit>(stored: readonly T[], incoming: readonly T[]): T[] {
  const bySet = new Map<string, T>()
  for (const edit of [...stored, ...incoming]) {
    const key = setKey(edit)
    const current = bySet.get(key)
    if (!current || supersedes(edit, current)) bySet.set(key, edit)
  }
  return [...bySet.values()]
}

/**
 * Estimated one-repetition maximum by Epley: weight × (1 + reps / 30); a single is the weight
 * itself. Null when the set has no weight or no reps. Rounded to 0.1 kg.
 */
export function epleyOneRepMaxKg(weightKg: number | null, reps: number | null): number | null {
  if (weightKg === null || reps === null || weightKg <= 0 || reps <= 0) return null
  const estimate = reps === 1 ? weightKg : weightKg * (1 + reps / 30)
  return Math.round(estimate * 10) / 10
}

/** Kilograms moved by a set (weight × reps), 0 when either is missing. */
export function setVolumeKg(weightKg: number | null, reps: number | null): number {
  if (weightKg === null || reps === null) return 0
  return weightKg * reps
}

/**
 * A device's queue of edits not yet confirmed by the server, one per set: a new edit of a set
 * replaces the one waiting for it (the person's last word on this device is what is sent).
 */
export function queueLocalEdit<T extends SetEdit>(pending: readonly T[], edit: T): T[] {
  const key = setKey(edit)
  return [...pending.filter((waiting) => setKey(waiting) !== key), edit]
}

/**
 * What stays queued after the server answered a sync with what it now stores for the sets sent:
 * an edit leaves the queue once the stored version is it or supersedes it. An edit made while the
 * sync was under way supersedes what the server stored and stays for the next sync.
 */
export function pendingAfterSync<T extends SetEdit>(pending: readonly T[], stored: readonly SetEdit[]): T[] {
  const storedBySet = new Map(stored.map((edit) => [setKey(edit), edit]))
  return pending.filter((edit) => {
    const kept = storedBySet.get(setKey(edit))
    return !kept || supersedes(edit, kept)
  })
}

/**
 * The time to stamp a new edit of a set with: now, or just after the version of the set the device
 * last saw (its own queued edit or the server's), whichever is later — so an edit made on top of a
 * version always supersedes it, even twice in one millisecond or on a clock that lags behind.
 */
export function editTimeAfter(nowMs: number, previousEditedAt?: string): string {
  const after = previousEditedAt === undefined ? Number.NEGATIVE_INFINITY : Date.parse(previousEditedAt) + 1
  return new Date(Math.max(nowMs, after)).toISOString()
}
