import { describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { lastLocalChange, noteIfChange, noteServerChange } from './local-changes.ts'

/** A real Storage's behaviour over a map: what the browser's local storage does. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

describe('the last change made from this device', () => {
  it('is 0 until a write succeeds', () => {
    const storage = memoryStorage()
    expect(lastLocalChange(storage)).toBe(0)
    noteIfChange('GET', true, storage)
    noteIfChange('POST', false, storage)
    expect(lastLocalChange(storage)).toBe(0)
  })

  it('a successful write of any verb marks the instant', () => {
    const storage = memoryStorage()
    clock.set(new Date('2026-11-26T08:00:00Z'))
    noteIfChange('post', true, storage)
    expect(lastLocalChange(storage)).toBe(Date.parse('2026-11-26T08:00:00Z'))
    clock.set(new Date('2026-11-26T08:01:00Z'))
    noteIfChange('DELETE', true, storage)
    expect(lastLocalChange(storage)).toBe(Date.parse('2026-11-26T08:01:00Z'))
  })

  it('a change the server announced marks the instant too', () => {
    const storage = memoryStorage()
    clock.set(new Date('2026-11-26T09:30:00Z'))
    noteServerChange(storage)
    expect(lastLocalChange(storage)).toBe(Date.parse('2026-11-26T09:30:00Z'))
  })

  it('a storage that refuses leaves 0, not an error', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(() => noteIfChange('PUT', true, storage)).not.toThrow()
    expect(lastLocalChange(storage)).toBe(0)
  })
})
