import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import puppeteer from 'puppeteer-core'
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trainly-prof-')); chmodSync(dataDir, 0o755)
const port = 4749, base = `http://localhost:${port}`
const server = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'warn' }, stdio: 'ignore' })
try {
  for (let i = 0; ; i++) { if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)) }
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] })
  const page = await browser.newPage()
  await page.setViewport({ width: 412, height: 823, isMobile: true })
  const cdp = await page.createCDPSession()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  await page.goto(`${base}${process.argv[2] ?? '/trainers'}`, { waitUntil: 'networkidle0' })
  await new Promise((r) => setTimeout(r, 1000))
  const { profile } = await cdp.send('Profiler.stop')
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const dt = profile.timeDeltas
  profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)) })
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 35)
  for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), k)
  await browser.close()
} finally { server.kill('SIGTERM'); await new Promise((r) => server.on('exit', r)); rmSync(dataDir, { recursive: true, force: true }) }
