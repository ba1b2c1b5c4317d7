import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstClosedFolder } from './embedded.ts'

// Someone who owns nothing here, as the `postgres` user owns nothing of a root checkout.
const stranger = { uid: 54_321, gid: 54_321 }

let base: string
beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'trainly-reach-'))
  await chmod(base, 0o755)
})
afterEach(async () => {
  await chmod(base, 0o755)
  await rm(base, { recursive: true, force: true })
})

describe('which folder keeps the database user out (root in a private home, issue 15 item 10)', () => {
  it('names the 0700 folder on the way, like /root', async () => {
    const home = path.join(base, 'root')
    await mkdir(path.join(home, 'trainly', 'node_modules'), { recursive: true })
    await chmod(home, 0o700)
    expect(firstClosedFolder(path.join(home, 'trainly', 'node_modules', 'initdb'), stranger)).toEqual({
      folder: home,
      mode: 0o700,
    })
  })

  it('finds nothing in the way through folders others may enter', async () => {
    await mkdir(path.join(base, 'srv', 'data'), { recursive: true })
    expect(firstClosedFolder(path.join(base, 'srv', 'data', 'postgres'), stranger)).toBeUndefined()
  })
})
