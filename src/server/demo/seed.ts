// The demo seed procedure: an empty database gets the accounts, trainers, history and weekly
// classes of data/, in one transaction, dated relative to today.

import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import {
  assignmentItems,
  bookings,
  exercises,
  favorites,
  notifications,
  payments,
  receipts,
  reviews,
  services,
  studentSubscriptions,
  subscriptionUsages,
  trainerPlans,
  trainerProfiles,
  trainerRequests,
  trainerStudents,
  trainings,
  trainingTemplates,
  userRoles,
  users,
  workoutAssignments,
  workoutItems,
  workoutResults,
  workouts,
} from '#server/db/schema.ts'
import { Effects } from '#server/effects/after-commit.ts'
import { apply, decide } from '#server/modules/applications/index.ts'
import { hashPassword } from '#server/modules/auth/index.ts'
import { refreshPriceFrom, refreshRating } from '#server/modules/catalogue/index.ts'
import { savePage } from '#server/modules/content/index.ts'
import { buySubscription, createPlan, markPaid } from '#server/modules/money/index.ts'
import { extendPro, PRO_DAYS, readSettings } from '#server/modules/platform-plan/index.ts'
import { expandTemplate } from '#server/modules/trainings/index.ts'
import { clock } from '#shared/clock.ts'
import { TRAINER_TRIAL_DAYS } from '#shared/constants.ts'
import { dateInZone } from '#shared/time.ts'
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_STUDENTS, type DemoAccount } from './data/accounts.ts'
import { DEMO_APPLICATIONS, DEMO_CONTENT } from './data/content.ts'
import { DEMO_FAVORITES, DEMO_PENDING_REQUESTS, DEMO_SESSIONS, STUDENTS_OF } from './data/history.ts'
import { DEMO_PLANS, DEMO_PRO_TRAINERS, DEMO_PURCHASES, DEMO_REQUISITES } from './data/money.ts'
import { DEMO_TEMPLATES } from './data/templates.ts'
import { DEMO_TRAINERS } from './data/trainers.ts'
import { DEMO_TRAINING_LOGS } from './data/training-log.ts'
import { DEMO_WORKOUT_ASSIGNMENTS, DEMO_WORKOUT_ATTACHMENTS, DEMO_WORKOUTS } from './data/workouts.ts'
import { writePortraits } from './portraits.ts'

