import { describe, expect, it } from 'vitest'
import { afterTelegramLogin, isLinkStartParam, startParamTarget } from './start-param.ts'
import { telegramTargetOrigin } from './target-origin.ts'

const ID = '7d1c0a52-3b8e-4f7e-9a55-0c1d2e3f4a5b'

describe('a startapp deep link', () => {
  it('leads to a trainer profile or to booking a training', () => {
    expect(startParamTarget(`trainer_${ID}`)).toBe(`/trainer-profile/${ID}`)
    expect(startParamTarget(`training_${ID}`)).toBe(`/booking?trainingId=${ID}`)
  })

  it('leads nowhere when it is a link code, unknown or malformed', () => {
    expect(startParamTarget('link_abc')).toBeUndefined()
    expect(isLinkStartParam('link_abc')).toBe(true)
    expect(startParamTarget('trainer_../../admin')).toBeUndefined()
    expect(startParamTarget('promo_1')).toBeUndefined()
    expect(startParamTarget(undefined)).toBeUndefined()
  })

  it('comes after the page the user asked for, and home comes last', () => {
    expect(afterTelegramLogin({ redirect: '/schedule', startParam: `trainer_${ID}` })).toBe('/schedule')
    expect(afterTelegramLogin({ redirect: undefined, startParam: `trainer_${ID}` })).toBe(
      `/trainer-profile/${ID}`,
    )
    expect(afterTelegramLogin({ redirect: undefined, startParam: 'link_abc' })).toBe('/')
  })
})

describe('the postMessage target origin', () => {
  it('stays Telegram’s own for a deployed app, whatever it is told', () => {
    const deployed = { dev: false, pageHostname: 'trainly.example' }
    expect(telegramTargetOrigin({ ...deployed, configured: 'http://localhost:5174' })).toBeUndefined()
    expect(telegramTargetOrigin({ ...deployed, parentOrigin: 'https://evil.example' })).toBeUndefined()
  })

  it('is the mock host on this machine for a development build or a locally served one', () => {
    expect(
      telegramTargetOrigin({ dev: true, pageHostname: 'localhost', configured: 'http://localhost:5174/x' }),
    ).toBe('http://localhost:5174')
    expect(
      telegramTargetOrigin({ dev: false, pageHostname: '127.0.0.1', parentOrigin: 'http://127.0.0.1:4010' }),
    ).toBe('http://127.0.0.1:4010')
    // A local app framed by a page elsewhere keeps the default.
    expect(
      telegramTargetOrigin({
        dev: false,
        pageHostname: '127.0.0.1',
        parentOrigin: 'https://web.telegram.org',
      }),
    ).toBeUndefined()
  })
})

describe('the trainer plan deep link', () => {
  it('opens /trainer-subscription', () => {
    expect(startParamTarget('plan')).toBe('/trainer-subscription')
  })
})
