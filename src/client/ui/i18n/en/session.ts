export const session = {
  refreshFailed: 'Could not refresh the token',
  terminated: 'Your session was ended on another device. Log in again.',
  notFound: 'Your session is no longer valid. Log in again.',
  expired: 'Your session has expired. Please log in again.',
}