/** Telegram username, VK page and phone: what a trainer and their students see of each other. */
function contactsOf(email: string, index: number) {
  const handle = email.split('@')[0]!.replace(/\./g, '_')
  return {
    username: handle,
    vkLink: `https://vk.com/${handle}`,
    phone: `+7916555${String(index).padStart(4, '0')}`,
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return (row?.n ?? 0) === 0
}

export interface SeedOptions {
  /** Where uploads live: the demo trainers' generated portraits are written there when given. */
  uploadsDir?: string
}

/**
 * Fills an empty database with demo accounts, trainer profiles and services, past trainings
 * with reviews, weekly classes with their next 8 weeks of trainings, favorites, students and
 * open requests; one transaction, so a failure leaves nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ users: number }> {
  const accounts: DemoAccount[] = [DEMO_STAFF.admin, DEMO_STAFF.moderator, ...DEMO_TRAINERS, ...DEMO_STUDENTS]
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)))
  const now = clock.nowMs()
  const today = now - (now % DAY_MS)
  const portraits = options.uploadsDir ? await writePortraits(options.uploadsDir, DEMO_TRAINERS) : new Map()
  const daysAgo = (days: number) => new Date(now - days * DAY_MS)
  await db.transaction(async (tx) => {
    const withContacts = new Set([...DEMO_TRAINERS, ...DEMO_STUDENTS].map((a) => a.email))
    const inserted = await tx
      .insert(users)
      .values(
        accounts.map((a, i) => ({
          email: a.email,
          // Demo addresses are ours: seeded confirmed (decision 0022).
          emailVerifiedAt: clock.now(),
          firstName: a.firstName,
          lastName: a.lastName,
          passwordHash: hashes[i]!,
          language: a.language ?? null,
          ...(withContacts.has(a.email) ? contactsOf(a.email, i) : {}),
          ...(portraits.has(a.email)
            ? { avatarUrl: portraits.get(a.email), avatarUpdatedAt: new Date(now) }
            : {}),
        })),
      )
      .returning({ id: users.id, email: users.email })
    const idOf = (email: string) => inserted.find((u) => u.email === email)!.id
    await tx
      .insert(userRoles)
      .values([
        { userId: idOf(DEMO_STAFF.admin.email), role: 'admin' },
        { userId: idOf(DEMO_STAFF.moderator.email), role: 'moderator' },
        ...DEMO_TRAINERS.map((t) => ({ userId: idOf(t.email), role: 'trainer' as const })),
      ])
    const trialEnds = new Date(now + TRAINER_TRIAL_DAYS * DAY_MS)
    await tx
      .insert(trainerPlans)
      .values(
        DEMO_TRAINERS.map((t) => ({ userId: idOf(t.email), kind: 'trial' as const, validUntil: trialEnds })),
      )
    await tx.insert(trainerProfiles).values(
      DEMO_TRAINERS.map((t, i) => ({
        userId: idOf(t.email),
        bioEn: t.bioEn,
        bioRu: t.bioRu,
        specializations: t.specializations,
        experienceYears: t.experienceYears,
        city: t.city,
        formats: t.formats,
        gymAddress: t.gymAddress ?? null,
        manualApproval: t.manualApproval ?? false,
        // Joined one after another, a fortnight apart, so "newest" has an order to show.
        createdAt: daysAgo((DEMO_TRAINERS.length - i) * 14),
      })),
    )
    const insertedServices = await tx
      .insert(services)
      .values(
        DEMO_TRAINERS.flatMap((t) =>
          t.services.map((s) => ({ trainerId: idOf(t.email), ...s, active: s.active ?? true })),
        ),
      )
      .returning()
    await tx.insert(trainerStudents).values(
      Object.entries(STUDENTS_OF).flatMap(([trainer, students]) =>
        students.map((s) => ({
          trainerId: idOf(trainer),
          studentId: idOf(s.student),
          since: daysAgo(s.sinceDays),
          note: '',
        })),
      ),
    )
    for (const session of DEMO_SESSIONS) {
      const trainerId = idOf(session.trainer)
      const service = insertedServices.find((s) => s.trainerId === trainerId && s.title === session.service)!
      const startsAt = new Date(today + session.inDays * DAY_MS + session.hour * 60 * 60 * 1000)
      const [training] = await tx
        .insert(trainings)
        .values({
          trainerId,
          title: service.title,
          specialization: service.specialization,
          format: service.format,
          startsAt,
          durationMin: service.durationMin,
          capacity: service.capacity,
          price: service.price,
          currency: service.currency,
          status: session.inDays < 0 ? 'completed' : 'scheduled',
        })
        .returning({ id: trainings.id })
      for (const visit of session.visits) {
        const [booking] = await tx
          .insert(bookings)
          .values({
            trainingId: training!.id,
            studentId: idOf(visit.student),
            status: visit.status,
            paymentMethod: 'direct',
            amountDue: service.price,
            currency: service.currency,
            createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
          })
          .returning({ id: bookings.id })
        if (visit.review) {
          await tx.insert(reviews).values({
            trainerId,
            studentId: idOf(visit.student),
            bookingId: booking!.id,
            ...visit.review,
            createdAt: new Date(startsAt.getTime() + 5 * 60 * 60 * 1000),
          })
        }
      }
    }
    await tx
      .insert(favorites)
      .values(
        Object.entries(DEMO_FAVORITES).flatMap(([student, trainers]) =>
          trainers.map((trainer) => ({ userId: idOf(student), trainerId: idOf(trainer) })),
        ),
      )
    await tx.insert(trainerRequests).values(
      DEMO_PENDING_REQUESTS.map((r, i) => ({
        studentId: idOf(r.student),
        trainerId: idOf(r.trainer),
        message: r.message,
        preferredTimes: r.preferredTimes,
        createdAt: new Date(now - (i + 1) * 60 * 60 * 1000),
      })),
    )
    for (const template of DEMO_TEMPLATES) {
      const trainer = DEMO_TRAINERS.find((t) => t.email === template.trainer)!
      const service = insertedServices.find(
        (s) => s.trainerId === idOf(template.trainer) && s.title === template.service,
      )!
      const [row] = await tx
        .insert(trainingTemplates)
        .values({
          trainerId: service.trainerId,
          serviceId: service.id,
          title: service.title,
          specialization: service.specialization,
          format: service.format,
          location: service.format === 'gym' ? (trainer.gymAddress ?? '') : '',
          // Online classes need the link students join by (a demo meeting room per trainer).
          onlineUrl:
            service.format === 'online' ? `https://meet.trainly.local/${template.trainer.split('@')[0]}` : '',
          durationMin: service.durationMin,
          capacity: service.capacity,
          price: service.price,
          currency: service.currency,
          visibility: template.visibility ?? 'public',
          weekdays: template.weekdays,
          startTime: template.startTime,
          timeZone: template.timeZone,
          validFrom: dateInZone(new Date(now), template.timeZone),
        })
        .returning()
      await expandTemplate(tx, { ...row!, validUntil: null, generatedUntil: null }, new Date(now))
    }
    for (const t of DEMO_TRAINERS) {
      await refreshPriceFrom(tx, idOf(t.email))
      await refreshRating(tx, idOf(t.email))
    }
    await seedDemoWorkouts(tx, idOf, now)
    await seedDemoTrainingLogs(tx, idOf, now)
  })
  await seedStaffData(db)
  await seedMoneyData(db)
  return { users: accounts.length }
}

/**
 * The staff side, through the modules' own calls so that it leaves the audit entries a real
 * admin and moderator would: the content pages in both languages, two applications waiting for
 * review and one rejected with a reason.
 */
async function seedStaffData(db: Db) {
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email ?? '', u.id]),
  )
  const adminId = ids.get(DEMO_STAFF.admin.email)!
  const moderatorId = ids.get(DEMO_STAFF.moderator.email)!
  for (const page of DEMO_CONTENT) {
    await savePage(db, adminId, page.slug, { locale: 'ru', ...page.ru })
    await savePage(db, adminId, page.slug, { locale: 'en', ...page.en })
  }
  for (const application of DEMO_APPLICATIONS) {
    const created = await apply(db, '', ids.get(application.email)!, {
      specializations: [...application.specializations],
      experienceYears: application.experienceYears,
      bio: application.bio,
      city: application.city,
      formats: [...application.formats],
      certificateLinks: application.certificateLinks,
      certificatePhoto: null,
    })
    if (application.rejectReason) {
      await decide(
        db,
        moderatorId,
        created.id,
        { approve: false, reason: application.rejectReason },
        new Effects(),
      )
    }
  }
}

