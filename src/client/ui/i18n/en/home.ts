export const home = {
  title: 'Find your trainer. Book in a tap.',
  text: 'Trainly connects students with personal trainers: browse the catalogue, book trainings, keep your schedule with you even offline.',
  findTrainer: 'Find a trainer',
  becomeTrainer: 'Become a trainer',
  login: 'Log in',
  features: [
    {
      title: 'Honest catalogue',
      text: 'Filter by what, where and how much; reviews only from people who trained.',
    },
    { title: 'No double bookings', text: 'Places are held by the database, so a full class stays full.' },
    { title: 'Works in Telegram', text: 'Open Trainly from the bot, or install it as an app.' },
  ],
  dashboardTitle: 'Welcome back',
  openSchedule: 'Open schedule',
  openAccount: 'Personal account',
}
