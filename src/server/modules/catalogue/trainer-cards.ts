import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { avatarUrl, canActAsTrainerSql } from '#server/db/people.ts'
import { isoTime, uuidArray } from '#server/db/sql-helpers.ts'
import type { TrainerCard, TrainerContacts } from '#shared/api/catalogue.ts'
import type { Currency, Specialization, TrainerFormat } from '#shared/catalogue.ts'

/**
 * Whom the catalogue shows, for queries over `trainer_profiles tp join users u`: a holder of
 * the trainer role with a profile, whose account and trainer role are not blocked.
 */
export const VISIBLE_TRAINER = canActAsTrainerSql('u')

export async function isVisibleTrainer(db: Executor, trainerId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from trainer_profiles tp join users u on u.id = tp.user_id
    where tp.user_id = ${trainerId} and ${VISIBLE_TRAINER}`)
  return rows.length > 0
}

interface CardRow extends Record<string, unknown> {
  id: string
  first_name: string
  last_name: string
  avatar_url: string | null
  avatar_updated_at: string | null
  city: string
  specializations: Specialization[]
  formats: TrainerFormat[]
  experience_years: number
  price_from: number | null
  currency: Currency
  rating: number | null
  reviews_count: number
  bio_en: string
  bio_ru: string
  is_favorite: boolean
  username: string | null
  vk_link: string | null
  phone: string | null
}

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

export function toCard(row: Record<string, unknown>): TrainerCard {
  const r = row as CardRow
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
export function toContacts(row: Record<string, unknown>): TrainerContacts {
  const r = row as CardRow
  return { telegramUsername: r.username ?? '', vkLink: r.vk_link ?? '', phone: r.phone ?? '' }
}

/** The cards of the visible trainers among `ids`, in the order of `ids`. */
export async function trainerCards(
  db: Executor,
  ids: string[],
  viewerId: string | null,
): Promise<TrainerCard[]> {
  if (ids.length === 0) return []
  const { rows } = await db.execute(sql`
    select ${cardColumns(viewerId)}
    from trainer_profiles tp join users u on u.id = tp.user_id
    where tp.user_id = any(${uuidArray(ids)}) and ${VISIBLE_TRAINER}`)
  const byId = new Map(rows.map((row) => [row.id as string, toCard(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