/**
 * Money (decision 0028), through the module's own calls: plans of several trainers, bought by
 * students and paid directly — confirmed ones with their receipts, pending ones waiting for the
 * trainer — and some moved on in time to expired and used up.
 */
async function seedMoneyData(db: Db) {
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email ?? '', u.id]),
  )
  for (const [email, requisites] of Object.entries(DEMO_REQUISITES)) {
    await db
      .update(trainerProfiles)
      .set(requisites)
      .where(eq(trainerProfiles.userId, ids.get(email)!))
  }
  const plans = new Map<string, string>()
  for (const plan of DEMO_PLANS) {
    const created = await createPlan(db, ids.get(plan.trainer)!, {
      title: plan.title,
      description: '',
      sessionsCount: plan.sessionsCount,
      validityDays: plan.validityDays,
      price: plan.price,
      currency: 'RUB',
      coverage: 'all',
      specializations: [],
      serviceIds: [],
      active: true,
    })
    plans.set(plan.title, created.id)
  }
  // Trainers on Pro: one Stars payment each, paid in Telegram, with the platform's receipt.
  const { proPriceStars } = await readSettings(db)
  for (const email of DEMO_PRO_TRAINERS) {
    const trainerId = ids.get(email)!
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          payerId: trainerId,
          recipientId: null,
          purpose: 'trainer_plan',
          amount: proPriceStars,
          currency: 'XTR',
          method: 'telegram',
          status: 'pending',
          description: 'Trainly Pro',
          planDays: PRO_DAYS,
          invoicePayload: `demo-pro:${randomUUID()}`,
        })
        .returning({ id: payments.id })
      await markPaid(tx, payment!.id, { telegramPaymentChargeId: `demo-charge-${randomUUID()}` })
      await extendPro(tx, trainerId, PRO_DAYS, {})
    })
  }
  for (const purchase of DEMO_PURCHASES) {
    const studentId = ids.get(purchase.student)!
    // The trainer's "payment to confirm" is stored with it, as the app stores it (not pushed: no app yet).
    const { subscription, payment } = await buySubscription(
      db,
      studentId,
      { planId: plans.get(purchase.plan)!, payWith: 'direct' },
      new Effects(),
    )
    if (purchase.state === 'pending') continue
    await db.transaction(async (tx) => {
      await markPaid(tx, payment.id, { confirmedBy: subscription.trainer.id })
      // The trainer read "payment to confirm" and confirmed it.
      await tx
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(sql`${notifications.data}->>'paymentId' = ${payment.id}`)
      if (purchase.state === 'used_up')
        await spendOnPastVisits(tx, subscription.id, studentId, subscription.trainer.id)
      if (purchase.state === 'expired')
        await tx
          .update(studentSubscriptions)
          .set({
            status: 'expired',
            validFrom: new Date(clock.nowMs() - 40 * DAY_MS),
            validUntil: new Date(clock.nowMs() - 10 * DAY_MS),
          })
          .where(eq(studentSubscriptions.id, subscription.id))
      if (purchase.state !== 'active') await datePaymentAtStart(tx, payment.id, subscription.id)
    })
  }
}

