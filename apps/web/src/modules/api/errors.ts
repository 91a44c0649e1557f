import { asErrorBody } from '@stamp/api-client';
import type { Catalogue } from '@stamp/shared';

/**
 * The words to show for a failed call: the gateway's own message (the spec's wording), or, with no answer
 * at all, that the connection failed.
 */
export function errorMessage(error: unknown, t: Catalogue, fallback: string = t.genericError): string {
  const body = asErrorBody(error);
  if (body) return body.statusCode >= 500 ? fallback : body.message;
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

/** The stable code of a refusal, for the ones a screen branches on (`otp_required`); never the wording. */
export function codeOf(error: unknown): string | null {
  return asErrorBody(error)?.code ?? null;
}
