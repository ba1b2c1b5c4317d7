// Reproducible large data sets for `npm run bench` (issue 19), each in its own database:
// - `seedTrainers(url, n)`: n catalogue trainers as decision 0008 measured them (names repeat
//   20 × 20, cities skewed, 1–3 specializations, 10% without a price, 35% without reviews, 1%
//   blocked one way or the other), with `setseed` so that the same n gives the same rows;
// - `seedBusyTrainer(url, password hash)`: a trainer with 200 trainings over the 18-month
//   schedule window and 1,000 students booked on them (5 a training).
// Run alone: `npx tsx tests/load/scale-seed.ts <database-url> <trainers>` into an empty,
// migrated database.
import pg from 'pg'
import { clock } from '#shared/clock.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** n generated trainers (users, the trainer role, profiles), then ANALYZE. */
export async function seedTrainers(url: string, n: number): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Dates relative to the app's clock, so the data is the same on any day relative to it.
    const now = clock.now().toISOString()
    await client.query('begin')
    await client.query('select setseed(0.42)')
    await client.query(
      `create temporary table gen on commit drop as
       select i,
         (array['Anna','Igor','Maria','Dmitry','Elena','Sergey','Olga','Pavel','Natalia','Alexey','Irina','Mikhail','Ksenia','Roman','Ivan','Yulia','Artem','Daria','Nikita','Polina'])[1 + floor(random() * 20)::int] as first_name,
         (array['Sokolova','Volkov','Kuznetsova','Orlov','Morozova','Lebedev','Novikova','Smirnov','Popova','Fedorov','Vasilieva','Zaitsev','Pavlova','Egorov','Ivanov','Petrova','Belov','Kozlova','Titov','Frolova'])[1 + floor(random() * 20)::int] as last_name,
         (array['Moscow','Moscow','Moscow','Moscow','Saint Petersburg','Saint Petersburg','Kazan','Yekaterinburg','Novosibirsk','Nizhny Novgorod','Samara','Omsk','Rostov-on-Don','Ufa','Krasnoyarsk','Voronezh','Perm','Volgograd','Krasnodar','Saratov','Tyumen','Sochi','Kaliningrad','Tomsk'])[1 + floor(random() * 24)::int] as city,
         array(select distinct (array['strength','functional','yoga','pilates','stretching','boxing','martial_arts','running','swimming','cycling','crossfit','rehabilitation','nutrition','dance'])[1 + floor(random() * 14)::int]
               from generate_series(1, 3) k where i > 0 and (k = 1 or random() < 0.5)) as specializations,
         (array['{online}','{gym}','{gym,online}','{client_place,online}','{gym,client_place}'])[1 + floor(random() * 5)::int]::trainer_format[] as formats,
         floor(random() * 30)::int as experience_years,
         case when random() < 0.1 then null else 50000 + floor(random() * 950000)::int end as price_from,
         case when random() < 0.35 then null else round((1 + random() * 4)::numeric, 2) end as rating_avg,
         random() < 0.005 as blocked,
         random() < 0.005 as trainer_blocked,
         $1::timestamptz - random() * interval '3 years' as created_at
       from generate_series(1, $2::int) i`,
      [now, n],
    )
    await client.query(
      `with u as (
         insert into users (email, first_name, last_name, blocked_at, trainer_blocked_at)
         select 'gen' || i || '@bench.test', first_name, last_name,
                case when blocked then $1::timestamptz end, case when trainer_blocked then $1::timestamptz end
         from gen order by i
         returning id, email
       ), ids as (
         select u.id, g.* from u join gen g on u.email = 'gen' || g.i || '@bench.test'
       ), r as (
         insert into user_roles (user_id, role) select id, 'trainer' from ids
       )
       insert into trainer_profiles (user_id, bio_en, bio_ru, specializations, experience_years, city, formats,
                                     price_from, rating_avg, reviews_count, created_at)
       select id,
              'Personal coach: technique first, then progress you can measure.',
              'Персональный тренер: сначала техника, потом измеримый прогресс.',
              specializations, experience_years, city, formats, price_from, rating_avg,
              case when rating_avg is null then 0 else 1 + (i % 80) end,
              created_at
       from ids`,
      [now],
    )
    await client.query('commit')
    await client.query('analyze')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

export const BUSY_TRAINER_EMAIL = 'busy.trainer@bench.test'

/**
 * A trainer with 200 trainings spread over the schedule window (6 months back, 12 forward) and
 * 1,000 students, 5 booked (confirmed) on each training. Their password is `passwordHash`'s.
 */
export async function seedBusyTrainer(url: string, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const now = clock.nowMs()
    const first = new Date(now - (now % DAY_MS) - 180 * DAY_MS + 9 * 60 * 60 * 1000).toISOString()
    await client.query('begin')
    const {
      rows: [trainer],
    } = await client.query(
      `insert into users (email, email_verified_at, first_name, last_name, password_hash, "current_role")
       values ($1, $2, 'Busy', 'Trainer', $3, 'trainer') returning id`,
      [BUSY_TRAINER_EMAIL, first, passwordHash],
    )
    await client.query(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [trainer.id])
    await client.query(
      `insert into trainer_profiles (user_id, specializations, city, formats) values ($1, '{yoga}', 'Moscow', '{gym}')`,
      [trainer.id],
    )
    // Every 2.7 days at 09:00 UTC, an hour long: 200 trainings over 540 days.
    await client.query(
      `insert into trainings (trainer_id, title, specialization, format, location, starts_at, duration_min, capacity, price)
       select $1, 'Morning yoga ' || i, 'yoga', 'gym', 'Studio 1',
              $2::timestamptz + (i * 2.7 * interval '1 day'), 60, 5, 150000
       from generate_series(0, 199) i`,
      [trainer.id, first],
    )
    await client.query(
      `insert into users (email, first_name, last_name)
       select 'student' || i || '@bench.test', 'Student', 'No' || i from generate_series(1, 1000) i`,
    )
    await client.query(
      `insert into bookings (training_id, student_id, status, created_at)
       select t.id, s.id, 'confirmed', $2::timestamptz
       from (select id, row_number() over (order by starts_at) - 1 as n from trainings where trainer_id = $1) t
       join (select id, row_number() over (order by email) - 1 as n from users where email like 'student%@bench.test') s
         on s.n / 5 = t.n`,
      [trainer.id, first],
    )
    await client.query('commit')
    await client.query('analyze')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

if (process.argv[1]?.endsWith('scale-seed.ts')) {
  const [url, count] = process.argv.slice(2)
  if (!url || !count) {
    console.error('usage: npx tsx tests/load/scale-seed.ts <database-url> <trainers>')
    process.exit(1)
  }
  await seedTrainers(url, Number(count))
  console.log(`seeded ${count} trainers`)
}
