// What other code may use of accounts and sessions; the HTTP side is routes.ts.
export { notifyThroughBot, sendVerificationLink } from './account-notices.ts'
export {
  accountBlocked,
  accountConflict,
  passwordProblem,
  rolesOf,
  signIn,
  syncConfiguredAdmins,
} from './accounts.ts'
export { emailHeldByOther, resendVerification } from './email-verification.ts'
export { hashPassword, setPasswordHashing, verifyPassword } from './passwords.ts'
export { type ClientMeta, endOtherSessions } from './sessions.ts'
export { type IssuedVerification, issueVerification } from './verification-links.ts'
