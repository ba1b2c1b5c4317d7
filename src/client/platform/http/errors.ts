/** An API answer that was not a success, with the contract's error fields. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly redirectTo?: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/** No answer at all: offline, DNS, a dropped connection or a timeout. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('The network is unavailable', { cause })
    this.name = 'NetworkError'
  }
}

export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    body = undefined
  }
  // Loaded with the first error, not with the first page (decision 0027).
  // If the chunk cannot load (a replaced build, offline), the error is still read loosely below.
  const schemas = await import('#shared/api/errors.ts').catch(() => null)
  const parsed = schemas?.apiErrorSchema.safeParse(body)
  if (parsed?.success) {
    const { code, message, fields, redirectTo } = parsed.data
    return new ApiRequestError(response.status, code, message, fields, redirectTo)
  }
  const loose = body as { message?: unknown; redirectTo?: unknown } | undefined
  return new ApiRequestError(
    response.status,
    `http_${response.status}`,
    typeof loose?.message === 'string' ? loose.message : response.statusText || `HTTP ${response.status}`,
    {},
    typeof loose?.redirectTo === 'string' ? loose.redirectTo : undefined,
  )
}
