import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import {
  type Account,
  bearer,
  registerAccount,
  registerConfirmedAccount,
  uniqueEmail,
} from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { caller, hoursFromNow, TRAINING } from './trainings-fixtures.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let call: ReturnType<typeof caller>
let admin: Account
let moderator: Account
let otherModerator: Account

const APPLICATION = {
  specializations: ['yoga', 'stretching'],
  experienceYears: 6,
  bio: 'Certified yoga teacher, six years of group and personal classes.',
  city: 'Kazan',
  formats: ['online', 'gym'],
  certificateLinks: ['https://certs.example.org/yoga-500'],
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

async function withRole(role: 'moderator' | 'admin' | 'trainer', name = 'Staff'): Promise<Account> {
  const account = await registerAccount(t, { firstName: name })
  await sql(`insert into user_roles (user_id, role) values ($1, $2)`, [account.id, role])
  return account
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  call = caller(t)
  admin = await registerConfirmedAccount(t, { email: ADMIN_EMAIL, firstName: 'Ada' })
  moderator = await withRole('moderator', 'Mona')
  otherModerator = await withRole('moderator', 'Max')
})
afterAll(async () => {
  await t.close()
})

const applyAs = (as: Account, body: unknown = APPLICATION) =>
  call('POST', '/api/trainer-applications', as, body)

async function pendingApplication(as?: Account) {
  const student = as ?? (await registerAccount(t, { firstName: 'Sam' }))
  const res = await applyAs(student)
  expect(res.statusCode, res.body).toBe(201)
  return { student, id: res.json().data.id as string }
}

function uploadPhoto(as: Account, bytes: Buffer, filename = 'cert.png') {
  const boundary = '----trainly-test'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="certificatePhoto"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/trainer-applications/photo',
    headers: { ...bearer(as.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

describe('access to the staff calls', () => {
  it('refuses guests (401) and non-staff (403) on every moderation call; lets moderators and admins in', async () => {
    const { id } = await pendingApplication()
    const student = await registerAccount(t)
    const trainer = await withRole('trainer')
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/moderation/summary'],
      ['GET', '/api/moderation/trainer-applications'],
      ['GET', `/api/moderation/trainer-applications/${id}`],
      ['POST', `/api/moderation/trainer-applications/${id}/approve`],
      ['POST', `/api/moderation/trainer-applications/${id}/reject`, { reason: 'No' }],
    ]
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
      expect((await call(method, url, student, body)).statusCode, url).toBe(403)
      expect((await call(method, url, trainer, body)).statusCode, url).toBe(403)
    }
    for (const staff of [moderator, admin]) {
      expect((await call('GET', '/api/moderation/trainer-applications', staff)).statusCode).toBe(200)
      expect((await call('GET', `/api/moderation/trainer-applications/${id}`, staff)).statusCode).toBe(200)
    }
    expect((await call('GET', '/api/trainer-applications')).statusCode).toBe(401)
    expect((await call('POST', '/api/trainer-applications', undefined, APPLICATION)).statusCode).toBe(401)
  })
})

describe('applying', () => {
  it('answers every bad field with its own error and stores nothing', async () => {
    const student = await registerAccount(t)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ specializations: [] }, 'specializations'],
      [{ specializations: ['juggling'] }, 'specializations.0'],
      [
        { specializations: ['yoga', 'boxing', 'dance', 'running', 'cycling', 'nutrition'] },
        'specializations',
      ],
      [{ experienceYears: -1 }, 'experienceYears'],
      [{ experienceYears: 71 }, 'experienceYears'],
      [{ experienceYears: 2.5 }, 'experienceYears'],
      [{ experienceYears: '5' }, 'experienceYears'],
      [{ bio: 'Too short' }, 'bio'],
      [{ bio: 'x'.repeat(3001) }, 'bio'],
      [{ city: '   ' }, 'city'],
      [{ formats: [] }, 'formats'],
      [{ formats: ['moon'] }, 'formats.0'],
      [{ certificateLinks: ['http://certs.example.org/a'] }, 'certificateLinks.0'],
      [{ certificateLinks: ['javascript:alert(1)'] }, 'certificateLinks.0'],
      [{ certificateLinks: ['https://user@evil'] }, 'certificateLinks.0'],
      [
        { certificateLinks: Array.from({ length: 6 }, (_, i) => `https://c.example.org/${i}`) },
        'certificateLinks',
      ],
      [{ certificatePhoto: '../../etc/passwd' }, 'certificatePhoto'],
    ]
    for (const [patch, field] of cases) {
      const res = await applyAs(student, { ...APPLICATION, ...patch })
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(patch)).toContain(field)
    }
    const { rows } = await sql('select count(*)::int as n from trainer_applications where user_id = $1', [
      student.id,
    ])
    expect(rows[0].n).toBe(0)
  })

  it('keeps one pending application at a time and shows it to its applicant', async () => {
    const { student, id } = await pendingApplication()
    const again = await applyAs(student)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('application_pending')
    // At once, too: the unique index keeps one.
    const other = await registerAccount(t)
    const both = await Promise.all([applyAs(other), applyAs(other)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const own = await call('GET', '/api/trainer-applications', student)
    expect(own.json()).toMatchObject({
      status: 'success',
      data: [{ id, status: 'pending', ...APPLICATION, rejectReason: null, reviewer: null, decidedAt: null }],
    })
  })

  it('refuses a trainer', async () => {
    const trainer = await withRole('trainer')
    const res = await applyAs(trainer)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('already_trainer')
  })

  it('takes a certificate photo, shows it to the applicant and staff only', async () => {
    const student = await registerAccount(t)
    const upload = await uploadPhoto(student, PNG)
    expect(upload.statusCode, upload.body).toBe(200)
    const name = upload.json().data.certificatePhoto as string
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/)
    // Another user cannot claim it.
    const thief = await registerAccount(t)
    const stolen = await applyAs(thief, { ...APPLICATION, certificatePhoto: name })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().fields).toHaveProperty('certificatePhoto')
    const res = await applyAs(student, { ...APPLICATION, certificatePhoto: name })
    expect(res.statusCode).toBe(201)
    const url = res.json().data.certificatePhotoUrl as string
    expect(url).toBe(`/api/trainer-applications/${res.json().data.id}/photo`)
    for (const who of [student, moderator, admin]) {
      const photo = await call('GET', url, who)
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/png')
      expect(photo.rawPayload.equals(PNG)).toBe(true)
    }
    expect((await call('GET', url, thief)).statusCode).toBe(404)
    expect((await call('GET', url)).statusCode).toBe(401)
    // Not an image: refused by its bytes, whatever it claims.
    const fake = await uploadPhoto(student, Buffer.from('<script>alert(1)</script>'))
    expect(fake.statusCode).toBe(415)
    expect(fake.json().fields).toHaveProperty('certificatePhoto')
  })
})

