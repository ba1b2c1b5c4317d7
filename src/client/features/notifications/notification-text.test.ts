import { describe, expect, it } from 'vitest'
import { en } from '#client/ui/i18n/en.ts'
import { ru } from '#client/ui/i18n/ru.ts'
import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'
import { notificationText } from './notification-text.ts'
import { fullData, makeNotification } from './test-fixtures.ts'

describe('a booking released because its invoice was not paid (decision 0043)', () => {
  const released = makeNotification(1, {
    type: 'booking_cancelled',
    data: { ...fullData, reason: undefined, cancelledBy: 'unpaid' },
  })

  it('says so in both languages, instead of naming someone who cancelled', () => {
    expect(notificationText(en, released, 'en', 'UTC')).toMatch(
      new RegExp(
        `^Your booking for Morning yoga on .+ was released: it was not paid within ${INVOICE_HOLD_MINUTES} minutes$`,
      ),
    )
    expect(notificationText(ru, released, 'ru', 'Europe/Moscow')).toMatch(
      new RegExp(`^Запись снята — её не оплатили за ${INVOICE_HOLD_MINUTES} минут: Morning yoga, .+$`),
    )
  })

  it('a cancellation by the trainer still names the trainer', () => {
    const byTrainer = makeNotification(2, {
      type: 'booking_cancelled',
      data: { ...fullData, cancelledBy: 'trainer' },
    })
    expect(notificationText(en, byTrainer, 'en', 'UTC')).toMatch(
      /^Anna Berg cancelled the booking for Morning yoga/,
    )
  })
})

describe('a place from the waitlist', () => {
  it('is a booking, or a request that waits for the trainer, in both languages', () => {
    const booked = makeNotification(3, { type: 'waitlist_promoted', data: fullData })
    expect(notificationText(en, booked, 'en', 'UTC')).toMatch(
      /^A place freed up: you are booked for Morning yoga on /,
    )
    const requested = makeNotification(4, {
      type: 'waitlist_promoted',
      data: { ...fullData, requested: true },
    })
    expect(notificationText(en, requested, 'en', 'UTC')).toMatch(
      /^A place freed up: your request for Morning yoga on .+ waits for the trainer to confirm it$/,
    )
    expect(notificationText(ru, requested, 'ru', 'Europe/Moscow')).toMatch(
      /^Освободилось место — ваша заявка ждёт подтверждения тренера: Morning yoga, .+$/,
    )
  })
})

describe('a changed training', () => {
  it('says where it is now, in both languages', () => {
    const moved = makeNotification(5, {
      type: 'training_changed',
      data: { ...fullData, previousStartsAt: '2026-12-01T07:00:00.000Z', location: 'Studio 2, Lenina 5' },
    })
    expect(notificationText(en, moved, 'en', 'UTC')).toMatch(
      /^Morning yoga moved from .+ to .+, at Studio 2, Lenina 5$/,
    )
    expect(notificationText(ru, moved, 'ru', 'Europe/Moscow')).toMatch(
      /^Тренировка перенесена: Morning yoga, .+ → .+, Studio 2, Lenina 5$/,
    )
    const placeOnly = makeNotification(6, {
      type: 'training_changed',
      data: { ...fullData, previousStartsAt: undefined, location: 'Studio 2, Lenina 5' },
    })
    expect(notificationText(en, placeOnly, 'en', 'UTC')).toMatch(
      /^Morning yoga on .+ has changed: now at Studio 2, Lenina 5$/,
    )
    expect(notificationText(ru, placeOnly, 'ru', 'Europe/Moscow')).toMatch(
      /^Тренировка изменена: Morning yoga, .+\. Место: Studio 2, Lenina 5$/,
    )
    const online = makeNotification(7, {
      type: 'training_changed',
      data: { ...fullData, previousStartsAt: undefined },
    })
    expect(notificationText(en, online, 'en', 'UTC')).toMatch(/^Morning yoga on .+ has changed$/)
  })
})
