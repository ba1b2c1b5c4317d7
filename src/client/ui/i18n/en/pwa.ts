export const pwa = {
  updateReady: 'A new version of Trainly is ready',
  update: 'Update app',
  updating: 'Updating…',
  later: 'Later',
  reloadingNewVersion: 'Loading the new version of Trainly…',
  build: 'Build',
  chunkFailedTitle: 'Could not load this page',
  chunkFailedText:
    'A part of the app did not load, usually right after an update. Reload the page; if it happens again, try a little later.',
  reloadPage: 'Reload page',
  offlineTitle: 'You are offline',
  offlineCard: 'Needs a connection: shown again once you are back online.',
  offlineText: 'This page needs a connection. It loads again by itself once you are back online.',
}
