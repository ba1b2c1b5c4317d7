// The staff side's API messages (trainer applications, moderation, the admin panel), in English,
// by id: apart from MESSAGES because MESSAGES is in the client's first load, and these are
// needed only on staff and application screens (their translations load with the dictionary).

export const STAFF_MESSAGES = {
  bioRequired: 'Tell students about yourself in at least 20 characters',
  experienceRange: 'Enter whole years of experience, from 0 to 70',
  certificateLinkInvalid: 'Enter a certificate link that starts with https://',
  certificateLinksTooMany: 'Add at most 5 certificate links',
  certificatePhotoTooLarge: 'The certificate photo is larger than 5 MB',
  certificatePhotoInvalid: 'The certificate photo was not found; upload it again',
  applicationPending: 'You already have an application waiting for review',
  alreadyTrainer: 'You are a trainer already',
  applicationNotFound: 'Application not found',
  applicationDecided: 'Another moderator has already decided this application',
  contentBodyRequired: 'Write the text of the page',
  contentPageMissing: 'This page has not been written yet',
  contentVersionNotFound: 'Version not found',
  cannotDecideOwn: 'You cannot decide your own application',
  applicantBlocked: 'The account is blocked: unblock it before approving its application',
  trainingAlreadyCancelled: 'This training is already cancelled',
  trainingAlreadyEnded: 'A training that has ended or is completed cannot be cancelled',
  trainingDateRange: 'The end date must not be before the start date',
} as const

export type StaffMessageId = keyof typeof STAFF_MESSAGES

const byText = new Map<string, StaffMessageId>(
  Object.entries(STAFF_MESSAGES).map(([id, text]) => [text, id as StaffMessageId]),
)

/** The id of an English staff API message, when it is one of ours. */
export function staffMessageIdOf(text: string): StaffMessageId | undefined {
  return byText.get(text)
}
