import { formatMoney, formatShortDateTimeIn } from '#client/ui/format.ts'
import type { NotificationTextParams } from '#client/ui/i18n/en/notifications.ts'
import type { Dictionary } from '#client/ui/i18n/index.ts'
import type { Notification, NotificationType } from '#shared/api/notifications.ts'
import type { Locale } from '#shared/locales.ts'

/** A notification's text in the reader's language, its times on the reader's clock. */
export function notificationText(t: Dictionary, n: Notification, locale: Locale, zone: string): string {
  // Every type has a text: a type without one fails the typecheck here.
  const texts: Record<NotificationType, (p: NotificationTextParams) => string> = t.notifications.types
  const d = n.data
  const at = (iso: string | undefined) => {
    if (!iso || Number.isNaN(Date.parse(iso))) return ''
    return formatShortDateTimeIn(iso, locale, zone)
  }
  return texts[n.type]({
    title: d.trainingTitle || d.planTitle || t.notifications.aTraining,
    time: at(d.startsAt),
    previousTime: at(d.previousStartsAt),
    person: d.personName || t.notifications.someone,
    reason: d.reason?.trim() ?? '',
    amount: d.amount !== undefined && d.currency ? formatMoney(d.amount, d.currency, locale) : '',
    device: d.device?.trim() ?? '',
    byStaff: d.cancelledBy === 'staff',
    unpaid: d.cancelledBy === 'unpaid',
    requested: d.requested === true,
    unanswered: d.unanswered === true,
    location: d.location?.trim() ?? '',
  })
}
