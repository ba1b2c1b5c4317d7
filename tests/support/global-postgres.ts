import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase, migrateDatabase } from '#server/db/client.ts'
import { startEmbeddedPostgres } from '#server/db/embedded.ts'

export const TEMPLATE_DATABASE = 'trainly_template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    templateDatabase: string
  }
}

/**
 * One embedded PostgreSQL for the whole API suite, with a migrated template database; each
 * test file clones its own database from it (tests/support/test-app.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trainly-test-pg-'))
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dir, 0o755)
  const postgres = await startEmbeddedPostgres(path.join(dir, 'postgres'))
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()
  const template = connectDatabase(postgres.urlFor(TEMPLATE_DATABASE), { max: 1 })
  await migrateDatabase(template)
  await template.close()
  project.provide('postgresUrl', postgres.url)
  project.provide('templateDatabase', TEMPLATE_DATABASE)
  return async () => {
    await postgres.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
