import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { avatarUrl, canActAsTrainerSql, personRow } from '#server/db/people.ts'
import { isoTime, uuidArray } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { TrainerCard, TrainerContacts } from '#shared/api/catalogue.ts'
import { CURRENCIES, SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'

/**
 * Whom the catalogue shows, for queries over `trainer_profiles tp join users u`: a holder of
 * the trainer role with a profile, whose account and trainer role are not blocked.
 */
export const VISIBLE_TRAINER = canActAsTrainerSql('u')

export async function isVisibleTrainer(db: Executor, trainerId: string): Promise<boolean> {
  const row = await queryRow(
    db,
    z.object({ visible: z.boolean() }),
    sql`select exists (select 1 from trainer_profiles tp join users u on u.id = tp.user_id
                       where tp.user_id = ${trainerId} and ${VISIBLE_TRAINER}) as visible`,
  )
  return row?.visible ?? false
}

/** A row holding cardColumns; extend it with the query's other columns. */
export const cardRow = personRow.extend({
  city: z.string(),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  formats: z.array(z.enum(TRAINER_FORMATS)),
  experience_years: z.number(),
  price_from: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  rating: z.number().nullable(),
  reviews_count: z.number(),
  bio_en: z.string(),
  bio_ru: z.string(),
  is_favorite: z.boolean(),
  username: z.string().nullable(),
  vk_link: z.string().nullable(),
  phone: z.string().nullable(),
})
type CardRow = z.output<typeof cardRow>

/** The card columns, for a query over `trainer_profiles tp join users u`; `viewer` may be null (a guest). */
export function cardColumns(viewerId: string | null): SQL {
  return sql`tp.user_id as id, u.first_name, u.last_name, u.avatar_url,
    ${isoTime(sql`u.avatar_updated_at`)} as avatar_updated_at,
    tp.city, tp.specializations, tp.formats::text[] as formats, tp.experience_years, tp.price_from,
    tp.currency, round(tp.rating_avg, 1)::float8 as rating, tp.reviews_count, tp.bio_en, tp.bio_ru,
    u.username, u.vk_link, u.phone,
    ${
      viewerId
        ? sql`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.trainer_id = tp.user_id)`
        : sql`false`
    } as is_favorite`
}

export function toCard(r: CardRow): TrainerCard {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    avatar: avatarUrl(r.avatar_url, r.avatar_updated_at ? new Date(r.avatar_updated_at) : null),
    city: r.city,
    specializations: r.specializations,
    formats: r.formats,
    experienceYears: r.experience_years,
    priceFrom: r.price_from,
    currency: r.currency,
    rating: r.rating,
    reviewsCount: r.reviews_count,
    bio: { en: r.bio_en, ru: r.bio_ru },
    isFavorite: r.is_favorite,
  }
}

/** Telegram username, VK link and phone of a user row selected with cardColumns. */
export function toContacts(r: CardRow): TrainerContacts {
  return { telegramUsername: r.username ?? '', vkLink: r.vk_link ?? '', phone: r.phone ?? '' }
}

/** The cards of the visible trainers among `ids`, in the order of `ids`. */
export async function trainerCards(
  db: Executor,
  ids: string[],
  viewerId: string | null,
): Promise<TrainerCard[]> {
  if (ids.length === 0) return []
  const rows = await queryRows(
    db,
    cardRow,
    sql`select ${cardColumns(viewerId)}
        from trainer_profiles tp join users u on u.id = tp.user_id
        where tp.user_id = any(${uuidArray(ids)}) and ${VISIBLE_TRAINER}`,
  )
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
