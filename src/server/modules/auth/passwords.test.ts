import { afterEach, describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, setPasswordHashing, verifyPassword } from './passwords.ts'

afterEach(() => setPasswordHashing({ FAST_PASSWORD_HASHING: false }))

describe('password hashes', () => {
  it("are scrypt at OWASP's parameters, and verify only the same password", async () => {
    const hash = await hashPassword('Correct-Horse-2026')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('Correct-Horse-2026', hash)).toBe(true)
    expect(await verifyPassword('correct-horse-2026', hash)).toBe(false)
    expect(needsRehash(hash)).toBe(false)
  })

  it("are made cheaper for tests only when asked, and such a hash is redone at OWASP's cost", async () => {
    setPasswordHashing({ FAST_PASSWORD_HASHING: true })
    const fast = await hashPassword('Correct-Horse-2026')
    expect(fast).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(needsRehash(fast)).toBe(false)
    setPasswordHashing({ FAST_PASSWORD_HASHING: false })
    // The parameters travel with the hash: it still verifies, and asks to be made again.
    expect(await verifyPassword('Correct-Horse-2026', fast)).toBe(true)
    expect(needsRehash(fast)).toBe(true)
  })
})
