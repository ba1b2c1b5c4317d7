import { clock } from '#shared/clock.ts'
import { testNow } from './test-now.ts'

// Every test file starts at one known instant (TEST_NOW, or the default of test-now.ts), never
// at the hour the suite happens to run; a test that needs another instant sets it itself.
clock.set(testNow())
