import { asErrorBody, type ErrorBody } from '@stamp/api-client';
import {
  formatMessage,
  messageKeyOfCode,
  type Catalogue,
  type ErrorParams,
  type GenericErrorCode,
} from '@stamp/shared';

import { clockTime } from '../dates';

/**
 * The catalogue's words for each generic code (an answer that carries none of the product's messages). A new
 * generic code without words here fails the type check.
 */
const GENERIC_WORDS: Readonly<Record<GenericErrorCode, keyof Catalogue>> = {
  VALIDATION_FAILED: 'errorValidationFailed',
  BAD_REQUEST: 'errorBadRequest',
  UNAUTHORIZED: 'errorUnauthorized',
  FORBIDDEN: 'errorForbidden',
  NOT_FOUND: 'errorNotFound',
  CONFLICT: 'errorConflict',
  PAYLOAD_TOO_LARGE: 'errorPayloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errorUnsupportedMediaType',
  TOO_MANY_REQUESTS: 'errorTooManyRequests',
  SERVICE_UNAVAILABLE: 'errorServiceUnavailable',
  INTERNAL_ERROR: 'genericError',
};

/** Refusals whose words only say 'later': the wait the answer gives (Retry-After) is said after them. */
const WAIT_UNSAID: ReadonlySet<string> = new Set(['TOO_MANY_ATTEMPTS', 'TOO_MANY_REQUESTS']);

/** 'You can try again in 5 minutes.' (or hours, from an hour on), plural by the reader's language. */
function waitWords(seconds: number, t: Catalogue): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60
    ? formatMessage(t.retryInMinutes, { minutes }, t.intlLocale)
    : formatMessage(t.retryInHours, { hours: Math.ceil(minutes / 60) }, t.intlLocale);
}

/**
 * The values to fill a refusal's words with: its params, and for a paced stamp the time of the next one
 * written from `nextStampAt` in the reader's language (the server's `time` is English).
 */
function paramsOf(body: ErrorBody, t: Catalogue): ErrorParams {
  const params = body.params ?? {};
  const next = params.nextStampAt;
  return body.code === 'STAMP_TOO_SOON' && typeof next === 'string'
    ? { ...params, time: clockTime(next, t.intlLocale) }
    : params;
}

/** The refusal in the reader's language: the catalogue's words for its code, filled with its params. */
function wordsOf(body: ErrorBody, t: Catalogue): string {
  const key = messageKeyOfCode(body.code) ?? GENERIC_WORDS[body.code as GenericErrorCode];
  const params = paramsOf(body, t);
  const words = formatMessage(t[key], params, t.intlLocale);
  const wait = params.retryAfterSeconds;
  return typeof wait === 'number' && wait > 0 && WAIT_UNSAID.has(body.code)
    ? `${words} ${waitWords(wait, t)}`
    : words;
}

/**
 * The words to show for a failed call: the gateway's refusal by its `code`, in the reader's language (the
 * spec's wording in English), or, with no answer at all, that the connection failed.
 */
export function errorMessage(error: unknown, t: Catalogue, fallback: string = t.genericError): string {
  const body = asErrorBody(error);
  if (body) return body.statusCode >= 500 ? fallback : wordsOf(body, t);
  if (error instanceof TypeError) return t.offlineError;
  return fallback;
}

/** The first of the gateway's validation messages (spec §8: the store form shows 'Error: ' + errors[0]). */
export function firstError(error: unknown): string | null {
  const body = asErrorBody(error);
  return body ? (body.errors[0] ?? body.message) : null;
}

export function statusOf(error: unknown): number | null {
  return asErrorBody(error)?.statusCode ?? null;
}

/** The stable code of a refusal, for the ones a screen branches on (`ADMIN_OTP_REQUIRED`); never the wording. */
export function codeOf(error: unknown): string | null {
  return asErrorBody(error)?.code ?? null;
}
