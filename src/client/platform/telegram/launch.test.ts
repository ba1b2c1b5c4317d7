import { afterEach, describe, expect, it } from 'vitest'
import { isInsideTelegram, telegramLanguageCode } from './launch.ts'

const initData = new URLSearchParams({
  user: JSON.stringify({ id: 7, first_name: 'Ivan', language_code: 'ru' }),
  auth_date: '1700000000',
  hash: 'abc',
}).toString()

afterEach(() => {
  window.location.hash = ''
  sessionStorage.clear()
})

describe('the Telegram launch parameters', () => {
  it('are absent in a plain browser', () => {
    expect(isInsideTelegram()).toBe(false)
    expect(telegramLanguageCode()).toBeUndefined()
  })

  it('come from the URL hash and survive a hash change (router navigation, reload)', () => {
    window.location.hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0' }).toString()
    expect(isInsideTelegram()).toBe(true)
    expect(telegramLanguageCode()).toBe('ru')
    window.location.hash = ''
    expect(isInsideTelegram()).toBe(true)
    expect(telegramLanguageCode()).toBe('ru')
  })
})
