import {
  ERROR_CODES,
  errorCodeAndParams,
  errorCodeOf,
  messageKeyOfCode,
  messageOfSentence,
  type ServerMessageKey,
} from './error-codes';
import { MESSAGES, formatMessage } from './messages';

const KEYS = Object.keys(MESSAGES) as ServerMessageKey[];

describe('error codes', () => {
  it('names each product message by its key in capitals, and finds the key again', () => {
    expect(errorCodeOf('passwordIncorrect')).toBe('PASSWORD_INCORRECT');
    expect(errorCodeOf('missionNameTooLong')).toBe('MISSION_NAME_TOO_LONG');
    for (const key of KEYS) {
      expect(messageKeyOfCode(errorCodeOf(key))).toBe(key);
    }
  });

  it('gives every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('tells every product message from every other by its words (no two say the same)', () => {
    expect(new Set(Object.values(MESSAGES)).size).toBe(KEYS.length);
    for (const key of KEYS) {
      expect(messageOfSentence(MESSAGES[key])?.key).toBe(key);
    }
  });

  it('finds a filled-in message and the values it was filled with', () => {
    const sentence = formatMessage(MESSAGES.ownPushRegionOnly, { region: 'Metro Manila (NCR)' });

    expect(messageOfSentence(sentence)).toEqual({
      key: 'ownPushRegionOnly',
      params: { region: 'Metro Manila (NCR)' },
    });
  });

  it('gives an answer that carries none of the product messages the code of its status', () => {
    expect(errorCodeAndParams(404, 'Store not found')).toEqual({ code: 'NOT_FOUND' });
    expect(errorCodeAndParams(429, 'Too many attempts. Please try again later.', 30)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      params: { retryAfterSeconds: 30 },
    });
    expect(errorCodeAndParams(418, 'I am a teapot')).toEqual({ code: 'BAD_REQUEST' });
    expect(errorCodeAndParams(502, MESSAGES.passwordIncorrect)).toEqual({ code: 'INTERNAL_ERROR' });
  });

  it('adds what a refusal carries besides its words to the values of its message', () => {
    const sentence = formatMessage(MESSAGES.stampTooSoon, { time: '3:40 PM' });

    expect(errorCodeAndParams(429, sentence, 600, { nextStampAt: '2026-03-10T07:40:00.000Z' })).toEqual({
      code: 'STAMP_TOO_SOON',
      params: { time: '3:40 PM', retryAfterSeconds: 600, nextStampAt: '2026-03-10T07:40:00.000Z' },
    });
  });
});
