import { zoneName } from '../../zone-name.ts'
export const trainingTemplate = {
  intro: 'A weekly template creates trainings 8 weeks ahead and keeps adding weeks as time goes on.',
  weekdays: 'Days of the week',
  startTime: 'Start time',
  timeZone: 'Time zone',
  timeZoneHint: 'The start time stays the same on this clock, also when daylight saving time changes.',
  validFrom: 'Starts on',
  validUntil: 'Ends on',
  validUntilHint: 'Leave empty to repeat until you stop it',
  previewTitle: 'Dates it will create',
  previewHint: 'Fill in the form to see the dates.',
  previewLoading: 'Updating the dates…',
  previewEmpty: (p: { until: string }) => `No dates fall on its days until ${p.until}.`,
  previewSummary: (p: { count: number; skipped: number; until: string; openEnded: boolean }) =>
    `${p.count === 1 ? '1 training' : `${p.count} trainings`} until ${p.until}` +
    (p.skipped > 0 ? `; ${p.skipped} skipped` : '') +
    (p.openEnded ? '; after that it goes on until you stop it' : ''),
  previewLater: (p: { count: number; horizon: string }) =>
    `${p.count === 1 ? '1 date' : `${p.count} dates`} after ${p.horizon} ${p.count === 1 ? 'is' : 'are'} created later: trainings appear 8 weeks ahead.`,
  createdLater: 'Created later',
  previewZone: (p: { zone: string }) => `Times in ${zoneName(p.zone)}.`,
  previewZones: (p: { zone: string; viewerZone: string }) =>
    `Times in ${zoneName(p.zone)}, and in your zone, ${zoneName(p.viewerZone)}.`,
  yourTime: (p: { time: string }) => `Your time: ${p.time}`,
  skipped: (p: { title: string }) => `Skipped: overlaps “${p.title}”`,
  submit: 'Create template',
  submitting: 'Creating…',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  edit: 'Edit',
  editTitle: (p: { title: string }) => `Editing “${p.title}”`,
  updated: (p: { created: number; skipped: number }) =>
    `Template saved: ${p.created === 1 ? '1 future training' : `${p.created} future trainings`} made again; booked ones kept their time` +
    (p.skipped > 0 ? `; ${p.skipped} skipped` : ''),
  created: (p: { created: number; skipped: number }) =>
    `${p.created === 1 ? '1 training' : `${p.created} trainings`} created` +
    (p.skipped > 0 ? `, ${p.skipped} skipped` : ''),
  resultTitle: (p: { title: string }) => `Template “${p.title}” saved`,
  openSchedule: 'Open schedule',
  listTitle: 'Your templates',
  listEmpty: 'No templates yet.',
  repeats: (p: { days: string; time: string; zone: string }) =>
    `${p.days} at ${p.time} (${zoneName(p.zone)})`,
  validRange: (p: { from: string; until: string }) => `${p.from} – ${p.until}`,
  validFromOnly: (p: { from: string }) => `From ${p.from}`,
  upcoming: (p: { count: number }) =>
    p.count === 0 ? 'No upcoming trainings' : `Upcoming trainings: ${p.count}`,
  stopped: 'Stopped',
  stop: 'Stop',
  stopConfirm:
    'Stop this template? It will create no new trainings; its future trainings without bookings are removed, booked ones stay.',
  stopYes: 'Stop template',
  stopDone: (p: { removed: number }) =>
    p.removed === 0
      ? 'Template stopped'
      : `Template stopped; ${p.removed === 1 ? '1 future training' : `${p.removed} future trainings`} removed`,
}
