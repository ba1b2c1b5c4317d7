// What other modules may use of booking: a training as a viewer sees it (with their booking and
// waitlist place), the waitlist promotion when places free up, the trainer's request queue, and
// who becomes a trainer's student, and cancelling a whole training inside a caller's transaction
// (staff cancel any trainer's, with the audit entry in the same transaction), and letting go of
// what a person holds when their account is deleted, and the places unpaid invoices held too long.
export { withdrawStudentIn, withdrawTrainerIn } from './departure.ts'
export { decideBookingRequest, expireUnansweredRequests, pendingBookingRequests } from './requests.ts'
export { makeTrainersStudent } from './rules.ts'
export { type CancelledTraining, cancelTrainingIn } from './service.ts'
export { TRAINING_VISIBLE_TO, trainingDetails, trainingNotFound } from './training-view.ts'
export { releaseLapsedInvoiceHolds } from './unpaid-holds.ts'
export { promoteWaitlist } from './waitlist.ts'
