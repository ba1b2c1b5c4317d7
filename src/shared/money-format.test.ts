import { describe, expect, it } from 'vitest'
import { currencyDigits, formatMoney } from './money-format.ts'

const plain = (s: string) => s.replace(/\s/g, ' ')

describe('formatMoney', () => {
  it('writes whole amounts without kopecks and others with them, per locale', () => {
    expect(plain(formatMoney(250_000, 'RUB', 'ru'))).toBe('2 500 ₽')
    expect(plain(formatMoney(250_050, 'RUB', 'ru'))).toBe('2 500,50 ₽')
    expect(formatMoney(1_999, 'USD', 'en')).toBe('$19.99')
    expect(formatMoney(2_000, 'USD', 'en')).toBe('$20')
  })

  it('knows currencies without a minor unit', () => {
    expect(currencyDigits('JPY')).toBe(0)
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500')
  })

  it('writes Telegram Stars as a count, with a replaceable sign', () => {
    expect(formatMoney(1500, 'XTR', 'en')).toBe('⭐ 1,500')
    expect(plain(formatMoney(1500, 'XTR', 'ru', '★'))).toBe('★ 1 500')
  })
})
