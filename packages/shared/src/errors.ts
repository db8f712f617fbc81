import { messages, productMessages } from './messages';

/** The one table of error codes and their HTTP statuses; server and client both read it. */
export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** An owner's or admin's session that must enrol a second factor before anything else (decision 079). */
  MFA_SETUP_REQUIRED: 403,
  /** The action needs a second factor proved in the last minutes (decision 079). */
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database (or another service the answer needs) is out of reach for now: retry later. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const defaultErrorMessage: Record<ErrorCode, string> = {
  BAD_REQUEST: productMessages.badRequest,
  UNAUTHENTICATED: productMessages.notAuthenticated,
  FORBIDDEN: productMessages.notAllowed,
  MFA_SETUP_REQUIRED: productMessages.mfaSetupRequired,
  STEP_UP_REQUIRED: productMessages.stepUpRequired,
  NOT_FOUND: productMessages.notFound,
  METHOD_NOT_ALLOWED: productMessages.methodNotAllowed,
  CONFLICT: productMessages.conflict,
  PAYLOAD_TOO_LARGE: productMessages.payloadTooLarge,
  URI_TOO_LONG: productMessages.uriTooLong,
  UNSUPPORTED_MEDIA_TYPE: productMessages.unsupportedMediaType,
  VALIDATION_FAILED: productMessages.badRequest,
  RATE_LIMITED: productMessages.tooManyRequests,
  INTERNAL: messages.somethingWentWrong,
  SERVICE_UNAVAILABLE: productMessages.serviceUnavailable,
};

/** Thrown by services; the server's error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: [string, ...string[]];

  constructor(
    readonly code: ErrorCode,
    messages?: string | string[],
  ) {
    const list = typeof messages === 'string' ? [messages] : (messages ?? []);
    const nonEmpty: [string, ...string[]] = list.length > 0 ? (list as [string, ...string[]]) : [defaultErrorMessage[code]];
    super(nonEmpty[0]);
    this.name = 'AppError';
    this.statusCode = errorCodes[code];
    this.messages = nonEmpty;
  }
}
