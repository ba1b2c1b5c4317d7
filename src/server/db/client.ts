import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { seedExerciseLibrary } from './exercise-library.ts'
import * as schema from './schema.ts'

export type Db = NodePgDatabase<typeof schema>
/** A transaction's handle: what a helper takes when it may run inside one or on its own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export interface Database {
  readonly db: Db
  readonly pool: pg.Pool
  close(): Promise<void>
}

export const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzle(pool, { schema })
  return { db, pool, close: () => pool.end() }
}

export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR) {
  await migrate(database.db, { migrationsFolder })
  // Reference data every database has (decision 0030), kept by the same step as the schema.
  await seedExerciseLibrary(database.db)
}

/**
 * The constraint a PostgreSQL error names when its SQLSTATE is `code` (23505 unique, 23514
 * check, 23P01 exclusion), looking through Drizzle's wrapping; undefined for any other error.
 */
export function constraintViolation(error: unknown, code: '23505' | '23514' | '23P01'): string | undefined {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause]
  for (const e of candidates) {
    const pgError = e as { code?: string; constraint?: string } | null
    if (pgError?.code === code) return pgError.constraint ?? ''
  }
  return undefined
}

/** The constraint a unique violation (23505) broke, if the error is one. */
export function uniqueViolation(error: unknown): string | undefined {
  return constraintViolation(error, '23505')
}
