import { ERRORS, errorMessage, type ErrorCode, type ErrorParams } from '@shop/shared/errors';

/** What services throw: a catalogue code, its parameters, and optional per-field messages. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly fields?: Record<string, string>,
  ) {
    super(errorMessage(code, params));
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}