/**
 * A package moved back in time is paid when it starts, not when the demo was seeded: an expired
 * package's payment dated today counted in this month's income and listed beside "expired".
 */
async function datePaymentAtStart(tx: Tx, paymentId: string, subscriptionId: string) {
  const [started] = await tx
    .select({ at: studentSubscriptions.validFrom })
    .from(studentSubscriptions)
    .where(eq(studentSubscriptions.id, subscriptionId))
  const at = started?.at
  if (!at) return
  await tx
    .update(payments)
    .set({ createdAt: at, paidAt: at, confirmedAt: at })
    .where(eq(payments.id, paymentId))
  await tx.update(receipts).set({ issuedAt: at }).where(eq(receipts.paymentId, paymentId))
  await tx
    .update(notifications)
    .set({ createdAt: at, readAt: at })
    .where(sql`${notifications.data}->>'paymentId' = ${paymentId}`)
}

/**
 * A used-up demo package, spent as a real one is: a ledger row per past visit to its trainer
 * (oldest first), each booking paid with it, its validity starting before the first. The ledger's
 * trigger counts the sessions and marks the package used up, so its usage list tells which
 * training took which session.
 */
async function spendOnPastVisits(tx: Tx, subscriptionId: string, studentId: string, trainerId: string) {
  const [package_] = await tx
    .select({ total: studentSubscriptions.sessionsTotal })
    .from(studentSubscriptions)
    .where(eq(studentSubscriptions.id, subscriptionId))
  const total = package_?.total ?? 0
  const visits = await tx
    .select({ id: bookings.id, bookedAt: bookings.createdAt })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(trainings.trainerId, trainerId),
        eq(bookings.status, 'attended'),
      ),
    )
    .orderBy(asc(trainings.startsAt))
    .limit(total)
  if (total === 0 || visits.length < total)
    throw new Error(`demo: a used-up package of ${total} needs as many past visits (${visits.length})`)
  const from = visits[0]!.bookedAt
  await tx
    .update(studentSubscriptions)
    .set({ validFrom: from, validUntil: sql`${from}::timestamptz + make_interval(days => validity_days)` })
    .where(eq(studentSubscriptions.id, subscriptionId))
  for (const visit of visits) {
    await tx
      .update(bookings)
      .set({ paymentMethod: 'subscription', subscriptionId, amountDue: 0 })
      .where(eq(bookings.id, visit.id))
    await tx
      .insert(subscriptionUsages)
      .values({ subscriptionId, bookingId: visit.id, spentAt: visit.bookedAt })
  }
}