describe('moderation', () => {
  it('lists the queue oldest first, with filters and paging figures', async () => {
    const first = await pendingApplication()
    clock.advance(60_000)
    const second = await pendingApplication()
    const res = await call('GET', '/api/moderation/trainer-applications?status=pending', moderator)
    expect(res.statusCode).toBe(200)
    const ids = res.json().data.map((a: { id: string }) => a.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20 })
    expect(res.json().total).toBeGreaterThanOrEqual(2)
    expect(res.json().data[0].applicant).toHaveProperty('email')
    const bad = await call('GET', '/api/moderation/trainer-applications?status=everything', moderator)
    expect(bad.statusCode).toBe(400)
    expect((await call('GET', '/api/moderation/trainer-applications?page=0', moderator)).statusCode).toBe(400)
    expect((await call('GET', '/api/moderation/trainer-applications/not-a-uuid', moderator)).statusCode).toBe(
      400,
    )
    expect(
      (
        await call(
          'GET',
          '/api/moderation/trainer-applications/00000000-0000-4000-8000-000000000000',
          moderator,
        )
      ).statusCode,
    ).toBe(404)
  })

  it('rejects with a required reason, notifies by preferences, and lets the applicant apply again', async () => {
    const { student, id } = await pendingApplication()
    await sql('update users set notify_email = true where id = $1', [student.id])
    const noReason = await call('POST', `/api/moderation/trainer-applications/${id}/reject`, moderator, {
      reason: ' ',
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().fields).toHaveProperty('reason')
    const res = await call('POST', `/api/moderation/trainer-applications/${id}/reject`, moderator, {
      reason: 'Add a link to your certificate',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      rejectReason: 'Add a link to your certificate',
      reviewer: { id: moderator.id, name: 'Mona' },
    })
    const notes = await call('GET', '/api/notifications', student)
    expect(notes.json().data[0]).toMatchObject({
      type: 'trainer_application_rejected',
      data: { reason: 'Add a link to your certificate' },
      link: '/become-trainer',
    })
    const deliveries = await sql(
      `select d.channel from notification_deliveries d join notifications n on n.id = d.notification_id
       where n.user_id = $1`,
      [student.id],
    )
    expect(deliveries.rows.map((r) => r.channel)).toEqual(['email'])
    const audit = await sql(`select action, reason, actor_id from audit_entries where target_id = $1`, [id])
    expect(audit.rows).toEqual([
      { action: 'application_rejected', reason: 'Add a link to your certificate', actor_id: moderator.id },
    ])
    // Not a trainer; may apply again; the new one is first in the own list.
    expect((await call('GET', '/api/user/roles', student)).json().roles).toEqual(['student'])
    const again = await applyAs(student, {
      ...APPLICATION,
      certificateLinks: ['https://certs.example.org/new'],
    })
    expect(again.statusCode).toBe(201)
    const own = (await call('GET', '/api/trainer-applications', student)).json().data
    expect(own.map((a: { status: string }) => a.status)).toEqual(['pending', 'rejected'])
    const detail = (
      await call('GET', `/api/moderation/trainer-applications/${again.json().data.id}`, moderator)
    ).json()
    expect(detail.data.history).toMatchObject([{ id, status: 'rejected' }])
  })

  it('approves: trainer role, trainer profile from the application, trial plan, publishing at once', async () => {
    const { student, id } = await pendingApplication()
    const res = await call('POST', `/api/moderation/trainer-applications/${id}/approve`, admin)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'approved', reviewer: { id: admin.id } })
    expect((await call('GET', '/api/user/roles', student)).json().roles).toEqual(['student', 'trainer'])
    const profile = (await call('GET', '/api/trainer/profile', student)).json().data
    expect(profile).toMatchObject({
      specializations: ['yoga', 'stretching'],
      experienceYears: 6,
      city: 'Kazan',
      formats: ['online', 'gym'],
      bioRu: APPLICATION.bio,
    })
    const plan = await sql(`select kind, valid_until from trainer_plans where user_id = $1`, [student.id])
    expect(plan.rows[0].kind).toBe('trial')
    expect(new Date(plan.rows[0].valid_until).getTime() - clock.nowMs()).toBe(30 * 24 * 60 * 60 * 1000)
    const training = await call('POST', '/api/trainings', student, {
      ...TRAINING,
      startsAt: hoursFromNow(48),
    })
    expect(training.statusCode, training.body).toBe(201)
    const notes = (await call('GET', '/api/notifications', student)).json().data
    expect(notes[0]).toMatchObject({ type: 'trainer_application_approved' })
    const audit = await sql(`select action, actor_id, after from audit_entries where target_id = $1`, [id])
    expect(audit.rows).toEqual([
      {
        action: 'application_approved',
        actor_id: admin.id,
        after: { status: 'approved', userId: student.id, roleGranted: 'trainer' },
      },
    ])
  })

  it('lets one of two simultaneous decisions win; the other gets 409 with the fresh state', async () => {
    const { student, id } = await pendingApplication()
    const [approve, reject] = await Promise.all([
      call('POST', `/api/moderation/trainer-applications/${id}/approve`, moderator),
      call('POST', `/api/moderation/trainer-applications/${id}/reject`, otherModerator, {
        reason: 'Too late',
      }),
    ])
    const statuses = [approve.statusCode, reject.statusCode].sort()
    expect(statuses).toEqual([200, 409])
    const loser = approve.statusCode === 409 ? approve : reject
    const winner = approve.statusCode === 200 ? approve : reject
    expect(loser.json()).toMatchObject({
      status: 'error',
      code: 'application_decided',
      data: { id, status: winner.json().data.status, applicant: { id: student.id } },
    })
    const audit = await sql(`select count(*)::int as n from audit_entries where target_id = $1`, [id])
    expect(audit.rows[0].n).toBe(1)
    const notes = await sql(`select count(*)::int as n from notifications where user_id = $1`, [student.id])
    expect(notes.rows[0].n).toBe(1)
    // Deciding it again later: the same 409.
    const late = await call('POST', `/api/moderation/trainer-applications/${id}/approve`, admin)
    expect(late.statusCode).toBe(409)
  })

  it('does not let a moderator decide their own application', async () => {
    const mod = await withRole('moderator')
    const { id } = await pendingApplication(mod)
    const res = await call('POST', `/api/moderation/trainer-applications/${id}/approve`, mod)
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('cannot_decide_own')
  })

  it('does not approve a blocked account behind its block, but may reject it', async () => {
    const { student, id } = await pendingApplication()
    await t.database.pool.query(
      `update users set blocked_at = ${sqlNow()}, blocked_reason = 'Spam' where id = $1`,
      [student.id],
    )
    const res = await call('POST', `/api/moderation/trainer-applications/${id}/approve`, admin)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'applicant_blocked', message: STAFF_MESSAGES.applicantBlocked })
    const roles = await t.database.pool.query(`select role from user_roles where user_id = $1`, [student.id])
    expect(roles.rows).toEqual([])
    const rejected = await call('POST', `/api/moderation/trainer-applications/${id}/reject`, admin, {
      reason: 'Blocked for spam',
    })
    expect(rejected.statusCode).toBe(200)
  })

  it('summarises the queue size and the last decisions', async () => {
    const res = await call('GET', '/api/moderation/summary', moderator)
    expect(res.statusCode).toBe(200)
    const { rows } = await sql(`select count(*)::int as n from trainer_applications where status = 'pending'`)
    expect(res.json().data.pending).toBe(rows[0].n)
    const recent = res.json().data.recent as Array<{ status: string; decidedAt: string }>
    expect(recent.length).toBeGreaterThan(0)
    expect(recent.every((a) => a.status !== 'pending')).toBe(true)
    const times = recent.map((a) => a.decidedAt)
    expect([...times].sort().reverse()).toEqual(times)
  })
})
