// Background work on pg-boss in the app's own database (ARCHITECTURE.md "jobs"): pg-boss keeps
// its tables in the `pgboss` schema, shares the work between instances (SKIP LOCKED), and runs
// cron schedules once per cluster, not once per instance.
import PgBoss from 'pg-boss'
import type { Database } from '#server/db/client.ts'

/** One kind of background work: its queue, its handler, and when it runs by itself. */
export interface JobQueue<Data extends object = Record<string, never>> {
  name: string
  /** Queue policy and retries; 'stately' keeps at most one waiting and one running. */
  queue?: Omit<PgBoss.Queue, 'name'>
  /** A cron schedule (5 fields) in `tz` (default UTC); one instance of the cluster sends it. */
  cron?: { expression: string; tz?: string }
  /** Send one job when the runner starts (catch up after downtime). */
  runAtStart?: boolean
  work?: Omit<PgBoss.WorkOptions, 'includeMetadata'>
  handle(data: Data, job: PgBoss.Job<Data>): Promise<void>
}

/** Declares a queue with its data type, so that `send` is checked against it. */
export function defineQueue<Data extends object = Record<string, never>>(
  queue: JobQueue<Data>,
): JobQueue<Data> {
  return queue
}

export interface JobRunner {
  send<Data extends object>(
    queue: JobQueue<Data>,
    data: Data,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>
  /** Stops polling and waits for running jobs, at most `timeoutMs`; idempotent. */
  stop(timeoutMs?: number): Promise<void>
  /** For tests and diagnostics. */
  readonly boss: PgBoss
}

export interface JobRunnerOptions {
  // biome-ignore lint/suspicious/noExplicitAny: queues of different data types live in one list
  queues: JobQueue<any>[]
  log: { info(message: string): void; error(error: unknown, message: string): void }
  /** pg-boss timings; tests shorten them (cron checks, polling). */
  boss?: Pick<PgBoss.ConstructorOptions, 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'>
}

export const STOP_TIMEOUT_MS = 10_000

/**
 * Starts pg-boss on the app's pool (no second pool, no second connection string), creates the
 * queues, registers their workers and cron schedules, and sends the start-up jobs.
 */
export async function startJobs(database: Database, options: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    ...options.boss,
  })
  // pg-boss reports its own failures (a poll that lost its connection) as events; an 'error'
  // event without a listener would crash the process.
  boss.on('error', (error) => options.log.error(error, 'background jobs'))
  await boss.start()
  for (const queue of options.queues) {
    await boss.createQueue(queue.name, { name: queue.name, ...queue.queue })
    await boss.work<object>(queue.name, { ...queue.work }, async (jobs) => {
      for (const job of jobs) await queue.handle(job.data, job)
    })
    if (queue.cron) {
      await boss.schedule(queue.name, queue.cron.expression, {}, { tz: queue.cron.tz ?? 'UTC' })
    } else {
      await boss.unschedule(queue.name)
    }
    if (queue.runAtStart) await boss.send(queue.name, {})
  }
  options.log.info(`background jobs: ${options.queues.map((q) => q.name).join(', ')}`)

  let stopping: Promise<void> | undefined
  return {
    boss,
    send: (queue, data, sendOptions) => boss.send(queue.name, data, sendOptions ?? {}),
    stop(timeoutMs = STOP_TIMEOUT_MS) {
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, wait: true })
      return stopping
    },
  }
}