/**
 * Two trainers' workout libraries (data/workouts.ts), assignments to their students around
 * today, and one workout attached to the next training of a group class. Assignments copy the
 * workout's items, as POST /api/workouts/{id}/assign does (decision 0030).
 */
async function seedDemoWorkouts(tx: Tx, idOf: (email: string) => string, now: number) {
  const slugs = [...new Set(DEMO_WORKOUTS.flatMap((w) => w.items.map((i) => i.slug)))]
  const found = await tx
    .select({ id: exercises.id, slug: exercises.slug })
    .from(exercises)
    .where(inArray(exercises.slug, slugs))
  const exerciseId = (slug: string) => {
    const row = found.find((f) => f.slug === slug)
    if (!row) throw new Error(`demo workouts: no exercise ${slug}`)
    return row.id
  }
  const itemsOf = new Map<string, (typeof workoutItems.$inferInsert)[]>()
  const workoutId = new Map<string, string>()
  for (const w of DEMO_WORKOUTS) {
    const [row] = await tx
      .insert(workouts)
      .values({
        trainerId: idOf(w.trainer),
        title: w.title,
        notes: w.notes ?? '',
        archivedAt: w.archived ? new Date(now - 30 * DAY_MS) : null,
      })
      .returning({ id: workouts.id })
    const items = w.items.map((item, position) => ({
      workoutId: row!.id,
      position,
      exerciseId: exerciseId(item.slug),
      sets: item.sets,
      reps: item.reps ?? null,
      durationSeconds: item.durationSeconds ?? null,
      weightKg: item.weightKg ?? null,
      restSeconds: item.restSeconds ?? null,
      notes: item.notes ?? '',
      supersetGroup: item.supersetGroup ?? null,
    }))
    await tx.insert(workoutItems).values(items)
    workoutId.set(`${w.trainer}/${w.title}`, row!.id)
    itemsOf.set(row!.id, items)
  }
  const give = async (
    trainer: string,
    title: string,
    target: { trainingId: string } | { studentId: string; scheduledOn: string },
    createdAt: Date,
  ) => {
    const id = workoutId.get(`${trainer}/${title}`)!
    const [assignment] = await tx
      .insert(workoutAssignments)
      .values({ trainerId: idOf(trainer), workoutId: id, title, ...target, createdAt })
      .returning({ id: workoutAssignments.id })
    await tx
      .insert(assignmentItems)
      .values(
        itemsOf.get(id)!.map(({ workoutId: _w, ...item }) => ({ ...item, assignmentId: assignment!.id })),
      )
  }
  for (const a of DEMO_WORKOUT_ASSIGNMENTS) {
    const day = new Date(now + a.day * DAY_MS)
    await give(
      a.trainer,
      a.workout,
      { studentId: idOf(a.student), scheduledOn: dateInZone(day, 'Europe/Moscow') },
      new Date(Math.min(now, day.getTime()) - DAY_MS),
    )
  }
  for (const a of DEMO_WORKOUT_ATTACHMENTS) {
    const [next] = await tx
      .select({ id: trainings.id })
      .from(trainings)
      .where(
        and(
          eq(trainings.trainerId, idOf(a.trainer)),
          eq(trainings.title, a.training),
          gt(trainings.startsAt, new Date(now)),
        ),
      )
      .orderBy(asc(trainings.startsAt))
      .limit(1)
    if (next) await give(a.trainer, a.workout, { trainingId: next.id }, new Date(now))
  }
  await tx
    .update(exercises)
    .set({
      popularity: sql`(select count(distinct wi.workout_id)::int from workout_items wi where wi.exercise_id = "exercises"."id")`,
    })
    .where(inArray(exercises.slug, slugs))
}

