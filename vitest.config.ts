import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-clock.ts', 'tests/support/setup-client.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'mock-telegram/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/support/setup-clock.ts', 'tests/support/setup-console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-postgres.ts'],
          setupFiles: ['tests/support/setup-clock.ts', 'tests/support/setup-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
