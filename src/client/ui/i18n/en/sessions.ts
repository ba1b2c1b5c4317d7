export const sessions = {
  device: (label: string) => label,
  current: 'This device',
  lastUsed: (p: { time: string }) => `Last active ${p.time}`,
  started: (p: { time: string }) => `Logged in ${p.time}`,
  end: 'End session',
  endOthers: 'End all other sessions',
  ended: 'Session ended',
  othersEnded: (p: { count: number }) => (p.count === 1 ? '1 session ended' : `${p.count} sessions ended`),
  loadFailed: 'Could not load the sessions.',
}
