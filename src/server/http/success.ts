// The success envelope of every answer (SPEC.md §7): `{ status: 'success', ...fields }`.

/** `{ status: 'success', ...fields }`: an answer with fields of its own (tokens, message, …). */
export function success<Fields extends object>(fields: Fields): { status: 'success' } & Fields {
  return { status: 'success', ...fields }
}

/** `{ status: 'success', data }`: the answer that carries one thing. */
export function ok<Data>(data: Data): { status: 'success'; data: Data } {
  return { status: 'success', data }
}

/**
 * The body of `ok(data)` around data already written as JSON text (an answer PostgreSQL writes in
 * the contract's shape, decision 0033), with the empty message the schedule's answer carries.
 */
export function successJson(dataJson: string): string {
  return `{"status":"success","data":${dataJson},"message":""}`
}

/**
 * The text of what `reply.serialize` wrote. A route with a response schema writes a string; the
 * type also allows the bytes a custom serializer could return, read here as UTF-8.
 */
export function serializedText(serialized: string | ArrayBuffer | Buffer): string {
  if (typeof serialized === 'string') return serialized
  return Buffer.from(serialized instanceof ArrayBuffer ? new Uint8Array(serialized) : serialized).toString(
    'utf8',
  )
}
