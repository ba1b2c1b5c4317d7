// The answers to a page's first requests, sent by the inline script before the app's code arrived
// (src/shared/early-requests.ts; decision 0049, addendum 2026-11-28, second).
import { EARLY_GLOBAL } from '#shared/early-requests.ts'

/** What the script leaves: the token and user it sent, when, and each path's answer (null on failure). */
export interface EarlyRequests {
  readonly token: string
  readonly userId: string | null
  /** `performance.now()` when they were sent. */
  readonly at: number
  readonly answers: Record<string, Promise<Response | null>>
}

/** An answer older than this is not taken: the page it was asked for has long been drawn. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000
/** As long as a request of the app's own waits (its client's timeout); then it is sent anew. */
const EARLY_ANSWER_WAIT_MS = 20_000

const slot = () => window as unknown as Record<string, EarlyRequests | undefined>

/**
 * beforeRequest hook (after the auth headers are set): the script's answer to this very request,
 * if it sent one with the same token and user; each answer is taken once. Anything else (another
 * reader, a refreshed token, a failed early request) is undefined, and the request is sent.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | undefined> {
  const sent = slot()[EARLY_GLOBAL]
  if (!sent || request.method !== 'GET') return undefined
  const url = new URL(request.url)
  if (url.origin !== location.origin || !url.pathname.startsWith('/api/')) return undefined
  const path = url.pathname.slice('/api/'.length) + url.search
  const answer = sent.answers[path]
  if (!answer) return undefined
  delete sent.answers[path]
  const sameReader =
    request.headers.get('Authorization') === `Bearer ${sent.token}` &&
    request.headers.get('x-user-id') === sent.userId
  if (!sameReader || performance.now() - sent.at > EARLY_ANSWER_MAX_AGE_MS) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), EARLY_ANSWER_WAIT_MS)
  })
  try {
    return (await Promise.race([answer, late])) ?? undefined
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Drops the answers no request took, once the first page has drawn: its loader has asked for what
 * it needs by then, and a later page must not read an answer from before what changed meanwhile.
 */
export function dropEarlyAnswers() {
  delete slot()[EARLY_GLOBAL]
}
