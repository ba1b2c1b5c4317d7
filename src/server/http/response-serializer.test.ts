import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compileResponseSchema } from './response-serializer.ts'

const API_DIR = new URL('../../shared/api/', import.meta.url)
const apiFiles = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

describe('the compiled response serializer', () => {
  it('compiles every response schema of the API (none falls back to zod)', async () => {
    const fallbacks: string[] = []
    let compiled = 0
    for (const file of apiFiles) {
      const module: unknown = await import(new URL(file, API_DIR).href)
      for (const [name, schema] of Object.entries(module as Record<string, unknown>)) {
        if (!(schema instanceof z.ZodType) || !name.endsWith('Response')) continue
        if (compileResponseSchema(schema)) compiled++
        else fallbacks.push(`${file}: ${name}`)
      }
    }
    expect(fallbacks).toEqual([])
    expect(compiled).toBeGreaterThan(50)
  })

  const schema = z.object({
    status: z.literal('success'),
    data: z.array(
      z.object({
        id: z.string(),
        note: z.string().nullable(),
        count: z.number().int().nullable(),
        state: z.enum(['a', 'b']).nullable(),
        place: z.number().optional(),
        nested: z.object({ name: z.string() }).nullable(),
      }),
    ),
  })
  const stringify = compileResponseSchema(schema)!

  it('writes what zod writes, nulls and optional keys included', () => {
    const data = {
      status: 'success' as const,
      data: [
        { id: '1', note: null, count: null, state: null, nested: null },
        { id: '2', note: 'n', count: 3, state: 'b' as const, place: 1, nested: { name: 'x' } },
      ],
    }
    expect(JSON.parse(stringify(data))).toEqual(z.encode(schema, data))
  })

  it('drops keys the schema does not name, as zod strips them', () => {
    const data = {
      status: 'success',
      secret: 'top',
      data: [
        { id: '1', note: null, count: 1, state: 'a', nested: { name: 'x', passwordHash: 'h' }, extra: 1 },
      ],
    }
    expect(JSON.parse(stringify(data))).toEqual({
      status: 'success',
      data: [{ id: '1', note: null, count: 1, state: 'a', nested: { name: 'x' } }],
    })
  })

  it('refuses an answer without a required key', () => {
    expect(() => stringify({ status: 'success', data: [{ note: null }] })).toThrow()
  })
})
