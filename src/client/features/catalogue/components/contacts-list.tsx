import type { ReactNode } from 'react'
import { useT } from '#client/ui/i18n/index.ts'
import type { TrainerContacts } from '#shared/api/catalogue.ts'

/** How to reach a trainer: Telegram, VK, phone — whichever they gave. */
export function ContactsList({ contacts, children }: { contacts: TrainerContacts; children?: ReactNode }) {
  const t = useT()
  return (
    <dl className="definition">
      {children}
      {contacts.telegramUsername ? (
        <>
          <dt>{t.myTrainers.telegram}</dt>
          <dd>
            <a href={`https://t.me/${contacts.telegramUsername}`} target="_blank" rel="noreferrer noopener">
              @{contacts.telegramUsername}
            </a>
          </dd>
        </>
      ) : null}
      {contacts.vkLink ? (
        <>
          <dt>{t.myTrainers.vk}</dt>
          <dd>
            <a href={contacts.vkLink} target="_blank" rel="noreferrer noopener">
              {contacts.vkLink}
            </a>
          </dd>
        </>
      ) : null}
      {contacts.phone ? (
        <>
          <dt>{t.myTrainers.phone}</dt>
          <dd>
            <a href={`tel:${contacts.phone}`}>{contacts.phone}</a>
          </dd>
        </>
      ) : null}
    </dl>
  )
}
