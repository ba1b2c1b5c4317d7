export const errors = {
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  internalTitle: 'Internal Server Error',
  internalText: 'Something went wrong on our side. Try again in a moment.',
  forbiddenTitle: 'Access denied',
  forbiddenText: 'Your account does not have access to this page.',
  status: (p: { status: number }) => `Error ${p.status}`,
  goHome: 'Go to the home page',
  retry: 'Try again',
  trainerBlocked: 'Your trainer role is blocked; you can use Trainly as a student.',
}
