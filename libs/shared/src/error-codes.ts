import { MESSAGES } from './messages';

/** The keys of the servers' product messages (`MESSAGES`). */
export type ServerMessageKey = keyof typeof MESSAGES;

/** `passwordIncorrect` → `PASSWORD_INCORRECT`, as a type. */
type ScreamingSnake<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}${ScreamingSnake<Tail>}`
  : Name;

/** The code of each product message: its key in `MESSAGES`, in capitals (`PASSWORD_INCORRECT`). */
export type MessageErrorCode = ScreamingSnake<ServerMessageKey>;

/**
 * The codes of refusals that carry none of the product's messages: input the gateway refuses on its own,
 * and the plain HTTP outcomes (no token, no right, nothing there, too many requests, a service not answering).
 */
export const GENERIC_ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** Every `code` an error body may carry: one per product message, and the generic ones. */
export type ErrorCode = MessageErrorCode | GenericErrorCode;

/** The values a message's `{name}` placeholders were filled with, and `retryAfterSeconds` on a 429 or 503. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export function errorCodeOf(key: ServerMessageKey): MessageErrorCode {
  return key.replace(/[A-Z]/g, (capital) => `_${capital}`).toUpperCase() as MessageErrorCode;
}

const MESSAGE_KEYS = Object.keys(MESSAGES) as ServerMessageKey[];

/** Every error code, product messages first (stable: new codes are only ever added). */
export const ERROR_CODES: readonly ErrorCode[] = [...MESSAGE_KEYS.map(errorCodeOf), ...GENERIC_ERROR_CODES];

/** The message key of a product message's code; undefined for a generic code. */
export function messageKeyOfCode(code: string): ServerMessageKey | undefined {
  return KEY_BY_CODE.get(code);
}

const KEY_BY_CODE = new Map<string, ServerMessageKey>(MESSAGE_KEYS.map((key) => [errorCodeOf(key), key]));

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

/** A message with placeholders as a pattern that gives back the values it was filled with. */
function patternOf(message: string): { pattern: RegExp; names: string[] } {
  const names = [...message.matchAll(PLACEHOLDER)].flatMap((match) => match.slice(1));
  const parts = message.split(PLACEHOLDER).map((part, index) =>
    // split keeps each placeholder's name at the odd indexes.
    index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return { pattern: new RegExp(`^${parts.join('')}$`), names };
}

const KEY_BY_SENTENCE = new Map<string, ServerMessageKey>(
  MESSAGE_KEYS.filter((key) => !HAS_PLACEHOLDER.test(MESSAGES[key])).map((key) => [MESSAGES[key], key]),
);
const TEMPLATES = MESSAGE_KEYS.filter((key) => HAS_PLACEHOLDER.test(MESSAGES[key])).map((key) => ({
  key,
  ...patternOf(MESSAGES[key]),
}));

/**
 * Which product message a sentence is, and the values its placeholders were filled with: the code and
 * params of an error body, found from the words the service sent (so no refusal has to say its key).
 */
export function messageOfSentence(
  sentence: string,
): { key: ServerMessageKey; params: Record<string, string> } | undefined {
  const key = KEY_BY_SENTENCE.get(sentence);
  if (key) return { key, params: {} };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(sentence);
    if (match) {
      return {
        key: template.key,
        params: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? ''])),
      };
    }
  }
  return undefined;
}

/** The code of an answer whose message is none of the product's, by its status. */
function genericCodeOf(statusCode: number): GenericErrorCode {
  const byStatus: Partial<Record<number, GenericErrorCode>> = {
    400: 'VALIDATION_FAILED',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
    503: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[statusCode] ?? (statusCode < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}

/**
 * An error answer's `code` and `params`: the product message its `message` is (with the values filled into
 * it), else the generic code of its status; `retryAfterSeconds` when the answer says when to try again, and
 * `extra`, the values the refusal carries besides its words (`nextStampAt` of a paced stamp).
 */
export function errorCodeAndParams(
  statusCode: number,
  message: string,
  retryAfterSeconds?: number,
  extra?: ErrorParams,
): { code: ErrorCode; params?: ErrorParams } {
  const product = statusCode < 500 ? messageOfSentence(message) : undefined;
  const params: Record<string, string | number> = { ...product?.params, ...extra };
  if (retryAfterSeconds) {
    params.retryAfterSeconds = retryAfterSeconds;
  }
  const code: ErrorCode = product ? errorCodeOf(product.key) : genericCodeOf(statusCode);
  return Object.keys(params).length > 0 ? { code, params } : { code };
}
