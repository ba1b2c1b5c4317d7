// Renders src/client/ui/brand/logo.svg into the PNG icons of the web app manifest with Debian's Chromium.
// Run after changing the logo: node scripts/make-icons.mjs (the PNGs are committed).
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const svg = readFileSync('src/client/ui/brand/logo.svg', 'utf8')
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const icons = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable: the logo inside the 80 % safe zone on the brand colour.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.1, background: '#2481cc' },
]
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  const inner = Math.round(icon.size * (1 - 2 * icon.padding))
  await page.setContent(
    `<html><body style="margin:0;background:${icon.background};display:flex;align-items:center;justify-content:center;width:${icon.size}px;height:${icon.size}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body></html>`,
  )
  await page.screenshot({ path: icon.file, omitBackground: icon.background === 'transparent' })
  await page.close()
  console.log('wrote', icon.file)
}
await browser.close()
