// The success envelope of every answer (SPEC.md §7): `{ status: 'success', ...fields }`.

/** `{ status: 'success', ...fields }`: an answer with fields of its own (tokens, message, …). */
export function success<Fields extends object>(fields: Fields): { status: 'success' } & Fields {
  return { status: 'success', ...fields }
}

/** `{ status: 'success', data }`: the answer that carries one thing. */
export function ok<Data>(data: Data): { status: 'success'; data: Data } {
  return { status: 'success', data }
}
