export const settingsPage = {
  language: 'Language',
  theme: 'Theme',
  themes: { telegram: 'Follow Telegram', system: 'Follow the system', light: 'Light', dark: 'Dark' },
  security: 'Password',
  changePassword: 'Change password',
  passwordChanged: 'Password changed. Other sessions were ended.',
  sessions: 'Active sessions',
  sessionsText: 'Devices where you are logged in',
  openSessions: 'Manage sessions',
  exportTitle: 'Your data',
  exportText:
    'Download everything of yours that Trainly keeps — profile, bookings, payments, packages, training log and reviews — as one JSON file.',
  exportButton: 'Download my data',
  exporting: 'Preparing…',
  exportDone: 'Your data is downloaded',
  deleteTitle: 'Delete account',
  deleteIntro: 'Deleting your account cannot be undone.',
  deleteRemoved:
    'Removed: your name, email, phone, photo, Telegram link, favorites, notifications, trainer profile and applications. Your upcoming bookings are cancelled and your trainers are told; if you are a trainer, your upcoming trainings are cancelled and every booked student is told.',
  deleteKept:
    'Kept, without your name: past trainings and payments with their receipts, which the other side must keep for its records, and your reviews. Receipts you issued as a trainer keep your legal name and tax ID.',
  deleteMoney:
    'Money paid for upcoming bookings and packages does not come back by itself: ask the trainer for a refund before you delete, while they can still reach you.',
  deleteStart: 'Delete my account…',
  deletePassword: 'Your password, to confirm',
  deleteConfirm: 'Delete my account for good',
  deleteCancel: 'Keep my account',
  deleting: 'Deleting…',
}
