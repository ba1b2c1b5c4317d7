import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_TRAINERS } from './data/trainers.ts'
import { portraitSvg, writePortraits } from './portraits.ts'

describe('demo trainer portraits', () => {
  it('draws the same face for the same trainer and a different one for each trainer', () => {
    const anna = DEMO_TRAINERS[0]!
    expect(portraitSvg(anna)).toBe(portraitSvg(anna))
    const faces = new Set(DEMO_TRAINERS.map((t) => portraitSvg(t)))
    expect(faces.size).toBe(DEMO_TRAINERS.length)
  })

  it('writes one SVG file per trainer under uploads/avatars and answers the URLs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portraits-'))
    try {
      const urls = await writePortraits(dir, DEMO_TRAINERS)
      expect(urls.size).toBe(DEMO_TRAINERS.length)
      const url = urls.get('anna.yoga@trainly.local')!
      expect(url).toBe('/uploads/avatars/demo-anna-yoga.svg')
      const svg = await readFile(path.join(dir, 'avatars', 'demo-anna-yoga.svg'), 'utf8')
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).not.toMatch(/<script|on\w+=/i)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
