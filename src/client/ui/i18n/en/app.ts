export const app = {
  tagline: 'Personal training, booked in a tap',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  offline: 'You are offline',
}
