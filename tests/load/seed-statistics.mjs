// A reproducible scale seed for the statistics benchmark (decision 0032): one trainer with
// 5,000 trainings over two years, 50,000 bookings of 500 students and 200,000 logged sets, in a
// database of its own.
// Same numbers on every run (fixed seed, dates relative to today). Run with tsx (it imports the
// server's migrations): `npx tsx tests/load/seed-statistics.mjs [DATA_DIR]`; bench-statistics.mjs
// calls `seedStatistics` itself.
import { randomBytes, randomUUID } from 'node:crypto'
import { chmodSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { connectDatabase, migrateDatabase } from '#server/db/client.ts'
import { startEmbeddedPostgres } from '#server/db/embedded.ts'
import { hashToken } from '#server/http/tokens.ts'

export const SCALE = { trainings: 5_000, bookingsPerTraining: 10, students: 500, days: 730 }
export const DATABASE = 'trainly_bench_statistics'

export const LOGGED_SETS = 200_000
/** Exercises the seeded workouts rotate through (library ones, by name order). */
const SEEDED_EXERCISES = 12
const ITEMS_PER_WORKOUT = 5

/**
 * Logged workout sets (issue 18): every training of the trainer carries an attached workout of
 * five exercises (drawn from the first twelve of the library); every attended booking logs one
 * set of each, done, the weight growing over time — the first 200,000 by time. The trainer has
 * every student on their list (`trainer_students`), as booking gives them in the app.
 */
export async function seedLoggedSets(client, { trainerId }) {
  await client.query(
    `insert into trainer_students (trainer_id, student_id, since)
     select $1, id, now() - interval '3 years' from users where email like 'bench.student.%'`,
    [trainerId],
  )
  await client.query(
    `insert into workout_assignments (trainer_id, training_id, title)
     select trainer_id, id, 'Workout ' || title from trainings where trainer_id = $1`,
    [trainerId],
  )
  await client.query(
    `with e as (select id, row_number() over (order by name_en, id) - 1 as n from exercises
                where owner_id is null order by name_en, id limit $2),
          wa as (select id, row_number() over (order by created_at, id) as n from workout_assignments
                 where trainer_id = $1)
     insert into assignment_items (assignment_id, position, exercise_id, sets, reps, weight_kg)
     select wa.id, p, e.id, 1, 8, 40
     from wa cross join generate_series(0, $3 - 1) p
     join e on e.n = (wa.n + p * 5) % $2`,
    [trainerId, SEEDED_EXERCISES, ITEMS_PER_WORKOUT],
  )
  await client.query(
    `insert into workout_results (id, assignment_id, assignment_item_id, student_id, trainer_id, exercise_id,
                                  performed_on, set_index, reps, weight_kg, done, client_updated_at)
     select gen_random_uuid(), ai.assignment_id, ai.id, b.student_id, wa.trainer_id, ai.exercise_id,
            (t.starts_at at time zone 'Europe/Moscow')::date, 0, 3 + floor(random() * 10)::int,
            round((20 + extract(epoch from t.starts_at - (now() - interval '2 years')) / 86400 / 10
                   + random() * 20)::numeric, 1),
            true, t.starts_at + interval '1 hour'
     from bookings b join trainings t on t.id = b.training_id and t.trainer_id = $1
     join workout_assignments wa on wa.training_id = t.id
     join assignment_items ai on ai.assignment_id = wa.id
     where b.status = 'attended'
     order by t.starts_at, b.student_id, ai.position
     limit $2`,
    [trainerId, LOGGED_SETS],
  )
}

/** Starts an embedded PostgreSQL in `dataDir` and (re)creates the bench database there, seeded. */
export async function seedStatistics(dataDir) {
  mkdirSync(dataDir, { recursive: true })
  chmodSync(dataDir, 0o755)
  const postgres = await startEmbeddedPostgres(path.join(dataDir, 'postgres'))
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  await admin.query(`drop database if exists ${DATABASE}`)
  await admin.query(`create database ${DATABASE}`)
  await admin.end()
  const url = postgres.urlFor(DATABASE)
  const database = connectDatabase(url, { max: 2 })
  await migrateDatabase(database)
  await database.close()

  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const started = Date.now()
  await client.query('begin')
  await client.query(`select setseed(0.42)`)
  const trainer = await client.query(
    `insert into users (email, first_name, last_name, time_zone)
     values ('bench.trainer@trainly.local', 'Bench', 'Trainer', 'Europe/Moscow') returning id`,
  )
  const trainerId = trainer.rows[0].id
  await client.query(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [trainerId])
  await client.query(
    `insert into users (email, first_name, last_name, time_zone)
     select 'bench.student.' || i || '@trainly.local', 'Student', i::text, 'Europe/Moscow'
     from generate_series(1, $1) i`,
    [SCALE.students],
  )
  // Trainings spread evenly over the last two years, hourly slots from 07:00 UTC; a few cancelled.
  await client.query(
    `insert into trainings (trainer_id, title, specialization, format, starts_at, duration_min, capacity,
                            status, allow_parallel)
     select $1, 'Group ' || (i % 7),
            (array['strength','functional','yoga','crossfit','stretching'])[1 + i % 5], 'gym',
            date_trunc('day', now()) - make_interval(days => $3) + make_interval(hours => 7)
              + (i * ($3::float / $2) * interval '1 day'), 60, $4,
            case when i % 50 = 0 then 'cancelled'::training_status else 'scheduled'::training_status end, true
     from generate_series(0, $2 - 1) i`,
    [trainerId, SCALE.trainings, SCALE.days, SCALE.bookingsPerTraining],
  )
  // Ten bookings a training, students drawn at random; past ones mostly attended, some no-shows.
  await client.query(
    `with t as (select id, starts_at, row_number() over (order by starts_at) as n from trainings where trainer_id = $1),
          s as (select id, row_number() over (order by email) as n from users where email like 'bench.student.%')
     insert into bookings (training_id, student_id, status)
     select t.id, s.id,
            case when t.starts_at > now() then 'confirmed'::booking_status
                 when random() < 0.1 then 'no_show'::booking_status
                 when random() < 0.05 then 'confirmed'::booking_status
                 else 'attended'::booking_status end
     from t cross join generate_series(0, $2 - 1) k
     join s on s.n = 1 + ((t.n * 7 + k * 53) % $3)`,
    [trainerId, SCALE.bookingsPerTraining, SCALE.students],
  )
  await seedLoggedSets(client, { trainerId })
  // A session and its refresh token, so the bench can sign an access token for the trainer.
  const sessionId = randomUUID()
  await client.query(
    `insert into sessions (id, user_id, refresh_token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
    [sessionId, trainerId, hashToken(randomBytes(32).toString('base64url'))],
  )
  await client.query('commit')
  await client.query('vacuum analyze')
  const counts = await client.query(
    `select (select count(*) from trainings)::int as trainings, (select count(*) from bookings)::int as bookings,
            (select count(*) from workout_results)::int as sets`,
  )
  await client.end()
  console.log(
    `Seeded ${counts.rows[0].trainings} trainings, ${counts.rows[0].bookings} bookings and ${counts.rows[0].sets} logged sets in ${Date.now() - started} ms`,
  )
  return { postgres, url, trainerId, sessionId }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? path.join(os.tmpdir(), 'trainly-bench-statistics')
  const { postgres, url } = await seedStatistics(dir)
  console.log(`Database: ${url}`)
  await postgres.stop()
}
