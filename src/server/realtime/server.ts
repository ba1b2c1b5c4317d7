import { createAdapter } from '@socket.io/postgres-adapter'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { users } from '#server/db/schema.ts'
import { resolveAccessToken } from '#server/http/authenticate.ts'
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

  io.on('connection', (socket) => {
    if (socket.data.userId) void socket.join(roomOf(socket.data.userId))

    socket.on('validate:email', async (payload) => {
      const request = validateRequest.safeParse(payload)
      if (!request.success || !allowValidation(socket)) return
      const { value, requestId } = request.data
      const reply = (result: Omit<ValidationResult, 'value' | 'requestId'>) =>
        socket.emit('validation:email', { value, ...(requestId ? { requestId } : {}), ...result })
      const parsed = emailSchema.safeParse(value)
      if (!parsed.success) {
        return reply({
          valid: false,
          available: false,
          code: 'invalid',
          message: parsed.error.issues[0]?.message,
        })
      }
      const taken = await app.database.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.email})`, parsed.data),
            socket.data.userId ? ne(users.id, socket.data.userId) : undefined,
          ),
        )
        .limit(1)
      if (taken.length > 0) {
        return reply({
          valid: true,
          available: false,
          code: 'taken',
          message: MESSAGES.emailTaken,
        })
      }
      return reply({ valid: true, available: true, code: 'ok' })
    })

    socket.on('validate:phone', async (payload) => {
      const request = validateRequest.safeParse(payload)
      if (!request.success || !allowValidation(socket)) return
      const { value, requestId } = request.data
      const reply = (result: Omit<ValidationResult, 'value' | 'requestId'>) =>
        socket.emit('validation:phone', { value, ...(requestId ? { requestId } : {}), ...result })
      const parsed = phoneSchema.safeParse(value)
      if (!parsed.success) {
        return reply({
          valid: false,
          available: false,
          code: 'invalid',
          message: parsed.error.issues[0]?.message,
        })
      }
      const taken = await app.database.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.phone, parsed.data),
            socket.data.userId ? ne(users.id, socket.data.userId) : undefined,
          ),
        )
        .limit(1)
      if (taken.length > 0) {
        return reply({
          valid: true,
          available: false,
          code: 'taken',
          message: MESSAGES.phoneTaken,
        })
      }
      return reply({ valid: true, available: true, code: 'ok' })
    })
  })

  return {
    io,
    emitUserBlocked(userId) {
      io.to(roomOf(userId)).emit(userBlockedEventName(userId), { redirectTo: '/blocked' })
      // Give the event a moment to reach the client before its sockets are closed.
      setTimeout(() => io.in(roomOf(userId)).disconnectSockets(true), 1000).unref()
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
