import { createAdapter } from '@socket.io/postgres-adapter'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { users } from '#server/db/schema.ts'
import { resolveAccessToken } from '#server/http/authenticate.ts'
import { clientIpOf, proxyTrust } from '#server/http/client-ip.ts'
import { hitCounter, REGISTRATION_PER_IP } from '#server/http/rate-limit.ts'
import { emailSchema, phoneSchema } from '#shared/api/auth.ts'
import { NOTIFICATION_EVENT, type Notification, UNREAD_EVENT } from '#shared/api/notifications.ts'
import {
  type ClientToServerEvents,
  SCHEDULE_CHANGED_EVENT,
  type ServerToClientEvents,
  userBlockedEventName,
  type ValidationResult,
  validateRequest,
} from '#shared/api/realtime.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'
import { MESSAGES } from '#shared/messages.ts'

interface SocketData {
  userId: string | null
  validations: number[]
}

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>

export interface Realtime {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
  emitUserBlocked(userId: string): void
  /** Closes every socket of the user (their sessions have ended: the account is deleted). */
  disconnectUser(userId: string): void
  /**
   * Tells each user whose schedule changed which of their schedules to sync, one event per user.
   * Call it after the change has committed; it never throws (a lost event costs a later sync).
   */
  emitScheduleChanged(changes: ReadonlyArray<ScheduleChange>, trainingId?: string): void
  /** A new notification and the unread count, to every socket of the user; never throws. */
  emitNotification(userId: string, notification: Notification, unreadCount: number): void
  /** The unread count after reads, to every socket of the user; never throws. */
  emitUnread(userId: string, unreadCount: number): void
  close(): Promise<void>
}

