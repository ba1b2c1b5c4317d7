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
}
