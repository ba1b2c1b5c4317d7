// At the bottom of the server's layers, beside config.ts: any layer may refuse a request with it
// (the keyset cursor in db/ as much as a module's rule); http/errors.ts turns it into the answer.
import { ERROR_CODES, ERROR_STATUS } from '#shared/api/errors.ts'

/** An error the API answers on purpose: its status, code and message reach the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: { redirectTo?: string; headers?: Record<string, string>; data?: unknown },
  ) {
    super(message)
    this.name = 'AppError'
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(ERROR_STATUS.validation_error, ERROR_CODES.validation, message, fields)
  }
  static unauthorized(message = 'Authentication required', code: string = ERROR_CODES.notAuthenticated) {
    return new AppError(401, code, message)
  }
  static forbidden(message = 'You are not allowed to do this', code: string = ERROR_CODES.forbidden) {
    return new AppError(403, code, message)
  }
  static notFound(message = 'Not found') {
    return new AppError(404, ERROR_CODES.notFound, message)
  }
  static conflict(code: string, message: string) {
    return new AppError(409, code, message)
  }
  static unprocessable(code: string, message: string) {
    return new AppError(422, code, message)
  }
}
