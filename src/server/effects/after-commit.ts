// The after-commit queue of a write: whose GET /api/schedule it changed, for the realtime
// `schedule:changed` event (decision 0011), and the notifications it raised, for their realtime
// push and delivery jobs (decision 0016). A service records both inside its transaction; they
// are told only once it has committed, so rolled-back work tells nobody.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import type { Realtime, ScheduleChange } from '#server/realtime/server.ts'
import { SCHEDULE_ROLES, type ScheduleRole } from '#shared/api/schedule.ts'
import { type NotifyInput, notify, pushNotifications, type StoredNotification } from './notifications.ts'

export class Effects {
  private readonly byKey = new Map<string, ScheduleChange>()
  private readonly trainingIds = new Set<string | undefined>()
  private readonly stored: StoredNotification[] = []

  /** The user's schedule in `role` changed; `trainingId` when the change is one training's. */
  add(userId: string, role: ScheduleRole, trainingId?: string): this {
    this.byKey.set(`${userId}:${role}`, { userId, role })
    this.trainingIds.add(trainingId)
    return this
  }

  /**
   * Everyone who has the training in a schedule: its trainer, and each student with a booking
   * (a cancelled one too: the student still sees it) or a waitlist entry. Read it under the
   * training's lock and before the change, which may remove waitlist entries.
   */
  async addTrainingAudience(tx: Executor, trainingId: string): Promise<this> {
    const rows = await queryRows(
      tx,
      z.object({ user_id: z.string(), role: z.enum(SCHEDULE_ROLES) }),
      sql`select t.trainer_id as user_id, 'trainer' as role from trainings t where t.id = ${trainingId}
          union
          select b.student_id, 'student' from bookings b where b.training_id = ${trainingId}
          union
          select w.student_id, 'student' from waitlist_entries w where w.training_id = ${trainingId}`,
    )
    for (const row of rows) this.add(row.user_id, row.role, trainingId)
    return this
  }

  /** Stores a notification in `tx` (notifications.ts notify); it is pushed after commit. */
  async notify(tx: Executor, input: NotifyInput): Promise<this> {
    this.stored.push(await notify(tx, input))
    return this
  }

  /** The notifications stored so far, in order. */
  get notifications(): readonly StoredNotification[] {
    return this.stored
  }

  get list(): ScheduleChange[] {
    return [...this.byKey.values()]
  }

  /** The one training every change was about, if there was one. */
  get trainingId(): string | undefined {
    return this.trainingIds.size === 1 ? [...this.trainingIds][0] : undefined
  }

  /** Sends the event to every user recorded; call after the work has committed. */
  announce(realtime: Pick<Realtime, 'emitScheduleChanged'>) {
    if (this.byKey.size > 0) realtime.emitScheduleChanged(this.list, this.trainingId)
  }

  /** Everything recorded: the schedule event, then the notifications (realtime and delivery jobs). */
  async afterCommit(app: Parameters<typeof pushNotifications>[0]) {
    this.announce(app.realtime)
    await pushNotifications(app, this.stored)
  }
}

/**
 * Runs a service that records schedule changes and notifications and tells them once it has
 * returned, that is after its transaction committed; a service that throws tells nothing.
 */
export async function withEffects<T>(
  app: FastifyInstance,
  work: (changes: Effects) => Promise<T>,
): Promise<T> {
  const changes = new Effects()
  const result = await work(changes)
  await changes.afterCommit(app)
  return result
}
