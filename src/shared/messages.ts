// Every message the API sends to people, in English, by id. The server sends the English text;
// the client shows the text of the same id from its dictionary (ui/i18n, `messages`).

export const MESSAGES = {
  emailRequired: 'Enter your email',
  emailTooLong: 'The email is too long',
  emailInvalid: 'Enter a valid email, like name@example.com',
  emailTaken: 'An account with this email already exists',
  emailUsedByOther: 'This email is used by another account',
  passwordRequired: 'Enter a password',
  passwordEnter: 'Enter your password',
  passwordTooShort: 'Use at least 8 characters',
  passwordTooLong: 'Use at most 128 characters',
  passwordCommon: 'This password is among the most common ones; choose another',
  passwordWeak: 'Choose a stronger password',
  currentPasswordWrong: 'The current password is wrong',
  currentPasswordForEmail: 'Enter your current password to change the email',
  firstNameRequired: 'Enter your first name',
  nameTooLong: 'Use at most 60 characters',
  phoneInvalid: 'Enter a phone number with country code, like +7 912 345-67-89',
  phoneTooLong: 'The phone number is too long',
  phoneTaken: 'This phone number is used by another account',
  usernameInvalid: 'Use 3–32 Latin letters, digits or _',
  vkLinkInvalid: 'Enter a VK profile link, like https://vk.com/username',
  timeZoneInvalid: 'Choose a time zone from the list',
  textTooLong: 'The text is too long',
  textInvalid: 'The text contains characters that cannot be saved',
  reasonRequired: 'Give a reason',
  invalidCredentials: 'Wrong email or password',
  accountBlocked: 'Your account is blocked',
  resetLinkInvalid: 'This reset link is not valid; ask for a new one',
  resetLinkExpired: 'This reset link has expired; ask for a new one',
  resetMailSent: 'If an account with this email exists, we have sent a link to reset the password',
  imageType: 'Upload a JPEG, PNG or WebP image',
  imageTooLarge: 'The image is larger than 2 MB',
  imageRequired: 'Choose an image',
  fieldsInvalid: 'Some fields are not valid',
  rateLimited: 'Too many attempts; try again later',
  trainerRoleMissing: 'You do not have the trainer role',
  trainerRoleBlocked: 'Your trainer role is blocked',
  sessionEnded: 'The session was ended',
  otherSessionsEnded: 'All other sessions were ended',
  passwordChanged: 'The password was changed; other sessions were ended',
  priceRange: 'The lowest price must not be above the highest',
  cursorInvalid: 'The page link is out of date; start again from the first page',
  specializationsRequired: 'Choose at least one specialization',
  specializationsTooMany: 'Choose at most 5 specializations',
  formatsRequired: 'Choose at least one format',
  cityRequired: 'Enter your city',
  titleRequired: 'Enter a title',
  durationRange: 'A session lasts from 15 minutes to 8 hours',
  capacityRange: 'From 1 to 100 people',
  priceInvalid: 'Enter a price of 0 or more',
  ratingRange: 'Choose from 1 to 5 stars',
  reviewNeedsAttendance: 'You can review a trainer after attending their training',
  reviewAlreadyLeft: 'You have already reviewed this training',
  trainerNotFound: 'Trainer not found',
  requestAlreadySent: 'You have already asked this trainer; wait for the answer',
  alreadyStudent: 'You already train with this trainer',
  cannotRequestSelf: 'You cannot ask yourself to train',
  requestNotPending: 'This request has already been answered',
  studentNotFound: 'Student not found',
  serviceNotFound: 'Service not found',
  trainerRoleRequired: 'Only trainers can do this',
  cannotFavoriteSelf: 'You cannot add yourself to favorites',
} as const

export type MessageId = keyof typeof MESSAGES

const byText = new Map<string, MessageId>(
  Object.entries(MESSAGES).map(([id, text]) => [text, id as MessageId]),
)

/** The id of an English API message, when it is one of ours. */
export function messageIdOf(text: string): MessageId | undefined {
  return byText.get(text)
}
