// Raw SQL for what the query builder cannot say well (recursive and layered CTEs, window
// functions, `for update` in a chosen order, set-returning inserts). This file is the only place
// a raw result gets a type: each row is parsed by the schema the caller declares, so a renamed or
// retyped column fails here, by name, instead of flowing on as a wrong value.
import { createHash } from 'node:crypto'
import type { Query, SQL } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Executor } from './client.ts'

/** The rows of a raw query, each checked against `row` (unknown columns are dropped). */
export async function queryRows<Row extends z.ZodType>(
  executor: Executor,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const { rows } = await executor.execute(query)
  return rows.map((r) => row.parse(r))
}

/** What `queryRowsNamed` needs of Drizzle's session: its dialect and a named prepared query. */
interface NamingSession {
  dialect: PgDialect
  prepareQuery(query: Query, fields: undefined, name: string, isResponseInArrayMode: false): PreparedStatement
}

interface PreparedStatement {
  execute(placeholderValues?: Record<string, unknown>): Promise<{ rows: unknown[] }>
}

/** Statement names by their text: hashing a few KB per call would cost more than remembering. */
const statementNames = new Map<string, string>()

/**
 * `queryRows` as a named (prepared) statement: PostgreSQL parses and plans it once per connection
 * and then reuses the plan, which for a hot query with joins costs more than running it (decision
 * 0033, third addendum). The name is `prefix` and a hash of the text, so each distinct text gets
 * its own statement. Only for hot queries whose text takes a few shapes (each shape is a
 * statement kept by every connection of the pool) and whose plan does not hang on the values:
 * after five runs PostgreSQL may keep one generic plan for all of them.
 */
export async function queryRowsNamed<Row extends z.ZodType>(
  executor: Executor,
  prefix: string,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const session = executor._.session as unknown as NamingSession
  const compiled = session.dialect.sqlToQuery(query)
  let name = statementNames.get(compiled.sql)
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 16)}`
    if (statementNames.size >= 1_000) statementNames.clear()
    statementNames.set(compiled.sql, name)
  }
  const { rows } = await session.prepareQuery(compiled, undefined, name, false).execute()
  return rows.map((r) => row.parse(r))
}

/** A statement of `namedStatement`: its rows for the placeholders' values. */
export type NamedStatement<Row extends z.ZodType, Name extends string> = (
  executor: Executor,
  values: Record<Name, unknown>,
) => Promise<z.output<Row>[]>

/**
 * A named statement whose text never changes, the values it takes named by `sql.placeholder`: its
 * SQL is written once, and Drizzle's prepared query made once per session (the pool's, or a
 * transaction's), where `queryRowsNamed` compiles the SQL and hashes its text on every call. For
 * the hottest statements (the session check runs on every authenticated call, decision 0048).
 */
export function namedStatement<Row extends z.ZodType, Name extends string>(
  name: string,
  row: Row,
  query: SQL,
): NamedStatement<Row, Name> {
  let compiled: Query | undefined
  const prepared = new WeakMap<object, PreparedStatement>()
  return async (executor, values) => {
    const session = executor._.session as unknown as NamingSession
    compiled ??= session.dialect.sqlToQuery(query)
    let statement = prepared.get(session)
    if (statement === undefined) {
      statement = session.prepareQuery(compiled, undefined, name, false)
      prepared.set(session, statement)
    }
    const { rows } = await statement.execute(values)
    return rows.map((r) => row.parse(r))
  }
}

/** The first row of a raw query, checked against `row`; undefined when there is none. */
export async function queryRow<Row extends z.ZodType>(
  executor: Executor,
  row: Row,
  query: SQL,
): Promise<z.output<Row> | undefined> {
  const rows = await queryRows(executor, row, query)
  return rows[0]
}

/** A raw statement whose rows nobody reads (a lock, an update of many rows): how many it touched. */
export async function runSql(executor: Executor, query: SQL): Promise<number> {
  const { rowCount } = await executor.execute(query)
  return rowCount ?? 0
}
