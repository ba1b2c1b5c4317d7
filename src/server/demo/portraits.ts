// Portrait-style avatars of the demo trainers, drawn at seed time by DiceBear's "personas" style
// (decision 0041): deterministic per trainer, made on this machine with no network, written as
// SVG files beside uploaded avatars so that they are served, replaced and deleted the same way.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import * as personas from '@dicebear/personas'
import type { DemoTrainer } from './data/trainers.ts'

/** Where users' avatars are served from (the profile module's AVATAR_URL_PREFIX). */
const AVATARS_URL = '/uploads/avatars/'

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7ead4']
const SKIN = ['623d36', '92594b', 'b16a5b', 'd78774', 'e5a07e', 'e7a391', 'eeb4a4']
const HAIR_COLORS = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370']
const LOOKS = {
  woman: {
    hair: ['long', 'bobCut', 'curly', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong'],
    facialHairProbability: 0,
  },
  man: {
    hair: ['shortCombover', 'buzzcut', 'fade', 'balding', 'shortComboverChops'],
    facialHairProbability: 45,
  },
} as const

/** The SVG portrait of one demo trainer: the same trainer always gets the same face. */
export function portraitSvg(trainer: Pick<DemoTrainer, 'email' | 'portrait'>): string {
  const look = LOOKS[trainer.portrait]
  return createAvatar(personas, {
    seed: trainer.email,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    skinColor: SKIN,
    hair: [...look.hair] as personas.Options['hair'],
    facialHairProbability: look.facialHairProbability,
    hairColor: HAIR_COLORS,
    eyes: ['open', 'happy'],
    mouth: ['smile', 'bigSmile', 'smirk'],
  }).toString()
}

/** Writes every trainer's portrait under `uploadsDir` and answers each one's avatar URL by email. */
export async function writePortraits(
  uploadsDir: string,
  trainers: readonly Pick<DemoTrainer, 'email' | 'portrait'>[],
): Promise<Map<string, string>> {
  const dir = path.join(uploadsDir, 'avatars')
  await mkdir(dir, { recursive: true })
  const urls = new Map<string, string>()
  for (const trainer of trainers) {
    const name = `demo-${trainer.email.split('@')[0]!.replace(/[^a-z0-9]+/gi, '-')}.svg`
    await writeFile(path.join(dir, name), portraitSvg(trainer))
    urls.set(trainer.email, `${AVATARS_URL}${name}`)
  }
  return urls
}
