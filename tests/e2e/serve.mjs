// Starts the production server for the e2e suite on a fresh data directory.
import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve('test-results/e2e-data')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
chmodSync(dataDir, 0o755)
process.env.DATA_DIR = dataDir
process.env.DEMO_SEED ??= 'true'
await import('../../scripts/start.mjs')
