import { describe, expect, it } from 'vitest'
import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'
import { notificationTexts } from './texts.ts'

const released = {
  trainingTitle: 'Morning yoga',
  startsAt: '2030-04-01T07:30:00.000Z',
  personName: 'Anna Berg',
  cancelledBy: 'unpaid' as const,
}

describe('a booking released because its invoice was not paid (decision 0043)', () => {
  it('tells the student why, in English and in Russian, not that someone cancelled it', () => {
    const en = notificationTexts('booking_cancelled', released, 'en', 'Europe/Berlin')
    expect(en.title).toBe('Booking released')
    expect(en.body).toContain(`not paid within ${INVOICE_HOLD_MINUTES} minutes`)
    expect(en.body).not.toContain('Anna Berg')
    const ru = notificationTexts('booking_cancelled', released, 'ru', 'Europe/Moscow')
    expect(ru.title).toBe('Запись снята')
    expect(ru.body).toContain(`не оплатили за ${INVOICE_HOLD_MINUTES} минут`)
  })

  it('leaves the texts of a cancellation by a person as they were', () => {
    const byTrainer = notificationTexts(
      'booking_cancelled',
      { ...released, cancelledBy: 'trainer' },
      'en',
      'UTC',
    )
    expect(byTrainer.body).toMatch(/^Your booking for "Morning yoga" on .+ was cancelled by the trainer\.$/)
  })
})

describe('a place from the waitlist', () => {
  const promoted = { trainingTitle: 'Morning yoga', startsAt: '2030-04-01T07:30:00.000Z' }

  it('says "booked" for a booking, and "waits for the trainer" for a request, in both languages', () => {
    expect(notificationTexts('waitlist_promoted', promoted, 'en', 'UTC').body).toMatch(
      /^A place came free: you are booked on "Morning yoga" on .+\.$/,
    )
    const request = { ...promoted, requested: true }
    const en = notificationTexts('waitlist_promoted', request, 'en', 'UTC').body
    expect(en).toMatch(/your request now waits for the trainer to confirm it\.$/)
    expect(en).not.toContain('booked')
    const ru = notificationTexts('waitlist_promoted', request, 'ru', 'Europe/Moscow').body
    expect(ru).toMatch(
      /^Освободилось место на тренировку «Morning yoga» \(.+\): ваша заявка из листа ожидания ждёт подтверждения тренера\.$/,
    )
    expect(ru).not.toContain('записаны')
  })
})

describe('a package the student will pay the trainer directly', () => {
  const pending = { personName: 'Lena Test', planTitle: 'Eight sessions', amount: 800_000, currency: 'RUB' }

  it('tells the trainer what to expect and to confirm it, the amount in major units, in both languages', () => {
    const en = notificationTexts('payment_pending', pending, 'en', 'UTC')
    expect(en.title).toBe('Payment to confirm')
    expect(en.body).toMatch(
      /^Lena Test chose "Eight sessions" .*8,000\.00.* and will pay you directly\. Confirm/,
    )
    const ru = notificationTexts('payment_pending', pending, 'ru', 'Europe/Moscow')
    expect(ru.body).toMatch(
      /^Lena Test выбрал\(а\) абонемент «Eight sessions» 8\s000,00\s₽ и заплатит вам напрямую\./,
    )
  })

  it('gives a received payment in major units too, not minor units with a currency code', () => {
    const received = notificationTexts('payment_received', pending, 'en', 'UTC').body
    expect(received).toMatch(/^Lena Test paid .*8,000\.00\.$/)
    expect(received).not.toContain('800000')
  })
})
