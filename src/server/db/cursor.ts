import { AppError } from '#server/app-error.ts'
import { MESSAGES } from '#shared/messages.ts'
import { isUuid } from '#shared/uuid.ts'

/**
 * A keyset position: the sort key values and the id of the last item of a page. Clients get
 * it as opaque base64url JSON; it is not secret (it only says where a page ends), so it is
 * checked, not signed.
 */
export interface Cursor {
  /** Which ordering the position belongs to; a cursor of another ordering is refused. */
  order: string
  keys: (string | number)[]
  id: string
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ o: cursor.order, k: cursor.keys, id: cursor.id })).toString('base64url')
}

export type KeyKind = 'int' | 'decimal' | 'timestamp'

const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/
/** The exact text decodeCursor accepts for a timestamp: what `cursorTime` in SQL produces. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

function validKey(value: unknown, kind: KeyKind): value is string | number {
  switch (kind) {
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value)
    case 'decimal':
      return typeof value === 'string' && DECIMAL.test(value)
    case 'timestamp':
      return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))
  }
}

export function cursorInvalid(): AppError {
  return AppError.badRequest(MESSAGES.cursorInvalid, { cursor: MESSAGES.cursorInvalid })
}

/** The position in `raw`, checked against the ordering and key kinds the caller expects; else 400 on `cursor`. */
export function decodeCursor(raw: string, order: string, kinds: KeyKind[]): Cursor {
  let parsed: unknown
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(raw)) throw new Error('not base64url')
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw cursorInvalid()
  }
  const { o, k, id } = (parsed ?? {}) as { o?: unknown; k?: unknown; id?: unknown }
  if (
    o !== order ||
    typeof id !== 'string' ||
    !isUuid(id) ||
    !Array.isArray(k) ||
    k.length !== kinds.length ||
    !k.every((value, i) => validKey(value, kinds[i]!))
  ) {
    throw cursorInvalid()
  }
  return { order, keys: k as (string | number)[], id }
}
