import type { Dictionary } from './en.ts'
import { ruFirst } from './ru-first.ts'
import { ruRest } from './ru-rest.ts'

// The Russian dictionary, one file per namespace under ru/, in two parts that load apart
// (ru-first.ts, ru-rest.ts; decision 0044), each checked against English.

export const ru: Dictionary = { ...ruFirst, ...ruRest }
