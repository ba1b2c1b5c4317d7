import { describe, expect, it } from 'vitest'
import { VersionedAnswers } from './versioned-answers.ts'

const bytes = (n: number) => Buffer.alloc(n, 1)

describe('VersionedAnswers', () => {
  it('serves an answer only at the version it was kept for', () => {
    const answers = new VersionedAnswers(1_000)
    answers.set('a', '7', bytes(10))
    expect(answers.get('a', '7')).toEqual(bytes(10))
    expect(answers.get('a', '8')).toBeUndefined()
    expect(answers.get('b', '7')).toBeUndefined()
    expect(answers.has('a')).toBe(true)
  })

  it('keeps one answer per key: a newer one replaces the older and its bytes', () => {
    const answers = new VersionedAnswers(1_000)
    answers.set('a', '7', bytes(100))
    answers.set('a', '8', bytes(50))
    expect(answers.get('a', '7')).toBeUndefined()
    expect(answers.get('a', '8')).toEqual(bytes(50))
    expect(answers.size).toEqual({ answers: 1, bytes: 50 })
  })

  it('lets the least recently used go first once past its bound', () => {
    const answers = new VersionedAnswers(1_000)
    answers.set('a', '1', bytes(200))
    answers.set('b', '1', bytes(200))
    answers.set('c', '1', bytes(200))
    answers.set('d', '1', bytes(200))
    answers.get('a', '1') // a is now the most recently used
    answers.set('e', '1', bytes(250))
    expect(answers.has('b')).toBe(false)
    expect([...'acde'].every((key) => answers.has(key))).toBe(true)
    expect(answers.size).toEqual({ answers: 4, bytes: 850 })
  })

  it('does not keep an answer above a quarter of its bound, and forgets the older one for the key', () => {
    const answers = new VersionedAnswers(1_000)
    answers.set('a', '1', bytes(100))
    answers.set('a', '2', bytes(251))
    expect(answers.has('a')).toBe(false)
    expect(answers.size).toEqual({ answers: 0, bytes: 0 })
  })

  it('keeps nothing with a bound of 0, and builds every answer', async () => {
    const answers = new VersionedAnswers(0)
    let builds = 0
    const build = async () => {
      builds += 1
      return { version: '1', body: bytes(10) }
    }
    await answers.answer('a', async () => '1', build)
    await answers.answer('a', async () => '1', build)
    expect(answers.keeps).toBe(false)
    expect(builds).toBe(2)
  })

  it('reads the version only when an answer is kept for the key, and builds only when it moved', async () => {
    const answers = new VersionedAnswers(1_000)
    const reads: string[] = []
    let version = '1'
    const current = async () => {
      reads.push(version)
      return version
    }
    const build = async () => ({ version, body: Buffer.from(`v${version}`) })
    expect((await answers.answer('a', current, build)).toString()).toBe('v1')
    expect(reads).toEqual([])
    expect((await answers.answer('a', current, build)).toString()).toBe('v1')
    version = '2'
    expect((await answers.answer('a', current, build)).toString()).toBe('v2')
    expect(reads).toEqual(['1', '2'])
  })
})
