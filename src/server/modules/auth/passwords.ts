import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1.
const OWASP_N = 2 ** 17
// Tests only (FAST_PASSWORD_HASHING, decision 0050): the same scrypt at 1/128 of the work. A hash
// names its own parameters, so either kind verifies under either setting.
const TEST_N = 2 ** 10
const R = 8
const P = 1
let N = OWASP_N

/** The process's hashing cost, from its configuration: OWASP's unless a test server asks for less. */
export function setPasswordHashing({ FAST_PASSWORD_HASHING }: { FAST_PASSWORD_HASHING: boolean }) {
  N = FAST_PASSWORD_HASHING ? TEST_N : OWASP_N
}
const KEY_LENGTH = 32
const SALT_LENGTH = 16

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: n, r, p, maxmem: 256 * n * r },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$salt$hash` with base64url parts; the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scrypt(password, salt, N, R, P, KEY_LENGTH)
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$')
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Whether a stored hash was made with weaker parameters than today's and should be redone. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$')
  return algorithm !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P
}
