export const common = {
  close: 'Close',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Saved',
  logout: 'Log out',
  edit: 'Edit',
  retry: 'Try again',
  /** A paged list's steps (ui/components/pager.tsx). */
  previous: 'Previous',
  next: 'Next',
  pageOf: (p: { page: number; pages: number }) => `Page ${p.page} of ${p.pages}`,
  notSet: 'Not set',
  /** Someone whose account is deleted, where others still see their past (decision 0035). */
  deletedUser: 'Deleted user',
  networkError: 'No connection. Check the network and try again.',
  unexpectedError: 'Something went wrong. Try again.',
  rateLimited: 'Too many attempts. Wait a little and try again.',
}
