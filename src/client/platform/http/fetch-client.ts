// The few things the app's HTTP client needs on top of `fetch` (decision 0033: ky was 4 KB gzip of
// the first load for them): a path prefix, JSON and query parameters, a timeout, hooks before the
// request and after the answer, and an HTTPError for a failed status.

type SearchParamsInit =
  | string
  | URLSearchParams
  | ReadonlyArray<readonly [string, string | number | boolean]>
  | Record<string, string | number | boolean | undefined>

export interface Options {
  method?: string
  json?: unknown
  body?: BodyInit
  searchParams?: SearchParamsInit
  headers?: HeadersInit
  /** Put before a string input, with a `/` between; '' for none. */
  prefixUrl?: string
  /** Milliseconds until the request is aborted with a TimeoutError; false for none. */
  timeout?: number | false
  /** Throw an HTTPError for a status outside 200–299 (after the hooks); true by default. */
  throwHttpErrors?: boolean
}

export interface Hooks {
  /** May answer the request itself (e.g. with an answer already on its way): it is then not sent. */
  beforeRequest?: Array<(request: Request) => unknown>
  /** May answer another response instead (e.g. the request retried after a refresh). */
  afterResponse?: Array<(request: Request, options: Options, response: Response) => unknown>
}

export class HTTPError extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}`)
    this.name = 'HTTPError'
  }
}

export class TimeoutError extends Error {
  constructor(readonly request: Request) {
    super('Request timed out')
    this.name = 'TimeoutError'
  }
}

export interface HttpClient {
  (input: string | Request, options?: Options): Promise<Response>
  get(input: string, options?: Options): Promise<Response>
  post(input: string, options?: Options): Promise<Response>
  put(input: string, options?: Options): Promise<Response>
  patch(input: string, options?: Options): Promise<Response>
  delete(input: string, options?: Options): Promise<Response>
}

function queryOf(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init)
  const entries = Array.isArray(init) ? init : Object.entries(init)
  const query = new URLSearchParams()
  for (const [key, value] of entries as Array<[string, string | number | boolean | undefined]>) {
    if (value !== undefined) query.append(key, String(value))
  }
  return query
}

function requestOf(input: string | Request, options: Options): Request {
  if (input instanceof Request) return new Request(input)
  const prefix = options.prefixUrl ? `${options.prefixUrl.replace(/\/$/, '')}/` : ''
  let url = `${prefix}${input}`
  if (options.searchParams !== undefined) {
    const query = queryOf(options.searchParams).toString()
    if (query) url += `?${query}`
  }
  const headers = new Headers(options.headers)
  let body = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers.set('content-type', 'application/json')
  }
  return new Request(url, { method: (options.method ?? 'GET').toUpperCase(), headers, body: body ?? null })
}

/** fetch with a timeout that rejects with TimeoutError and aborts the request. */
function fetchWithin(request: Request, timeout: number | false | undefined): Promise<Response> {
  if (!timeout) return fetch(request.clone())
  const controller = new AbortController()
  const sent = new Request(request.clone(), { signal: controller.signal })
  return new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new TimeoutError(request))
      controller.abort()
    }, timeout)
    fetch(sent).then(
      (response) => {
        clearTimeout(timer)
        resolve(response)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

export function createClient(defaults: Options & { hooks?: Hooks } = {}): HttpClient {
  const { hooks = {}, ...base } = defaults
  const send = async (input: string | Request, given: Options = {}): Promise<Response> => {
    const options = { ...base, ...given }
    const request = requestOf(input, options)
    let answered: Response | undefined
    for (const hook of hooks.beforeRequest ?? []) {
      const answer = await hook(request)
      if (answer instanceof Response) {
        answered = answer
        break
      }
    }
    let response = answered ?? (await fetchWithin(request, options.timeout))
    for (const hook of hooks.afterResponse ?? []) {
      const replaced = await hook(request, options, response)
      if (replaced instanceof Response) response = replaced
    }
    if (!response.ok && options.throwHttpErrors !== false) throw new HTTPError(response, request)
    return response
  }
  const method =
    (name: string) =>
    (input: string, options: Options = {}) =>
      send(input, { ...options, method: name })
  return Object.assign(send, {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  })
}
