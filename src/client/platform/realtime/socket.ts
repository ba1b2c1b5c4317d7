import type { Socket } from 'socket.io-client'
import type { NotificationEvent, UnreadEvent } from '#shared/api/notifications.ts'
import type {
  ClientToServerEvents,
  ScheduleChangedEvent,
  ServerToClientEvents,
  ValidationResult,
} from '#shared/api/realtime.ts'
import { SCHEDULE_CHANGED_EVENT, userBlockedEventName } from '#shared/api/realtime-events.ts'
import {
  REALTIME_RECONNECTION_ATTEMPTS,
  REALTIME_RECONNECTION_DELAY_MAX_MS,
  REALTIME_RECONNECTION_DELAY_MS,
} from '#shared/constants.ts'

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>

// socket.io-client loads on first use, off the first page load.
let socket: Promise<AppSocket> | null = null
let socketToken: string | undefined
let blockedHandler: { userId: string; handler: (redirectTo: string) => void } | null = null

// The back/forward cache (decision 0050): Chromium before 156 never keeps a page with an open
// WebSocket, and later versions close it as they keep the page. So the socket closes as the page
// is hidden, and opens again when the page comes back from the cache.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void socket?.then((current) => current.disconnect()))
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void socket?.then((current) => current.connect())
  })
}

/** SPEC.md §7: the token as auth, websocket then polling, reconnect 1 s / max 5 s / 5 attempts. */
export function connectRealtime(token: string | undefined): Promise<AppSocket> {
  if (socket && socketToken === token) return socket
  void socket?.then((old) => old.disconnect())
  socketToken = token
  socket = import('socket.io-client').then(({ io }) => {
    const created: AppSocket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: token ? { token } : {},
      reconnectionDelay: REALTIME_RECONNECTION_DELAY_MS,
      reconnectionDelayMax: REALTIME_RECONNECTION_DELAY_MAX_MS,
      reconnectionAttempts: REALTIME_RECONNECTION_ATTEMPTS,
    })
    if (blockedHandler) listenForBlock(created, blockedHandler)
    for (const handler of scheduleHandlers) created.on(SCHEDULE_CHANGED_EVENT, handler)
    for (const handler of notificationHandlers) created.on('notification:new', handler)
    for (const handler of unreadHandlers) created.on('notifications:unread', handler)
    return created
  })
  return socket
}

export function disconnectRealtime() {
  void socket?.then((old) => old.disconnect())
  socket = null
  socketToken = undefined
}

function listenForBlock(
  target: AppSocket,
  { userId, handler }: { userId: string; handler: (to: string) => void },
) {
  target.on(userBlockedEventName(userId), (payload) => handler(payload.redirectTo))
}

/** The `user:{id}:blocked` event of SPEC.md §7. */
export function onUserBlocked(userId: string, handler: (redirectTo: string) => void) {
  const entry = { userId, handler }
  blockedHandler = entry
  void socket?.then((current) => listenForBlock(current, entry))
}

// The events' schemas (zod) load with the first event, off the first page load (decision 0027).
const realtimeSchemas = () => import('#shared/api/realtime.ts')

const scheduleHandlers = new Set<(payload: unknown) => void>()

/** The server's word that the user's schedule changed; returns the unsubscribe. */
export function onScheduleChanged(handler: (change: ScheduleChangedEvent) => void): () => void {
  const checked = (payload: unknown) => {
    void realtimeSchemas().then(({ scheduleChangedEvent }) => {
      const parsed = scheduleChangedEvent.safeParse(payload)
      if (parsed.success && scheduleHandlers.has(checked)) handler(parsed.data)
    })
  }
  scheduleHandlers.add(checked)
  void socket?.then((current) => current.on(SCHEDULE_CHANGED_EVENT, checked))
  return () => {
    scheduleHandlers.delete(checked)
    void socket?.then((current) => current.off(SCHEDULE_CHANGED_EVENT, checked))
  }
}

const notificationHandlers = new Set<(payload: unknown) => void>()
const unreadHandlers = new Set<(payload: unknown) => void>()

// The notification schemas load with the first event, off the first page load (the badge is
// part of it); the events are rare.
const notificationSchemas = () => import('#shared/api/notifications.ts')

/** A new notification for the user, stored by the server (`notification:new`); returns the unsubscribe. */
export function onNotification(handler: (event: NotificationEvent) => void): () => void {
  const checked = (payload: unknown) => {
    void notificationSchemas().then(({ notificationEvent }) => {
      const parsed = notificationEvent.safeParse(payload)
      if (parsed.success && notificationHandlers.has(checked)) handler(parsed.data)
    })
  }
  notificationHandlers.add(checked)
  void socket?.then((current) => current.on('notification:new', checked))
  return () => {
    notificationHandlers.delete(checked)
    void socket?.then((current) => current.off('notification:new', checked))
  }
}

/** The unread count after reads on another device (`notifications:unread`); returns the unsubscribe. */
export function onUnreadCount(handler: (event: UnreadEvent) => void): () => void {
  const checked = (payload: unknown) => {
    void notificationSchemas().then(({ unreadEvent }) => {
      const parsed = unreadEvent.safeParse(payload)
      if (parsed.success && unreadHandlers.has(checked)) handler(parsed.data)
    })
  }
  unreadHandlers.add(checked)
  void socket?.then((current) => current.on('notifications:unread', checked))
  return () => {
    unreadHandlers.delete(checked)
    void socket?.then((current) => current.off('notifications:unread', checked))
  }
}

let requestCounter = 0

/**
 * Asks the server whether an email or phone is well-formed and free (SPEC.md §7
 * `validate:email` → `validation:email`). Resolves to undefined when no answer comes in time.
 */
export async function validateOverRealtime(
  kind: 'email' | 'phone',
  value: string,
  timeoutMs = 5000,
): Promise<ValidationResult | undefined> {
  const [target, { validationResult }] = await Promise.all([
    socket ?? connectRealtime(undefined),
    realtimeSchemas(),
  ])
  const requestId = `${kind}-${++requestCounter}`
  const answerEvent = kind === 'email' ? 'validation:email' : 'validation:phone'
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      target.off(answerEvent, onAnswer)
      resolve(undefined)
    }, timeoutMs)
    function onAnswer(payload: ValidationResult) {
      const parsed = validationResult.safeParse(payload)
      if (!parsed.success || parsed.data.requestId !== requestId) return
      clearTimeout(timer)
      target.off(answerEvent, onAnswer)
      resolve(parsed.data)
    }
    target.on(answerEvent, onAnswer)
    target.emit(kind === 'email' ? 'validate:email' : 'validate:phone', { value, requestId })
  })
}
