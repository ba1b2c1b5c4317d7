// Content pages (PRODUCT.md §2 "Content page"): Markdown per page and language, every saved
// version kept with who and when; a save or a restore is one staff action in the audit trail.
// The API serves Markdown as text; the client renders it sanitized (decision 0025).
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { contentPages, contentPageVersions } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import type { ContentPage, ContentVersion } from '#shared/api/content.ts'
import type { ContentSlug } from '#shared/content-slugs.ts'
import { LOCALES, type Locale } from '#shared/locales.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'

const pageRow = z.object({
  locale: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
})

/** The page in `locale`, else in the other language (the client says so); 404 when neither exists. */
export async function readPage(db: Executor, slug: ContentSlug, locale: Locale): Promise<ContentPage> {
  const row = await queryRow(
    db,
    pageRow,
    sql`select p.locale, p.title, p.body, ${isoTime(sql`p.updated_at`)} as updated_at
        from content_pages p where p.slug = ${slug}
        order by (p.locale = ${locale}) desc limit 1`,
  )
  if (!row) throw AppError.notFound(STAFF_MESSAGES.contentPageMissing)
  return {
    slug,
    locale,
    contentLocale: row.locale,
    title: row.title,
    body: row.body,
    updatedAt: row.updated_at,
  }
}

/** Saves the page's text in one language as its new current version. */
export async function savePage(
  db: Db,
  actorId: string,
  slug: ContentSlug,
  input: { locale: Locale; title: string; body: string },
  restoredFrom?: string,
): Promise<ContentPage> {
  await db.transaction(async (tx) => {
    // The page's row is locked (or created) first, so concurrent saves keep their order.
    const [before] = await tx
      .select({ title: contentPages.title, body: contentPages.body })
      .from(contentPages)
      .where(and(eq(contentPages.slug, slug), eq(contentPages.locale, input.locale)))
      .for('update')
    await tx
      .insert(contentPages)
      .values({ slug, locale: input.locale, title: input.title, body: input.body, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [contentPages.slug, contentPages.locale],
        set: { title: input.title, body: input.body, updatedBy: actorId, updatedAt: sqlNow() },
      })
    const actor = await queryRow(
      tx,
      z.object({ name: z.string() }),
      sql`select ${displayNameSql('u')} as name from users u where u.id = ${actorId}`,
    )
    await tx.insert(contentPageVersions).values({
      slug,
      locale: input.locale,
      title: input.title,
      body: input.body,
      createdBy: actorId,
      createdByName: actor?.name ?? '',
    })
    await recordAudit(tx, {
      actorId,
      action: 'content_updated',
      target: { type: 'content_page', id: `${slug}:${input.locale}`, label: `${slug} (${input.locale})` },
      reason: restoredFrom ? `restored version ${restoredFrom}` : null,
      before: before ? { title: before.title, body: before.body } : null,
      after: { title: input.title, body: input.body },
    })
  })
  return readPage(db, slug, input.locale)
}

export async function listVersions(
  db: Executor,
  slug: ContentSlug,
  locale: Locale,
): Promise<ContentVersion[]> {
  const rows = await queryRows(
    db,
    z.object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      created_at: z.string(),
      created_by: z.string(),
    }),
    sql`select v.id, v.title, v.body, ${isoTime(sql`v.created_at`)} as created_at, v.created_by_name as created_by
        from content_page_versions v where v.slug = ${slug} and v.locale = ${locale}
        order by v.seq desc limit 100`,
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    createdAt: r.created_at,
    createdBy: r.created_by,
  }))
}

/** Saves an earlier version again as the current one (a new version; history is never rewritten). */
export async function restoreVersion(db: Db, actorId: string, slug: ContentSlug, versionId: string) {
  const [version] = await db
    .select()
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.id, versionId), eq(contentPageVersions.slug, slug)))
  if (!version) throw AppError.notFound(STAFF_MESSAGES.contentVersionNotFound)
  return savePage(
    db,
    actorId,
    slug,
    { locale: version.locale, title: version.title, body: version.body },
    versionId,
  )
}
