import { describe, expect, it } from 'vitest'
import { type PlaceFacts, placeRefusal } from './booking-rules.ts'

const open: PlaceFacts = {
  ownTraining: false,
  status: 'scheduled',
  started: false,
  bookingClosed: false,
  privateToCandidate: false,
  trainerUnavailable: false,
}
const booking = { minimumNotice: true }
const promotion = { minimumNotice: false }

describe('who may take a place on a training', () => {
  it('lets anyone book an open, scheduled training of an available trainer', () => {
    expect(placeRefusal(open, booking)).toBeNull()
  })

  it('refuses the trainer their own training before anything else', () => {
    expect(placeRefusal({ ...open, ownTraining: true, status: 'cancelled', started: true }, booking)).toBe(
      'ownTraining',
    )
  })

  it('refuses a cancelled training, even one that has started', () => {
    expect(placeRefusal({ ...open, status: 'cancelled', started: true }, booking)).toBe('cancelled')
  })

  it('refuses a training that has started or is completed', () => {
    expect(placeRefusal({ ...open, started: true, bookingClosed: true }, booking)).toBe('started')
    expect(placeRefusal({ ...open, status: 'completed' }, booking)).toBe('started')
  })

  it('refuses inside the minimum notice, but the waitlist promotion still places people', () => {
    expect(placeRefusal({ ...open, bookingClosed: true }, booking)).toBe('bookingClosed')
    expect(placeRefusal({ ...open, bookingClosed: true }, promotion)).toBeNull()
    expect(placeRefusal({ ...open, bookingClosed: true, started: true }, promotion)).toBe('started')
  })

  it("refuses a students-only training to someone who is not the trainer's student", () => {
    expect(placeRefusal({ ...open, privateToCandidate: true }, booking)).toBe('privateTraining')
    expect(placeRefusal({ ...open, privateToCandidate: true, bookingClosed: true }, booking)).toBe(
      'bookingClosed',
    )
  })

  it('refuses when the trainer is not taking bookings, last', () => {
    expect(placeRefusal({ ...open, trainerUnavailable: true }, booking)).toBe('trainerUnavailable')
    expect(placeRefusal({ ...open, trainerUnavailable: true, privateToCandidate: true }, booking)).toBe(
      'privateTraining',
    )
  })

  it('decides only on the facts it is given: the client leaves out what the server alone knows', () => {
    const known: PlaceFacts = {
      ownTraining: false,
      status: 'scheduled',
      started: false,
      bookingClosed: false,
    }
    expect(placeRefusal(known, booking)).toBeNull()
  })
})
