// What other code may use of accounts and sessions; the HTTP side is routes.ts.
export {
  accountBlocked,
  accountConflict,
  passwordProblem,
  rolesOf,
  signIn,
  syncConfiguredAdmins,
} from './accounts.ts'
export { hashPassword, verifyPassword } from './passwords.ts'
export { type ClientMeta, endOtherSessions } from './sessions.ts'
