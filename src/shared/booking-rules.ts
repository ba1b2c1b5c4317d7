// Who may take a place on a training (PRODUCT.md §2 "Booking"): the one decision the server makes
// under the training's lock (booking/rules.ts) and the client shows before anyone presses "Book".
import type { TrainingStatus } from '#shared/training-states.ts'

/** Why a place is refused, the first that applies, in this order. */
export type PlaceRefusal =
  | 'ownTraining'
  | 'cancelled'
  | 'started'
  | 'bookingClosed'
  | 'privateTraining'
  | 'trainerUnavailable'

/** What is known about the training and the candidate when the decision is made. */
export interface PlaceFacts {
  /** The candidate is the training's trainer. */
  ownTraining: boolean
  status: TrainingStatus
  /** The start has passed. */
  started: boolean
  /** Inside the trainer's minimum notice. */
  bookingClosed: boolean
  /** Only the trainer's students may book it and the candidate is not one (left out by the client: only the server knows). */
  privateToCandidate?: boolean
  /** The trainer's account or trainer role is blocked (left out by the client: only the server knows). */
  trainerUnavailable?: boolean
}

/**
 * Why the candidate may not take a place, or null. The waitlist's promotion skips the minimum
 * notice (`minimumNotice: false`): a place freed late still goes to the people waiting for it.
 */
export function placeRefusal(facts: PlaceFacts, options: { minimumNotice: boolean }): PlaceRefusal | null {
  if (facts.ownTraining) return 'ownTraining'
  if (facts.status === 'cancelled') return 'cancelled'
  if (facts.status === 'completed' || facts.started) return 'started'
  if (options.minimumNotice && facts.bookingClosed) return 'bookingClosed'
  if (facts.privateToCandidate) return 'privateTraining'
  if (facts.trainerUnavailable) return 'trainerUnavailable'
  return null
}