/**
 * Months of logged sets (data/training-log.ts): each session an assignment of the next workout
 * for that date, every prescribed set logged as done; weights grow by a step every other session
 * with a lighter week every sixth, so the progress view has curves and the records a peak.
 */
async function seedDemoTrainingLogs(tx: Tx, idOf: (email: string) => string, now: number) {
  for (const log of DEMO_TRAINING_LOGS) {
    const trainerId = idOf(log.trainer)
    const studentId = idOf(log.student)
    const plans = []
    for (const title of log.workouts) {
      const [workout] = await tx
        .select({ id: workouts.id })
        .from(workouts)
        .where(and(eq(workouts.trainerId, trainerId), eq(workouts.title, title)))
      if (!workout) throw new Error(`demo training log: no workout ${title}`)
      const items = await tx
        .select()
        .from(workoutItems)
        .where(eq(workoutItems.workoutId, workout.id))
        .orderBy(asc(workoutItems.position))
      plans.push({ title, workoutId: workout.id, items })
    }
    for (let session = 0; session < log.sessions; session++) {
      const plan = plans[session % plans.length]!
      const round = Math.floor(session / plans.length)
      const day = new Date(now - (log.lastDaysAgo + (log.sessions - 1 - session) * log.everyDays) * DAY_MS)
      const scheduledOn = dateInZone(day, 'Europe/Moscow')
      const [assignment] = await tx
        .insert(workoutAssignments)
        .values({
          trainerId,
          workoutId: plan.workoutId,
          studentId,
          scheduledOn,
          title: plan.title,
          createdAt: new Date(day.getTime() - DAY_MS),
        })
        .returning({ id: workoutAssignments.id })
      const copies = await tx
        .insert(assignmentItems)
        .values(
          plan.items.map(({ id: _id, workoutId: _w, ...item }) => ({
            ...item,
            assignmentId: assignment!.id,
          })),
        )
        .returning()
      const lighter = round % 6 === 5
      const results = copies.flatMap((item) =>
        Array.from({ length: item.sets }, (_, setIndex) => {
          const working =
            item.weightKg === null
              ? null
              : Math.max(
                  2.5,
                  Math.round(
                    ((item.weightKg * log.startShare + Math.floor(round / 2) * log.stepKg) *
                      (lighter ? 0.9 : 1)) /
                      2.5,
                  ) * 2.5,
                )
          // The last set of a heavy day falls a rep short now and then.
          const reps =
            item.reps === null ? null : item.reps - (setIndex === item.sets - 1 && round % 3 === 2 ? 1 : 0)
          return {
            id: randomUUID(),
            assignmentId: assignment!.id,
            assignmentItemId: item.id,
            studentId,
            trainerId,
            exerciseId: item.exerciseId,
            performedOn: scheduledOn,
            setIndex,
            reps,
            weightKg: working,
            durationSeconds: item.durationSeconds,
            done: true,
            clientUpdatedAt: new Date(day.getTime() + setIndex * 3 * 60_000),
            createdAt: day,
            updatedAt: day,
          }
        }),
      )
      if (results.length) await tx.insert(workoutResults).values(results)
    }
  }
}
