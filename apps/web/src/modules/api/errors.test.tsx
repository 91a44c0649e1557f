import { ApiError } from '@stamp/api-client';
import { loadCatalogue } from '@stamp/shared';
import { describe, expect, it, vi } from 'vitest';

import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("shows a refusal in the reader's language by its code, with the values of its message", async () => {
    const ko = await loadCatalogue('ko');
    const en = await loadCatalogue('en');
    const refused = new ApiError({
      statusCode: 429,
      message: 'A store may send 3 push messages a day. Please try again tomorrow.',
      errors: ['A store may send 3 push messages a day. Please try again tomorrow.'],
      code: 'DAILY_LIMIT',
      params: { limit: '3', retryAfterSeconds: 3600 },
    });

    expect(errorMessage(refused, ko)).toBe(
      '매장은 하루에 푸시 메시지를 3건까지 보낼 수 있습니다. 내일 다시 시도해 주세요.',
    );
    expect(errorMessage(refused, en)).toBe(
      'A store may send 3 push messages a day. Please try again tomorrow.',
    );
  });

  it('says how long a lockout lasts after words that only say "later", plural by the language', async () => {
    const [en, fil] = await Promise.all([loadCatalogue('en'), loadCatalogue('fil')]);
    const locked = (retryAfterSeconds: number) =>
      new ApiError({
        statusCode: 429,
        message: 'Too many wrong passwords. Please try again later.',
        errors: ['Too many wrong passwords. Please try again later.'],
        code: 'TOO_MANY_ATTEMPTS',
        params: { retryAfterSeconds },
      });

    expect(errorMessage(locked(42), en)).toBe(
      'Too many wrong passwords. Please try again later. You can try again in 1 minute.',
    );
    expect(errorMessage(locked(300), en)).toBe(
      'Too many wrong passwords. Please try again later. You can try again in 5 minutes.',
    );
    expect(errorMessage(locked(6 * 3600), en)).toBe(
      'Too many wrong passwords. Please try again later. You can try again in 6 hours.',
    );
    expect(errorMessage(locked(300), fil)).toBe(
      'Masyadong maraming maling password. Pakisubukan muli mamaya. Maaari kang sumubok muli pagkalipas ng 5 minuto.',
    );
  });

  it('writes the time of the next stamp from nextStampAt in each language, in Manila time', async () => {
    const koreanTime = new Intl.DateTimeFormat('ko-KR', {
      timeZone: 'Asia/Manila',
      hour: 'numeric',
      minute: '2-digit',
    });
    const paced = new ApiError({
      statusCode: 429,
      message: 'You can collect the next stamp at 3:40 PM.',
      errors: ['You can collect the next stamp at 3:40 PM.'],
      code: 'STAMP_TOO_SOON',
      params: { time: '3:40 PM', nextStampAt: '2026-03-10T07:40:00.000Z', retryAfterSeconds: 600 },
    });
    vi.useFakeTimers({ now: new Date('2026-03-10T07:30:00Z'), toFake: ['Date'] });
    try {
      const words = await Promise.all(
        (['en', 'ko', 'fil'] as const).map(async (locale) =>
          errorMessage(paced, await loadCatalogue(locale)),
        ),
      );

      expect(words.map((text) => text.replace(/\s/g, ' '))).toEqual([
        'You can collect the next stamp at 3:40 PM.',
        // Korean as this machine's ICU writes it ('오후 3:40' with full Korean data), never the server's English.
        `다음 스탬프는 ${koreanTime.format(new Date('2026-03-10T07:40:00Z')).replace(/\s/g, ' ')}부터 받을 수 있습니다.`,
        'Makakakuha ka ng susunod na stamp sa 3:40 PM.',
      ]);
      vi.setSystemTime(new Date('2026-03-09T10:00:00Z'));
      expect(errorMessage(paced, await loadCatalogue('en')).replace(/\s/g, ' ')).toBe(
        'You can collect the next stamp at Mar 10, 3:40 PM.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a refusal that carries none of the product messages in the words of its code, never in English', async () => {
    const fil = await loadCatalogue('fil');
    const refused = new ApiError({
      statusCode: 404,
      message: 'Store not found',
      errors: ['Store not found'],
      code: 'NOT_FOUND',
    });

    expect(errorMessage(refused, fil)).toBe('Hindi ito nahanap. Maaaring nabura na.');
  });

  it('keeps to the generic words for a server error, and says so when there was no answer at all', async () => {
    const en = await loadCatalogue('en');
    const broken = new ApiError({
      statusCode: 500,
      message: 'Something went wrong. Please try again. (error 1)',
      errors: [],
      code: 'INTERNAL_ERROR',
    });

    expect(errorMessage(broken, en)).toBe(en.genericError);
    expect(errorMessage(new TypeError('Failed to fetch'), en)).toBe(en.offlineError);
  });
});
