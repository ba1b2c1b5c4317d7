import { enFirst } from './en-first.ts'
import { enRest } from './en-rest.ts'

// The English dictionary, one file per namespace under en/, in two parts that load apart
// (en-first.ts, en-rest.ts; decision 0044); its shape is the type every other locale must match.

export const en = { ...enFirst, ...enRest }

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

export type Dictionary = Widen<typeof en>
