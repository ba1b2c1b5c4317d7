// Without zod: the client reads it in the first load (decision 0027).

/** Start parameters of the Mini App: deep links the client follows, and the server's link codes. */
export const TELEGRAM_START_PARAM = {
  trainer: 'trainer_',
  training: 'training_',
  link: 'link_',
  /** The trainer plan's page, to pay Pro in Stars (decision 0029). */
  plan: 'plan',
} as const
