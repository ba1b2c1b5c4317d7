// Answers written by a serializer compiled once per route from the route's zod response schema
// (decision 0033, addendum): the zod schema stays the one contract, but production does not run
// zod over every row of every answer. `z.toJSONSchema` (output side) → fast-json-stringify, which
// writes only the schema's keys (unknown keys are dropped, as zod strips them) and refuses an
// answer that misses a required key. Tests and development run both and refuse any answer where
// the two differ, and zod's own check still fails a wrong answer there: the whole suite checks
// the compiled serializer against the contract on every answer it sees.
import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * `zod`: zod encodes and checks every answer (fastify-type-provider-zod).
 * `compiled`: the compiled serializer alone (production).
 * `checked`: both, and an answer on which they differ is an error (tests, development).
 */
export type ResponseSerialization = 'zod' | 'compiled' | 'checked'

type Stringify = (data: unknown) => string

/**
 * A JSON Schema node as zod writes it, made plainer for fast-json-stringify:
 * - `additionalProperties: false` goes: fast-json-stringify writes only the named keys anyway,
 *   but it picks a branch of an `anyOf` by validating the value, and an extra key would then
 *   match no branch (zod strips it and goes on);
 * - a primitive that may be null (`anyOf: [{type: X}, {type: 'null'}]`) becomes
 *   `type: [X, 'null']`, written directly instead of trying each branch in turn.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify)
  if (node === null || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue
    out[key] = simplify(value)
  }
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1)
    const other = anyOf[1 - nullIndex]
    const primitive = ['string', 'number', 'integer', 'boolean']
    if (
      nullIndex !== -1 &&
      other &&
      typeof other.type === 'string' &&
      primitive.includes(other.type) &&
      Object.keys(other).every((k) => k === 'type' || k === 'format' || k === 'enum' || k === 'const')
    ) {
      const { anyOf: _, ...rest } = out
      const merged: Record<string, unknown> = { ...rest, type: [other.type, 'null'] }
      if (other.format) merged.format = other.format
      if (Array.isArray(other.enum)) merged.enum = [...other.enum, null]
      if ('const' in other) merged.enum = [other.const, null]
      return merged
    }
  }
  return out
}

/** The compiled serializer of a zod schema, or undefined when its JSON Schema cannot say it. */
export function compileResponseSchema(schema: z.ZodType): Stringify | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as Stringify
  } catch {
    return undefined
  }
}

/** The serializer compiler of the app: see ResponseSerialization. */
export function responseSerializerCompiler(
  mode: ResponseSerialization,
): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route as never) as Stringify
    if (mode === 'zod' || !(route.schema instanceof z.ZodType)) return zodSerializer
    const compiled = compileResponseSchema(route.schema)
    if (!compiled) return zodSerializer
    if (mode === 'compiled') return compiled
    return (data) => {
      const checked = zodSerializer(data)
      const fast = compiled(data)
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(checked))) {
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} differs from zod's: ${fast} ≠ ${checked}`,
        )
      }
      return fast
    }
  }
}
