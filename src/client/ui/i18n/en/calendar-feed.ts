export const calendarFeed = {
  title: 'Calendar feed',
  text: 'See your trainings in Google Calendar, Apple Calendar or Outlook: subscribe to this private link there (“add calendar from URL”). It lists the trainings of the role you are using now, cancelled ones marked as such, and updates by itself.',
  privateNote: 'Anyone who has this link can see your trainings: keep it to yourself.',
  create: 'Make a calendar link',
  creating: 'Making a link…',
  urlLabel: 'Your calendar feed link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it yourself',
  subscribe: 'Open in calendar app',
  rotate: 'Make a new link',
  rotateConfirm:
    'The current link stops working at once: calendars subscribed to it stop updating until you subscribe to the new one. Make a new link?',
  rotateYes: 'Yes, make a new link',
  rotateNo: 'Keep this link',
  rotating: 'Making a new link…',
  rotated: 'New link made; the old one no longer works',
}
