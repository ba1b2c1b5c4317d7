import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://127.0.0.1:${E2E_PORT}`

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs }
// Playwright turns the back/forward cache off; the specs that need a browser as people have it
// (decision 0046) run in a project of their own with it on.
const withBackForwardCache = /(device-db-lock|back-forward-cache)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI, a test that fails is run once more and, if it then passes, reported as flaky: CI's
  // shared 2-core machine has failed a different timing-bound test in each recent run (0050).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    // A missing element fails its step soon, not at the end of a long test's budget.
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    // The app must work without its service worker; specs that need it opt in with 'allow'.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: withBackForwardCache,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium, back/forward cache on',
      testMatch: withBackForwardCache,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
      },
    },
  ],
  webServer: {
    // The production build on the real server with a fresh embedded database.
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT), LOG_LEVEL: 'warn' },
  },
})
