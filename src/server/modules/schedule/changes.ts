// Whose GET /api/schedule a write changed, for the realtime `schedule:changed` event (decision
// 0011). A service records the changes inside its transaction; they are told only once it has
// committed, so rolled-back work tells nobody.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ScheduleRole } from '#shared/api/schedule.ts'
import type { Executor } from '../../db/client.ts'
import type { Realtime, ScheduleChange } from '../../realtime/server.ts'

export class ScheduleChanges {
  private readonly byKey = new Map<string, ScheduleChange>()
  private readonly trainingIds = new Set<string | undefined>()

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
    const { rows } = await tx.execute(sql`
      select t.trainer_id as user_id, 'trainer' as role from trainings t where t.id = ${trainingId}
      union
      select b.student_id, 'student' from bookings b where b.training_id = ${trainingId}
      union
      select w.student_id, 'student' from waitlist_entries w where w.training_id = ${trainingId}`)
    for (const row of rows) this.add(row.user_id as string, row.role as ScheduleRole, trainingId)
    return this
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
}

/**
 * Runs a service that records schedule changes and announces them once it has returned, that
 * is after its transaction committed; a service that throws announces nothing.
 */
export async function withScheduleChanges<T>(
  app: FastifyInstance,
  work: (changes: ScheduleChanges) => Promise<T>,
): Promise<T> {
  const changes = new ScheduleChanges()
  const result = await work(changes)
  changes.announce(app.realtime)
  return result
}
