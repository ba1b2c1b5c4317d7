import { TELEGRAM_START_PARAM } from '#shared/api/telegram-start-param.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Where a `startapp` deep link leads: `trainer_<id>` to the trainer's profile, `training_<id>` to
 * booking that training, `plan` to the trainer plan. Link codes (`link_…`) are the server's business and lead nowhere here.
 */
export function startParamTarget(startParam: string | undefined): string | undefined {
  if (!startParam) return undefined
  if (startParam === TELEGRAM_START_PARAM.plan) return '/trainer-subscription'
  const id = (prefix: string) => {
    if (!startParam.startsWith(prefix)) return undefined
    const rest = startParam.slice(prefix.length)
    return UUID.test(rest) ? rest.toLowerCase() : undefined
  }
  const trainerId = id(TELEGRAM_START_PARAM.trainer)
  if (trainerId) return `/trainer-profile/${trainerId}`
  const trainingId = id(TELEGRAM_START_PARAM.training)
  if (trainingId) return `/booking?trainingId=${trainingId}`
  return undefined
}

/** Whether the Mini App was opened with a one-time link code from /settings. */
export function isLinkStartParam(startParam: string | undefined): boolean {
  return Boolean(startParam?.startsWith(TELEGRAM_START_PARAM.link))
}

/** After signing in from Telegram: the page asked for, else the deep link, else the account. */
export function afterTelegramLogin(options: {
  redirect: string | undefined
  startParam: string | undefined
}): string {
  return options.redirect ?? startParamTarget(options.startParam) ?? '/'
}
