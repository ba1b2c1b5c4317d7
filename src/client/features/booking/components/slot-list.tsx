import { Link } from '@tanstack/react-router'
import { formatCalendarDate, formatMoney, formatTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Slot } from '#shared/api/trainings.ts'
import { dateInZone } from '#shared/time.ts'

const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

/** Bookable trainings by day, each leading to its booking (the profile and the booking flow). */
export function SlotList({
  trainerId,
  slots,
  zone,
}: {
  trainerId: string
  slots: readonly Slot[]
  zone: string
}) {
  const t = useT()
  const locale = useLocale()
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const date = dateInZone(new Date(slot.startsAt), zone)
    const day = days.get(date)
    if (day) day.push(slot)
    else days.set(date, [slot])
  }
  return (
    <div className="stack slot-days">
      <p className="muted">{t.booking.zoneNote({ zone })}</p>
      {[...days].map(([date, daySlots]) => (
        <section key={date} aria-label={formatCalendarDate(date, locale)}>
          <h3 className="slot-day__heading">{capitalized(formatCalendarDate(date, locale), locale)}</h3>
          <ul className="slot-list">
            {daySlots.map((slot) => (
              <li key={slot.trainingId}>
                <Link
                  to="/booking"
                  search={{ trainerId, trainingId: slot.trainingId }}
                  className={`slot${slot.placesLeft === 0 ? ' slot--full' : ''}${slot.booked ? ' slot--mine' : ''}`}
                >
                  <span className="slot__time">
                    {`${formatTime(slot.startsAt, locale, zone)}–${formatTime(slot.endsAt, locale, zone)}`}
                  </span>
                  <span className="slot__title">{slot.title}</span>
                  <span className="slot__meta">
                    {slot.booked
                      ? t.booking.youAreBooked
                      : slot.onWaitlist
                        ? t.booking.onWaitlist
                        : slot.placesLeft === 0
                          ? t.booking.full
                          : t.booking.placesLeft({ count: slot.placesLeft })}
                    {' · '}
                    {slot.price === 0 ? t.booking.payFree : formatMoney(slot.price, slot.currency, locale)}
                    {slot.visibility === 'students' ? ` · ${t.booking.studentsOnly}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