/** A user's schedule in one role changed (see effects/after-commit.ts). */
export interface ScheduleChange {
  userId: string
  role: ScheduleRole
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

/** Per socket, however the answers go: a cheap bound on one socket's chatter. */
const VALIDATIONS_PER_MINUTE = 60
const roomOf = (userId: string) => `user:${userId}`

/**
 * socket.io on the app's own port. A socket with a valid access token joins its user's room;
 * a guest's socket (the registration form) may only ask the validation questions.
 */
export function attachRealtime(app: FastifyInstance): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      transports: ['websocket', 'polling'],
    },
  )
  if (app.config.REALTIME_ADAPTER === 'postgres') {
    io.adapter(createAdapter(app.database.pool))
  }

  io.use(async (socket, next) => {
    socket.data.validations = []
    socket.data.userId = null
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token
    if (typeof token !== 'string' || token === '') return next()
    const resolution = await resolveAccessToken(app, token).catch(() => undefined)
    if (resolution?.kind === 'ok') {
      socket.data.userId = resolution.auth.userId
      return next()
    }
    if (resolution?.kind === 'blocked') {
      const error = new Error('account_blocked') as Error & { data?: unknown }
      error.data = { redirectTo: '/blocked' }
      return next(error)
    }
    return next(new Error(resolution?.kind === 'token' ? resolution.problem : 'unauthorized'))
  })

  const allowValidation = (socket: AppSocket) => {
    const now = performance.now()
    socket.data.validations = socket.data.validations.filter((t) => now - t < 60_000)
    if (socket.data.validations.length >= VALIDATIONS_PER_MINUTE) return false
    socket.data.validations.push(now)
    return true
  }

  const trust = proxyTrust(app.config.TRUST_PROXY)
  const questions = {
    email: { schema: emailSchema, column: sql`lower(${users.email})`, takenMessage: MESSAGES.emailTaken },
    phone: { schema: phoneSchema, column: sql`${users.phone}`, takenMessage: MESSAGES.phoneTaken },
  } as const

  /**
   * Whether the socket's IP may still be told if a value is free: REGISTRATION_PER_IP answers
   * per kind, counted in PostgreSQL across sockets and instances (decision 0023). The IP is the
   * one the HTTP routes see, so a registration and the live check share an address.
   */
  const mayTellAvailability = async (socket: AppSocket, kind: 'email' | 'phone') => {
    if (app.config.RATE_LIMIT_DISABLED) return true
    const ip = clientIpOf(socket.request, trust)
    const { hits } = await hitCounter(
      app.database.db,
      `validate-${kind}:${ip}`,
      REGISTRATION_PER_IP.minutes * 60_000,
    ).catch((err: unknown) => {
      app.log.warn({ err }, 'the validation budget could not be counted')
      return { hits: Number.POSITIVE_INFINITY }
    })
    return hits <= REGISTRATION_PER_IP.max
  }

  const answer = async (socket: AppSocket, kind: 'email' | 'phone', payload: unknown) => {
    const request = validateRequest.safeParse(payload)
    if (!request.success || !allowValidation(socket)) return
    const { value, requestId } = request.data
    const reply = (result: Omit<ValidationResult, 'value' | 'requestId'>) =>
      socket.emit(kind === 'email' ? 'validation:email' : 'validation:phone', {
        value,
        ...(requestId ? { requestId } : {}),
        ...result,
      })
    const question = questions[kind]
    const parsed = question.schema.safeParse(value)
    // Whether a value is well-formed is always answered: it tells nothing about anyone.
    if (!parsed.success) {
      return reply({
        valid: false,
        available: false,
        code: 'invalid',
        message: parsed.error.issues[0]?.message,
      })
    }
    // Past the IP's budget, the answer is about the form only; the submit decides the rest.
    if (!(await mayTellAvailability(socket, kind)))
      return reply({ valid: true, available: false, code: 'unchecked' })
    const taken = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(question.column, parsed.data),
          socket.data.userId ? ne(users.id, socket.data.userId) : undefined,
        ),
      )
      .limit(1)
    if (taken.length > 0) {
      return reply({ valid: true, available: false, code: 'taken', message: question.takenMessage })
    }
    return reply({ valid: true, available: true, code: 'ok' })
  }

  io.on('connection', (socket) => {
    if (socket.data.userId) void socket.join(roomOf(socket.data.userId))

    socket.on('validate:email', (payload) => answer(socket, 'email', payload))
    socket.on('validate:phone', (payload) => answer(socket, 'phone', payload))
  })

  return {
    io,
    emitUserBlocked(userId) {
      io.to(roomOf(userId)).emit(userBlockedEventName(userId), { redirectTo: '/blocked' })
      // Give the event a moment to reach the client before its sockets are closed.
      setTimeout(() => io.in(roomOf(userId)).disconnectSockets(true), 1000).unref()
    },
    disconnectUser(userId) {
      io.in(roomOf(userId)).disconnectSockets(true)
    },
    emitScheduleChanged(changes, trainingId) {
      try {
        const rolesByUser = new Map<string, Set<ScheduleRole>>()
        for (const { userId, role } of changes) {
          const roles = rolesByUser.get(userId) ?? new Set()
          rolesByUser.set(userId, roles.add(role))
        }
        for (const [userId, roles] of rolesByUser) {
          io.to(roomOf(userId)).emit(SCHEDULE_CHANGED_EVENT, {
            // A stable order, so that clients and tests can compare payloads.
            roles: [...roles].sort(),
            ...(trainingId ? { trainingId } : {}),
          })
        }
      } catch (err) {
        app.log.warn({ err, trainingId }, 'schedule:changed not sent')
      }
    },
    emitNotification(userId, notification, unreadCount) {
      try {
        io.to(roomOf(userId)).emit(NOTIFICATION_EVENT, { notification, unreadCount })
      } catch (err) {
        app.log.warn({ err, userId }, `${NOTIFICATION_EVENT} not sent`)
      }
    },
    emitUnread(userId, unreadCount) {
      try {
        io.to(roomOf(userId)).emit(UNREAD_EVENT, { unreadCount })
      } catch (err) {
        app.log.warn({ err, userId }, `${UNREAD_EVENT} not sent`)
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.close(() => resolve())
      }),
  }
}
