// The English dictionary; its shape is the type every other locale must match.

const screen = (heading: string, emptyTitle: string, emptyText: string) => ({
  heading,
  emptyTitle,
  emptyText,
})

export const en = {
  languageName: 'English',
  app: {
    tagline: 'Personal training, booked in a tap',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    offline: 'You are offline',
  },
  /** Page names of the SPEC.md §2 title table. */
  pages: {
    home: 'Home',
    schedule: 'Schedule',
    profile: 'Profile',
    profileEdit: 'Edit profile',
    settings: 'Settings',
    favorites: 'Favorites',
    trainersList: 'Trainers',
    trainerPayments: 'Payments',
    trainerStudents: 'Students',
    trainerWorkouts: 'Workouts',
    trainerRequests: 'Trainer requests',
    statistics: 'Statistics',
    notifications: 'Notifications',
    admin: 'Admin panel',
    adminUsers: 'Users',
    moderator: 'Moderation',
    about: 'About us',
    help: 'Help',
    offer: 'Offer',
    services: 'Services',
    booking: 'Booking',
    login: 'Login',
    register: 'Registration',
    resetPassword: 'Password reset',
    resetPasswordVerify: 'Reset confirmation',
    becomeTrainer: 'Become a trainer',
    choose: 'Personal account',
    createSingleTraining: 'Create training',
    createTrainingTemplate: 'Create template',
    trainingsData: 'Training data',
    trainerProfile: 'Trainer profile',
  },
  nav: {
    main: 'Main',
    home: 'Home',
    trainers: 'Trainers',
    services: 'Services',
    schedule: 'Schedule',
    notifications: 'Notifications',
    account: 'Account',
    settings: 'Settings',
    login: 'Log in',
    register: 'Sign up',
    back: 'Back',
    about: 'About us',
    help: 'Help',
    offer: 'Offer',
    privacy: 'Privacy',
    requisites: 'Company details',
    language: 'Language',
    footer: 'Footer',
  },
  /** Headings and empty states of screens whose content later work fills. */
  screens: {
    schedule: screen(
      'Schedule',
      'No trainings yet',
      'Booked trainings and the ones you run will appear here.',
    ),
    profile: screen('Profile', 'Your profile', 'Log in to see and edit your profile.'),
    profileEdit: screen(
      'Edit profile',
      'Nothing to edit yet',
      'Profile editing opens together with accounts.',
    ),
    settings: screen('Settings', 'Settings', 'Language and appearance are set here.'),
    settingsSessions: screen(
      'Active sessions',
      'No other sessions',
      'Devices you are logged in on will be listed here.',
    ),
    favorites: screen(
      'Favorites',
      'No favorite trainers yet',
      'Tap the heart on a trainer’s profile to keep them here.',
    ),
    trainersList: screen(
      'My trainers',
      'No trainers yet',
      'Trainers you train with will appear here with their contacts.',
    ),
    trainers: screen(
      'Find a trainer',
      'No trainers to show yet',
      'The trainer catalogue will list trainers here.',
    ),
    services: screen('Services', 'No services yet', 'What you can train in, with trainer counts and prices.'),
    trainerProfile: screen(
      'Trainer profile',
      'Profile not available yet',
      'Trainer profiles open with the catalogue.',
    ),
    booking: screen('Booking', 'Nothing to book yet', 'Pick a trainer in the catalogue to book a training.'),
    trainerPayments: screen(
      'Payments',
      'No payments yet',
      'Incoming payments and month totals will appear here.',
    ),
    trainerStudents: screen('Students', 'No students yet', 'Students who train with you will appear here.'),
    trainerWorkouts: screen('Workouts', 'No workouts yet', 'Your workout library will appear here.'),
    trainerRequests: screen(
      'Trainer requests',
      'No requests',
      'Requests from students to train with you will appear here.',
    ),
    statistics: screen('Statistics', 'No statistics yet', 'Charts appear after your first trainings.'),
    notifications: screen(
      'Notifications',
      'No notifications',
      'Booking updates and reminders will appear here.',
    ),
    payments: screen('My payments', 'No payments yet', 'All your payments will appear here.'),
    studentPayments: screen(
      'Payments',
      'No payments yet',
      'Payments you make, and pending ones to pay, will appear here.',
    ),
    subscriptions: screen(
      'Subscriptions',
      'No plans on offer',
      'Plans from your trainers and favorites will appear here.',
    ),
    subscriptionsBuy: screen(
      'Buy a subscription',
      'No plan chosen',
      'Choose a plan in Subscriptions to buy it.',
    ),
    studentSubscriptions: screen(
      'My subscriptions',
      'No subscriptions yet',
      'Subscriptions you buy will appear here.',
    ),
    studentSubscriptionDetails: screen('Subscription', 'Subscription not found', 'It may have been removed.'),
    studentSubscription: screen(
      'Active subscriptions',
      'No active subscriptions',
      'Sessions left and expiry dates will appear here.',
    ),
    trainerSubscriptions: screen('My plans', 'No plans yet', 'Session packages you sell will appear here.'),
    trainerSubscriptionDetails: screen('Plan', 'Plan not found', 'It may have been archived.'),
    trainerSubscription: screen(
      'Trainer plan',
      'No trainer plan yet',
      'Your platform plan status and renewal will appear here.',
    ),
    createSingleTraining: screen(
      'Create training',
      'Trainings are created by trainers',
      'Trainer tools open with the schedule.',
    ),
    createTrainingTemplate: screen(
      'Create template',
      'Templates are created by trainers',
      'Weekly templates open with the schedule.',
    ),
    trainingsData: screen(
      'Training data',
      'No training data yet',
      'Past trainings, workouts and results will appear here.',
    ),
    becomeTrainer: screen(
      'Become a trainer',
      'Applications are not open yet',
      'The trainer application form will be here.',
    ),
    choose: screen('Personal account', 'Choose where to go', 'Your student and trainer cabinets.'),
    admin: screen('Admin panel', 'No figures yet', 'Users, trainers, trainings and revenue at a glance.'),
    adminUsers: screen('Users', 'No users to show', 'Search, block and grant roles here.'),
    adminContent: screen(
      'Content',
      'No pages to edit yet',
      'Help, about, offer, privacy and company details.',
    ),
    adminFinances: screen('Finances', 'No turnover yet', 'Turnover by period, trainer and purpose.'),
    adminReceipts: screen('Receipts', 'No receipts yet', 'Receipts of paid payments will appear here.'),
    adminTrainings: screen(
      'Trainings',
      'No trainings yet',
      'All trainings on the platform will appear here.',
    ),
    adminTrainerRequests: screen(
      'Trainer applications',
      'No applications',
      'Applications to become a trainer, with history.',
    ),
    moderator: screen(
      'Moderation',
      'Nothing to review',
      'Trainer applications waiting for review appear here.',
    ),
    moderatorTrainerRequests: screen(
      'Trainer applications',
      'No applications',
      'Applications waiting for review appear here.',
    ),
    help: screen('Help', 'Help is being written', 'Answers to common questions will be published here.'),
    about: screen('About us', 'About Trainly', 'Our story will be published here.'),
    offer: screen('Offer', 'The offer is being prepared', 'The public offer will be published here.'),
    privacy: screen(
      'Privacy policy',
      'The policy is being prepared',
      'How we handle your data will be published here.',
    ),
    requisites: screen(
      'Company details',
      'Details are being prepared',
      'Company requisites will be published here.',
    ),
    login: screen('Log in', '', ''),
    register: screen('Create an account', '', ''),
    resetPassword: screen('Password reset', '', ''),
    resetPasswordVerify: screen(
      'Set a new password',
      'The link is not valid',
      'Ask for a new password reset link.',
    ),
    telegramLogin: screen(
      'Telegram login',
      'Signing you in…',
      'Open Trainly from the Telegram bot to sign in.',
    ),
  },
  guest: {
    loginRequiredTitle: 'Log in to continue',
    loginRequiredText: 'This page shows your own data.',
    login: 'Log in',
  },
  home: {
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
  },
  errors: {
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
  },
  blocked: {
    title: 'Your account is blocked',
    text: 'You cannot use Trainly while the block lasts.',
    appeal: 'If you think this is a mistake, write to support@trainly.app and tell us your email.',
    goHome: 'Home page',
  },
  settings: {
    language: 'Language',
    theme: 'Theme',
  },
}

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

export type Dictionary = Widen<typeof en>
