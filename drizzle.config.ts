import { defineConfig } from 'drizzle-kit'

// Used only to generate migrations (`npm run db:generate`); no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
})
