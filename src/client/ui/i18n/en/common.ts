export const common = {
  close: 'Close',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Saved',
  logout: 'Log out',
  edit: 'Edit',
  retry: 'Try again',
  notSet: 'Not set',
  networkError: 'No connection. Check the network and try again.',
  unexpectedError: 'Something went wrong. Try again.',
  rateLimited: 'Too many attempts. Wait a little and try again.',
}
