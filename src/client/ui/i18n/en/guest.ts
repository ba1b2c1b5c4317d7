export const guest = {
  loginRequiredTitle: 'Log in to continue',
  loginRequiredText: 'This page shows your own data.',
  login: 'Log in',
}
