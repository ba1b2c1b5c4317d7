// Raw SQL for what the query builder cannot say well (recursive and layered CTEs, window
// functions, `for update` in a chosen order, set-returning inserts). This file is the only place
// a raw result gets a type: each row is parsed by the schema the caller declares, so a renamed or
// retyped column fails here, by name, instead of flowing on as a wrong value.
import type { SQL } from 'drizzle-orm'
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
