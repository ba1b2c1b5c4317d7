import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { type ApiError, ERROR_CODES } from '#shared/api/errors.ts'
import { MESSAGES } from '#shared/messages.ts'

export function sendError(reply: FastifyReply, statusCode: number, body: Omit<ApiError, 'status'>) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ status: 'error', ...body })
}

/** `/email` or `items/0/name` → `email`, `items.0.name`. */
function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.')
  return path === '' ? fallback : path
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.invalidJson,
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.invalidJson,
    message: 'The body is empty but declared as JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'Content-Length does not match the body',
  },
}

/** One error shape for every failure; a 500 never shows internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.extra?.headers ?? {})) reply.header(name, value)
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.extra?.redirectTo ? { redirectTo: error.extra.redirectTo } : {}),
        ...(error.extra?.data !== undefined ? { data: error.extra.data } : {}),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body')
        fields[name] ??= issue.message ?? 'Invalid value'
      }
      return sendError(reply, 400, {
        code: ERROR_CODES.validation,
        message: MESSAGES.fieldsInvalid,
        fields,
      })
    }
    // A text PostgreSQL cannot store (U+0000, broken encodings) is the client's mistake, not a 500.
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? error.code
    const jsonRefused = pgCode === '22P02' && /type json/.test(String(error.cause ?? error.message))
    if (pgCode === '22021' || pgCode === '22P05' || jsonRefused) {
      return sendError(reply, 400, { code: ERROR_CODES.validation, message: MESSAGES.textInvalid })
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
    if (known) return sendError(reply, known.status, { code: known.code, message: known.message })
    if (error.statusCode === 429) {
      return sendError(reply, 429, {
        code: ERROR_CODES.rateLimited,
        message: 'Too many requests, try again later',
      })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
    } else if (!error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, 'unhandled error')
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) {
      return sendError(reply, 500, { code: ERROR_CODES.internal, message: 'Internal Server Error' })
    }
    return sendError(reply, status, { code: 'request_error', message: error.message })
  })
}
