import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { en } from './en.ts'
import { resolveLocale } from './index.ts'
import { ru } from './ru.ts'

describe('dictionaries', () => {
  it('show the API’s English messages unchanged in English', () => {
    expect(en.messages).toEqual(MESSAGES)
  })

  it('translate every API message into Russian', () => {
    for (const [id, text] of Object.entries(ru.messages)) {
      expect(text, id).not.toBe(MESSAGES[id as keyof typeof MESSAGES])
    }
  })

  it('use SPEC.md’s Russian text for a failed token refresh', () => {
    expect(ru.session.refreshFailed).toBe('Не удалось обновить токен')
    expect(en.session.refreshFailed).toBe('Could not refresh the token')
  })
})

describe('choosing the language', () => {
  it('prefers the user’s setting, then Telegram, then the browser', () => {
    expect(resolveLocale({ setting: 'en', telegram: 'ru', browser: ['ru-RU'] })).toBe('en')
    expect(resolveLocale({ setting: null, telegram: 'ru', browser: ['en-US'] })).toBe('ru')
    expect(resolveLocale({ telegram: 'de', browser: ['fr-FR', 'ru-RU', 'en'] })).toBe('ru')
    expect(resolveLocale({ browser: ['de-DE'] })).toBe('en')
  })
})

describe('a time zone in a text', () => {
  it('reads without the IANA id’s underscores in every text that names one, in both languages', () => {
    const zone = 'America/Los_Angeles'
    for (const d of [en, ru]) {
      const texts = [
        d.schedule.zoneNote({ zone }),
        d.statistics.zoneNote({ zone }),
        d.adminTrainings.timesIn({ zone }),
        d.booking.zoneNote({ zone }),
        d.createTraining.zoneHint({ zone }),
        d.trainingTemplate.previewZone({ zone }),
        d.trainingTemplate.previewZones({ zone, viewerZone: 'America/New_York' }),
      ]
      for (const text of texts) {
        expect(text).toContain('America/Los Angeles')
        expect(text).not.toContain('_')
      }
    }
  })
})
