import { dictionary } from '@zxcvbn-ts/language-common'

// The 49,000 most common passwords of zxcvbn-ts's list (from breach corpora), by frequency.
let commonPasswords: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))
  return commonPasswords.has(password.toLowerCase())
}
