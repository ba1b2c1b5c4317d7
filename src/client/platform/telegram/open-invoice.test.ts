import { describe, expect, it, vi } from 'vitest'
import { openInvoice } from './invoice.ts'

describe('openInvoice', () => {
  it('outside Telegram reports unsupported to the callback and as its value, opening nothing', async () => {
    const onStatus = vi.fn()
    expect(await openInvoice('https://t.me/$abc', onStatus)).toBe('unsupported')
    expect(onStatus).toHaveBeenCalledWith('unsupported')
  })
})
