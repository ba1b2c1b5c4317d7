// Becoming a trainer (PRODUCT.md §2 "Trainer application", decision 0025): a student applies,
// a moderator (or an admin) approves or rejects with a reason. One pending application per user
// (a partial unique index); a decision locks the application, so of two moderators acting at once
// one wins and the other gets 409 with the application as it is now. Approval grants the trainer
// role, writes the trainer profile from the application and starts the trainer plan's trial.
import { randomBytes } from 'node:crypto'
import { access, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { type Db, type Executor, uniqueViolation } from '#server/db/client.ts'
import { avatarUrl, displayNameSql } from '#server/db/people.ts'
import { trainerApplications, trainerProfiles, userRoles } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { startTrainerTrial } from '#server/modules/trainings/index.ts'
import {
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationDetail,
  type applicationBody,
  MODERATION_PAGE_SIZE,
  type ModerationFilter,
  type QueueItem,
  type TrainerApplication,
} from '#shared/api/staff.ts'
import { SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { GRANTED_ROLES } from '#shared/roles.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'

// ---- reading -------------------------------------------------------------------------------

const APPLICATION_COLUMNS = sql`a.id, a.user_id, a.status, a.specializations, a.experience_years, a.bio,
  a.city, a.formats::text[] as formats, a.certificate_links, a.certificate_photo, a.reject_reason,
  a.reviewer_id, coalesce(${displayNameSql('rv')}, '') as reviewer_name,
  ${isoTime(sql`a.created_at`)} as created_at,
  case when a.decided_at is null then null else ${isoTime(sql`a.decided_at`)} end as decided_at`

const APPLICATION_FROM = sql`trainer_applications a left join users rv on rv.id = a.reviewer_id`

const applicationRow = z.object({
  id: z.string(),
  user_id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  experience_years: z.number(),
  bio: z.string(),
  city: z.string(),
  formats: z.array(z.enum(TRAINER_FORMATS)),
  certificate_links: z.array(z.string()),
  certificate_photo: z.string().nullable(),
  reject_reason: z.string().nullable(),
  reviewer_id: z.string().nullable(),
  reviewer_name: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
type ApplicationRow = z.output<typeof applicationRow>

function toApplication(row: ApplicationRow): TrainerApplication {
  return {
    id: row.id,
    status: row.status,
    specializations: row.specializations,
    experienceYears: row.experience_years,
    bio: row.bio,
    city: row.city,
    formats: row.formats,
    certificateLinks: row.certificate_links,
    certificatePhoto: row.certificate_photo,
    certificatePhotoUrl: row.certificate_photo ? `/api/trainer-applications/${row.id}/photo` : null,
    rejectReason: row.reject_reason,
    reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name } : null,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  }
}

const APPLICANT_COLUMNS = sql`u.first_name as applicant_first_name, u.last_name as applicant_last_name,
  u.avatar_url as applicant_avatar_url, ${isoTime(sql`u.avatar_updated_at`)} as applicant_avatar_updated_at,
  coalesce(u.email, '') as applicant_email, coalesce(u.phone, '') as applicant_phone,
  coalesce(u.username, '') as applicant_username, ${isoTime(sql`u.created_at`)} as applicant_created_at,
  u.blocked_at is not null as applicant_blocked,
  coalesce((select array_agg(r.role::text order by r.role) from user_roles r where r.user_id = u.id), '{}')
    as applicant_roles`

const queueRow = applicationRow.extend({
  applicant_first_name: z.string(),
  applicant_last_name: z.string(),
  applicant_avatar_url: z.string().nullable(),
  applicant_avatar_updated_at: z.string().nullable(),
  applicant_email: z.string(),
  applicant_phone: z.string(),
  applicant_username: z.string(),
  applicant_created_at: z.string(),
  applicant_blocked: z.boolean(),
  applicant_roles: z.array(z.enum(GRANTED_ROLES)),
})

function toQueueItem(row: z.output<typeof queueRow>): QueueItem {
  const applicant: Applicant = {
    id: row.user_id,
    firstName: row.applicant_first_name,
    lastName: row.applicant_last_name,
    avatar: avatarUrl(
      row.applicant_avatar_url,
      row.applicant_avatar_updated_at ? new Date(row.applicant_avatar_updated_at) : null,
    ),
    email: row.applicant_email,
    phone: row.applicant_phone,
    telegramUsername: row.applicant_username,
    roles: row.applicant_roles,
    registeredAt: row.applicant_created_at,
    blocked: row.applicant_blocked,
  }
  return { ...toApplication(row), applicant }
}

/** The caller's own applications, newest first. */
export async function ownApplications(db: Executor, userId: string): Promise<TrainerApplication[]> {
  const rows = await queryRows(
    db,
    applicationRow,
    sql`select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM}
        where a.user_id = ${userId} order by a.created_at desc, a.decided_at desc nulls first, a.id desc`,
  )
  return rows.map(toApplication)
}

async function applicationById(db: Executor, id: string): Promise<ApplicationRow | undefined> {
  return queryRow(
    db,
    applicationRow,
    sql`select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM} where a.id = ${id}`,
  )
}

/** One application for staff: with its applicant and the applicant's other applications. */
export async function applicationDetail(db: Executor, id: string): Promise<ApplicationDetail> {
  const row = await queryRow(
    db,
    queueRow,
    sql`select ${APPLICATION_COLUMNS}, ${APPLICANT_COLUMNS}
        from ${APPLICATION_FROM} join users u on u.id = a.user_id where a.id = ${id}`,
  )
  if (!row) throw AppError.notFound(STAFF_MESSAGES.applicationNotFound)
  const history = (await ownApplications(db, row.user_id)).filter((a) => a.id !== id)
  return { ...toQueueItem(row), history }
}

/**
 * The moderation queue: pending ones oldest first (first come, first served); decided ones
 * (approved, rejected, all) newest decision first, as a history reads.
 */
export async function moderationList(db: Executor, filter: ModerationFilter, page: number) {
  const where = filter === 'all' ? sql`true` : sql`a.status = ${filter}`
  const order =
    filter === 'pending'
      ? sql`a.created_at asc, a.id asc`
      : sql`(a.status = 'pending') desc, coalesce(a.decided_at, a.created_at) desc, a.id desc`
  const rows = await queryRows(
    db,
    queueRow.extend({ total: z.coerce.number() }),
    sql`select ${APPLICATION_COLUMNS}, ${APPLICANT_COLUMNS}, count(*) over () as total
        from ${APPLICATION_FROM} join users u on u.id = a.user_id
        where ${where} order by ${order}
        limit ${MODERATION_PAGE_SIZE} offset ${(page - 1) * MODERATION_PAGE_SIZE}`,
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) {
    const count = await queryRow(
      db,
      z.object({ total: z.coerce.number() }),
      sql`select count(*) as total from trainer_applications a where ${where}`,
    )
    total = count?.total ?? 0
  }
  return { data: rows.map(toQueueItem), total, page, pageSize: MODERATION_PAGE_SIZE }
}

/** `/moderator`: how many wait, and the last decisions. */
export async function moderationSummary(db: Executor) {
  const pending = await queryRow(
    db,
    z.object({ n: z.coerce.number() }),
    sql`select count(*) as n from trainer_applications where status = 'pending'`,
  )
  const recent = await queryRows(
    db,
    queueRow,
    sql`select ${APPLICATION_COLUMNS}, ${APPLICANT_COLUMNS}
        from ${APPLICATION_FROM} join users u on u.id = a.user_id
        where a.status <> 'pending' order by a.decided_at desc, a.id desc limit 10`,
  )
  return { pending: pending?.n ?? 0, recent: recent.map(toQueueItem) }
}

// ---- applying ------------------------------------------------------------------------------

/** Where certificate photos live: outside the public uploads, one folder per user. */
export function certificateDir(dataDir: string, userId: string) {
  return path.join(dataDir, 'certificates', userId)
}

export async function saveCertificatePhoto(
  dataDir: string,
  userId: string,
  bytes: Buffer,
  imageType: 'jpg' | 'png' | 'webp',
): Promise<string> {
  const dir = certificateDir(dataDir, userId)
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${imageType}`
  await writeFile(path.join(dir, name), bytes)
  return name
}

export async function apply(
  db: Db,
  dataDir: string,
  userId: string,
  body: z.output<typeof applicationBody>,
): Promise<TrainerApplication> {
  if (body.certificatePhoto) {
    // The name's shape is checked by the schema; it must also be one this user uploaded.
    const exists = await access(path.join(certificateDir(dataDir, userId), body.certificatePhoto)).then(
      () => true,
      () => false,
    )
    if (!exists) {
      throw AppError.badRequest(STAFF_MESSAGES.certificatePhotoInvalid, {
        certificatePhoto: STAFF_MESSAGES.certificatePhotoInvalid,
      })
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [trainer] = await tx
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(sql`${userRoles.userId} = ${userId} and ${userRoles.role} = 'trainer'`)
      if (trainer) throw AppError.conflict('already_trainer', STAFF_MESSAGES.alreadyTrainer)
      const [created] = await tx
        .insert(trainerApplications)
        .values({
          userId,
          specializations: body.specializations,
          experienceYears: body.experienceYears,
          bio: body.bio,
          city: body.city,
          formats: body.formats,
          certificateLinks: body.certificateLinks,
          certificatePhoto: body.certificatePhoto,
        })
        .returning({ id: trainerApplications.id })
      const row = await applicationById(tx, created!.id)
      return toApplication(row!)
    })
  } catch (error) {
    if (uniqueViolation(error) === 'trainer_applications_one_pending_key') {
      throw AppError.conflict('application_pending', STAFF_MESSAGES.applicationPending)
    }
    throw error
  }
}

/** The certificate photo of an application, for its applicant or staff; 404 to anyone else. */
export async function certificatePhoto(
  db: Executor,
  dataDir: string,
  caller: { userId: string; isStaff: boolean },
  applicationId: string,
): Promise<{ bytes: Buffer; type: string }> {
  const [row] = await db
    .select({ userId: trainerApplications.userId, photo: trainerApplications.certificatePhoto })
    .from(trainerApplications)
    .where(eq(trainerApplications.id, applicationId))
  if (!row?.photo || (!caller.isStaff && row.userId !== caller.userId)) {
    throw AppError.notFound(STAFF_MESSAGES.applicationNotFound)
  }
  const bytes = await readFile(
    path.join(certificateDir(dataDir, row.userId), path.basename(row.photo)),
  ).catch(() => {
    throw AppError.notFound(STAFF_MESSAGES.applicationNotFound)
  })
  const ext = path.extname(row.photo).slice(1)
  return { bytes, type: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` }
}

// ---- deciding ------------------------------------------------------------------------------

type Decision = { approve: true } | { approve: false; reason: string }

/**
 * Approves or rejects a pending application. The row is locked first: a second decision waits,
 * then finds it decided and is refused with 409 and the application as it is now.
 */
export async function decide(
  db: Db,
  reviewerId: string,
  applicationId: string,
  decision: Decision,
  changes: Effects,
): Promise<TrainerApplication> {
  const decided = await db.transaction(async (tx) => {
    const locked = await queryRow(
      tx,
      z.object({
        user_id: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        language: z.string().nullable(),
        blocked: z.boolean(),
      }),
      sql`select a.user_id, a.status, u.language, u.blocked_at is not null as blocked
          from trainer_applications a join users u on u.id = a.user_id
          where a.id = ${applicationId} for update of a`,
    )
    if (!locked) throw AppError.notFound(STAFF_MESSAGES.applicationNotFound)
    if (locked.status !== 'pending') return null
    if (locked.user_id === reviewerId)
      throw AppError.forbidden(STAFF_MESSAGES.cannotDecideOwn, 'cannot_decide_own')
    // A blocked account is not made a trainer behind its block; rejecting it stays possible.
    if (decision.approve && locked.blocked)
      throw AppError.unprocessable('applicant_blocked', STAFF_MESSAGES.applicantBlocked)
    const before = (await applicationById(tx, applicationId))!
    await tx
      .update(trainerApplications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: decision.approve ? null : decision.reason,
        reviewerId,
        decidedAt: sqlNow(),
      })
      .where(eq(trainerApplications.id, applicationId))
    const userId = locked.user_id
    if (decision.approve) {
      await tx
        .insert(userRoles)
        .values({ userId, role: 'trainer', grantedBy: reviewerId })
        .onConflictDoNothing()
      // The bio goes in the applicant's language (Russian when they have not chosen one).
      const bio = locked.language === 'en' ? { bioEn: before.bio } : { bioRu: before.bio }
      const profile = {
        specializations: before.specializations,
        experienceYears: before.experience_years,
        city: before.city,
        formats: before.formats,
        ...bio,
      }
      await tx
        .insert(trainerProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: trainerProfiles.userId, set: { ...profile, updatedAt: sqlNow() } })
      await startTrainerTrial(tx, userId)
    }
    await changes.notify(tx, {
      userId,
      type: decision.approve ? 'trainer_application_approved' : 'trainer_application_rejected',
      data: decision.approve ? {} : { reason: decision.reason },
    })
    const applicant = await queryRow(
      tx,
      z.object({ label: z.string() }),
      sql`select coalesce(nullif(${displayNameSql('u')}, ''), u.email, u.id::text) as label
          from users u where u.id = ${userId}`,
    )
    await recordAudit(tx, {
      actorId: reviewerId,
      action: decision.approve ? 'application_approved' : 'application_rejected',
      target: { type: 'trainer_application', id: applicationId, label: applicant?.label ?? '' },
      reason: decision.approve ? null : decision.reason,
      before: { status: 'pending' },
      after: decision.approve
        ? { status: 'approved', userId, roleGranted: 'trainer' }
        : { status: 'rejected', userId, reason: decision.reason },
    })
    return toApplication((await applicationById(tx, applicationId))!)
  })
  if (decided) return decided
  throw new AppError(409, 'application_decided', STAFF_MESSAGES.applicationDecided, undefined, {
    data: await applicationDetail(db, applicationId),
  })
}
